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
# r10: detail names
Paste & Pattern | wallpaper wallpapering papering | the paste brush and the pattern lined up | Pasted, hung, pattern matched.
Shopfront Gloss | shop shops shopfront retail commercial | a shopfront freshly glossed | Shopfronts people stop for.
Cupboard Coat | cabinet cabinets cupboard cupboards kitchen furniture upcycling | a fresh coat on old kitchen cupboards | New kitchen, same cupboards.
Sash & Cornice | period victorian georgian listed heritage | painted sash windows and a crisp cornice | Old houses, painted with care.
Sashgloss | period victorian georgian sash | a sash window glossed crisp | Sashes glossed, frames crisp.
Magnolia Roller | landlord landlords rental rentals tenancy letting | the roller of magnolia between tenants | Ready for the next tenant.
Nursery Clouds | nursery baby kids children mural | clouds painted over a nursery cot | Clouds over the cot.
Picketbrush | fence fences fencing deck decking | a brush along a picket fence | Fences and decks, brushed and sealed.
Plasterpink | plaster plastered plastering newbuild extension | the pink of fresh plaster waiting for paint | Pink plaster to painted walls.
# r11: detail names
Spray & Sheen | spray spraying sprayed respray | a fine spray and a smooth sheen | Sprayed smooth, no brush marks.
Chalk & Lime | eco natural breathable lime limewash heritage | chalk and lime paints that let old walls breathe | Paints that let old walls breathe.
Banister Brush | hallway hallways stairs staircase landing | the brush along the banister | Hall, stairs and landing, done.
Varnish & Grain | varnish varnishing staining stain woodwork oak | varnish brushed along the grain | Wood grain brought back.
Weekend Roller | office offices workplace commercial | the roller at work while the office is closed | Painted Friday night, open Monday.
# r12: detail names
Secondcoat | interior inside rooms | the second coat that makes the finish | Always a second coat.
Sill & Gloss | exterior outside windows sills | window sills sanded and glossed outside | Sills sanded, gloss on.
# r13: detail names
Railblack | railing railings metal metalwork ironwork iron | rail + black: iron railings wire-brushed and glossed black | Railings back to gloss black.
Trowelshine | venetian marmorino tadelakt polished lustre | the shine a steel trowel burnishes into polished plaster | Plaster polished to a shine.
Teatime Rooms | oneday sameday express | a room painted start to finish by teatime | Sheets down at eight, dry by teatime.
Dungaree Decorators | woman women female ladies | decorators in paint-spattered dungarees | Dungarees on, brushes out.
# r14: detail names
Seam Roller | wallpaper wallpapers wallpapering papering | the little roller that presses each wallpaper seam flat | Seams you will never find.
Bunkbed Murals | nursery baby kids children mural murals playroom | a mural painted beside the bunk bed | Walls they want to sleep by.
Hinge & Satin | cabinet cabinets cupboard cupboards furniture upcycling | cupboard doors off at the hinge and painted satin | Doors off, satin on.
Mistcoat | plaster plastered plastering newbuild newbuilds extension extensions | the thin first coat that seals new plaster | New plaster, sealed right.
`)
