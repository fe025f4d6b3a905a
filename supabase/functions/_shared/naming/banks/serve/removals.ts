import { bank } from '../types.ts'

export default bank('removals', `
Lastbox | - | the last box off the van, the move done | Until the last box is in.
Boxtrot | - | box + foxtrot: a move that goes like a dance | A move that goes like a dance.
Calmmove | - | a move without the panic | Moving day, minus the panic.
Liftwell | - | lifting well, nothing dropped | Lifted well, set down gently.
Steadycarry | - | a steady carry down every stair | Steady on every stair.
Keyswap | - | old keys handed in, new keys handed over | Swap the keys, we do the rest.
Unpackedhome | - | a new home with every box unpacked | From packed up to unpacked.
Carefulcrate | - | crates packed with care | Packed with care.
Seacrate | international overseas long-distance | a crate packed for the sea crossing | Packed for the crossing.
Customsready | international overseas long-distance | packed and papered for customs | Papers done, crates sealed.
Oceanhaul | international overseas long-distance | the long haul across the ocean | Across the ocean, box by box.
Lockerbay | storage self-storage | a locker bay for the things you keep | Room for the things you keep.
Padlockrow | storage self-storage | a row of padlocked storage units | Your own padlock, your own row.
Keepspace | storage self-storage | space to keep what you cannot fit | Space for what will not fit.
Blanketwrap | packing boxes | furniture wrapped in moving blankets | Wrapped, not scratched.
Packedright | packing boxes | everything packed right | Packed right, arrives right.
Labelroom | packing boxes | every box labelled for its new room | Every box, its own room.
Deskshift | office business commercial | shifting whole offices overnight | Closed Friday, working Monday.
Mondayready | office business commercial | an office moved and ready by Monday | Ready for Monday.
Cubiclelift | office business commercial | carrying cubicles, desks and files | Desks, files, done.
Futonfit | student university | a futon that fits in a small van | Student moves, sorted.
Flatshift | student university | shifting a flat full of students | One flat, one van, one trip.
Termvan | student university | the van at the start and end of term | There at the start of term.
Pianostair | piano antique artwork | pianos carried up and down stairs | Pianos up any stair.
Feltcorner | piano antique artwork | felt corners to protect fine furniture | Felt on every corner.
Giltframe | piano antique artwork | gilt frames and paintings moved with care | Fine art, handled finely.
Vanfull | van small single-item | one van, full, one trip | One van, one trip.
Smallhaul | van small single-item | small moves and single items | No move too small.
Sofaturn | van small single-item | turning the sofa round the tight corner | The sofa will fit.
Heirloomsort | clearance downsizing estate | sorting heirlooms when a home is cleared | Sorted with care.
Atticsweep | clearance downsizing estate | sweeping the attic clear | Cleared, top to bottom.
Lighterload | clearance downsizing estate | moving to a smaller home with a lighter load | A lighter load for your next home.
Slowmove | elderly senior retirement | a slower, gentler move for older people | At your pace.
Settledin | elderly senior retirement | settled in before we leave | We stay until you are settled.
Familiarroom | elderly senior retirement | the new room set up just like the old one | Just like home, in your new home.
`)
