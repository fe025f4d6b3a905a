import { bank } from '../types.ts'

export default bank('painting and decorating', `
Rollerline | - | the straight, even line a roller leaves down a fresh wall | One pass, one clean line.
Brush & Dustsheet | - | the brush in hand and the dust sheets down first | Sheets down before the brush comes out.
Second Coat | - | the second coat that makes the colour come out true | Always a second coat.
Trestleboard | - | the board across two trestles that painters stand on to reach a ceiling | Every ceiling reached, every corner cut in.
Glossbrush | - | the fine brush kept for glossing doors and skirting boards | Glossed doors, crisp skirting.
Tape & Trim | - | the masking tape along the trim that keeps every edge crisp | Crisp edges, straight trim.
Skirtingline | - | the crisp paint line along the top of the skirting board | Crisp lines along every skirting.
Rollercoater | - | roller + roller coaster: coats rolled on fast and smooth | Smooth coats, fast turnaround.
Sheets & Ladders | - | dust sheets and ladders, with a nod to snakes and ladders | Sheets down, ladders up.
Tinlid | - | the lid of a paint tin, prised open at the start of every room | Lid off, room changed.
Pastebrush | wallpaper wallpapering papering | the wide brush that pastes every length of wallpaper | Every length pasted and hung.
Seammatch | wallpaper wallpapering papering feature | wallpaper matched at every seam | Patterns that meet at every seam.
Sashgloss | period victorian heritage sash georgian | sash windows glossed the old way | Sash windows, glossed properly.
Corniceline | period victorian heritage georgian | fresh paint cut in right up to the plaster cornice | Ceilings finished right to the cornice.
Doorgloss | exterior outside front door | a front door glossed to a deep shine | The door the whole street notices.
Gablecoat | exterior outside house weather | the gable end of a house, freshly coated | From gable to gate, painted.
Cotwall | nursery baby kids children | the soft colour on the wall behind the cot | Soft walls for sleepy babies.
Weekendroll | commercial office business shop | an office repainted over a single weekend | Shut on Friday, fresh on Monday.
Swatchwall | colour consultation design | the wall of sample patches painted before you choose | Try the colour on your wall first.
Colourcard | colour bold feature | the colour card you pick a braver shade from | Pick the bolder shade.
Chalkwall | eco natural chalk breathable | chalky, breathable paint for old walls | Breathable paint for old walls.
`)
