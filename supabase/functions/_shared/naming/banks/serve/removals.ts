import { bank } from '../types.ts'

export default bank('removals', `
*Keyswap | - | old keys handed in, new keys handed over | Swap the keys, we do the rest.
Seacrate | international overseas long-distance | a crate packed for the sea crossing | Packed for the crossing.
Deskshift | office business commercial | shifting whole offices overnight | Closed Friday, working Monday.
Flatshift | student university | shifting a flat full of students | One flat, one van, one trip.
Sofaturn | van small single-item | turning the sofa round the tight corner | The sofa will fit.
Atticsweep | clearance downsizing estate | sweeping the attic clear | Cleared, top to bottom.
Lighterload | clearance downsizing estate | moving to a smaller home with a lighter load | A lighter load for your next home.
*Spare Room Storage | storage self-storage | a spare room for everything you are not using yet | Your spare room, away from home.
*Store Wars | storage self-storage | store + Star Wars: storage units for all your stuff | Storage for all your stuff.
*Box Clever | packing boxes | box + box clever: packing done the smart way | Packed smart, unpacked easy.
*Out Of Office | office business commercial | out of office: your office moved while you are away | Moved while you are out.
*Halls & Back | student university | moves to student halls and back home | To halls and back again.
*Freshers Van | student university | the van for freshers moving in at the start of term | Freshers moved in, first day.
*Grand Move | piano antique artwork | a grand piano moved with grand care | Grand pianos, moved grandly.
*Kid Glove Moves | piano antique artwork fragile | moves handled with kid gloves | Handled with kid gloves.
*Clean Sweep | clearance downsizing estate | a clean sweep: homes cleared top to bottom | Cleared from attic to cellar.
`)
