import { bank } from '../types.ts'

export default bank('removals', `
*Keyswap | - | old keys handed in, new keys handed over | Swap the keys, we do the rest.
Seacrate | international overseas long-distance | a crate packed for the sea crossing | Packed for the crossing.
Deskshift | office business commercial | shifting whole offices overnight | Closed Friday, working Monday.
Flatshift | student university | shifting a flat full of students | One flat, one van, one trip.
Sofaturn | van small single-item | turning the sofa round the tight corner | The sofa will fit.
Atticsweep | clearance downsizing estate | sweeping the attic clear | Cleared, top to bottom.
Lighterload | clearance downsizing estate | moving to a smaller home with a lighter load | A lighter load for your next home.
# r10: detail names
Keepcrate | storage stored warehouse | keep + crate: your things kept safe in a crate | Crated, kept, returned.
Tapegun | packing packers | the tape gun that seals every box | Every box packed and taped.
Pianolift | piano pianos | piano + lift: pianos lifted and moved safely | Every key arrives in tune.
Teacupwrap | elderly senior seniors retirement carehome | teacup + wrap: every teacup wrapped with care | Every teacup wrapped.
Giltcrate | antique antiques art fragile paintings | gilt + crate: gilt frames and antiques crated | Crated for the precious things.
Crateloop | eco green reusable sustainable plasticfree | crate + loop: crates that come back for the next move | No cardboard, crates that come back.
`)
