import { bank } from '../types.ts'

export default bank('removals', `
Keyswap | - | old keys handed in, new keys handed over | Swap the keys, we do the rest.
Seacrate | international overseas long-distance | a crate packed for the sea crossing | Packed for the crossing.
Lockerbay | storage self-storage | a locker bay for the things you keep | Room for the things you keep.
Padlockrow | storage self-storage | a row of padlocked storage units | Your own padlock, your own row.
Labelroom | packing boxes | every box labelled for its new room | Every box, its own room.
Deskshift | office business commercial | shifting whole offices overnight | Closed Friday, working Monday.
Mondayready | office business commercial | an office moved and ready by Monday | Ready for Monday.
Futonfit | student university | a futon that fits in a small van | Student moves, sorted.
Flatshift | student university | shifting a flat full of students | One flat, one van, one trip.
Termvan | student university | the van at the start and end of term | There at the start of term.
Pianostair | piano antique artwork | pianos carried up and down stairs | Pianos up any stair.
Feltcorner | piano antique artwork | felt corners to protect fine furniture | Felt on every corner.
Sofaturn | van small single-item | turning the sofa round the tight corner | The sofa will fit.
Heirloomsort | clearance downsizing estate | sorting heirlooms when a home is cleared | Sorted with care.
Atticsweep | clearance downsizing estate | sweeping the attic clear | Cleared, top to bottom.
Lighterload | clearance downsizing estate | moving to a smaller home with a lighter load | A lighter load for your next home.
`)
