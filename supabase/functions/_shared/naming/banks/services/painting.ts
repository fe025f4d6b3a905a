import { bank } from '../types.ts'

export default bank('painting and decorating', `
Rollerline | - | the straight, even line a roller leaves down a fresh wall | One pass, one clean line.
Brush & Dustsheet | - | the brush in hand and the dust sheets down first | Sheets down before the brush comes out.
*Second Coat | - | the second coat that makes the colour come out true | Always a second coat.
Glossbrush | - | the fine brush kept for glossing doors and skirting boards | Glossed doors, crisp skirting.
Tape & Trim | - | the masking tape along the trim that keeps every edge crisp | Crisp edges, straight trim.
*Rollercoater | - | roller + roller coaster: coats rolled on fast and smooth | Smooth coats, fast turnaround.
*Sheets & Ladders | - | dust sheets and ladders, with a nod to snakes and ladders | Sheets down, ladders up.
Doorgloss | exterior outside front door | a front door glossed to a deep shine | The door the whole street notices.
Gablecoat | exterior outside house weather | the gable end of a house, freshly coated | From gable to gate, painted.
Swatchwall | colour consultation design | the wall of sample patches painted before you choose | Try the colour on your wall first.
Colourcard | colour bold feature | the colour card you pick a braver shade from | Pick the bolder shade.
*Brush Hour | - | brush + rush hour: decorators busy all over town | Beat the rush, book the brush.
*Paint The Town | - | paint the town red: decorators working all over town | Painting the town, one room at a time.
*A Cut Above | - | a cut above: crisp lines where the wall meets the ceiling | Crisp lines, a cut above.
*Sunday Best | - | your rooms dressed in their Sunday best, freshly painted | Every room in its Sunday best.
*Paper Chase | wallpaper wallpapering papering | wallpaper hung and chased neatly round every corner | Every corner papered, every pattern matched.
*Period Drama | period victorian heritage georgian sash | period homes painted with care, without the drama | Period homes, no drama.
*Lullaby Walls | nursery baby kids children | soft colours for a room where lullabies are sung | Soft walls for sleepy babies.
*Paint By Night | commercial office business shop | offices painted overnight, a nod to paint by numbers | Painted overnight, open as usual.
*Fresh Air Paint | eco natural breathable chalk | low-smell, breathable paints that keep the air fresh | Fresh walls, no paint smell.
*No More Magnolia | colour bold feature | walls painted anything but plain magnolia | Say goodbye to magnolia.
`)
