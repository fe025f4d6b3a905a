import { bank } from '../types.ts'

export default bank('locks', `
Nightkey | emergency lockout urgent night | a key in the night when you are locked out | Locked out at night? We come.
Vaultwheel | safe vault | the wheel on a vault door | Safes opened, fitted, fixed.
Nightchain | security burglary burglar | the chain on the door at night | Sleep safe.
*Sureshut | security burglary burglar | a door that shuts sure and stays shut | Shut sure.
Sparepair | key cutting copy spare duplicate | a spare pair of keys, cut while you wait | A spare pair, while you wait.
Paneguard | window upvc | a guard on every pane | Every pane, guarded.
# r10: detail names
Pinlatch | smart keyless keypad digital electronic | PIN + latch: a lock that opens with a code | Your code opens the door.
Codebolt | smart keyless keypad digital electronic | code + bolt: a deadbolt worked by a code | A bolt that knows your code.
Fobcut | car cars auto vehicle vehicles fob fobs | fob + cut: car keys and fobs cut and coded | Car keys cut and coded.
Tenantturn | landlord landlords tenant tenants letting | tenant + turn: locks changed between tenants | New tenant, new locks.
Shedbolt | garage shed gate gates padlock | shed + bolt: a strong bolt on the shed | Bolt the shed, keep the bike.
Shutterbolt | commercial office shop shops shutter | shutter + bolt: shop shutters bolted tight | Shut up shop, safely.
# r11: detail names
Moveinbolt | move moving movein | move-in + bolt: new locks on moving day | New home, new locks.
Sirenbox | alarm alarms burglar | siren + box: the alarm box on the front wall | A bell on the wall keeps burglars away.
Lens & Latch | cctv camera cameras doorbell | a camera lens and a door latch: security that sees and locks | Eyes on the door, bolts in it.
Carerkey | keysafe carer carers elderly | carer + key: a key safe by the door for the carer | Carers in, everyone else out.
Swipelatch | access keycard swipe fob entry | swipe + latch: doors that open with a swipe card | Swipe in, lock out.
Snapguard | antisnap snap cylinder cylinders upvc | a cylinder lock that will not snap | Snap-proof locks, fitted today.
Latchrescue | emergency lockout locked urgent | latch + rescue: rescued when the door clicks shut | Locked out? Rescue is on the way.
Keysinside | lockout locked emergency | the keys left inside, on the other side of the door | Keys inside? We are on the way.
Tumblerdial | safe safes vault | the dial and tumblers inside a safe | Safes opened without a scratch.
# r12: detail names
Owlkey | night emergency 24 hour allnight | a locksmith awake like an owl all night | Awake when you're locked out.
Phonekey | smart keyless app digital electronic | your phone as your door key | Unlock the door with your phone.
Sashlatch | window windows sash | a latch for a sash window | Sash windows, safely latched.
# r13: detail names
Exproof | breakup divorce separation ex | locks the ex's key won't open | Your ex's key won't fit.
Keyvan | mobile van | a locksmith's van full of key blanks | The workshop comes to you.
Brass Ward | antique antiques period victorian restoration | the brass wards of an old lock | Old locks, working again.
# r14: detail names
Barrelswap | lockchange rekey rekeying replacement cylinder | the lock barrel swapped for a new one | New barrel, old keys useless.
Chip & Blade | car cars auto vehicle vehicles fob fobs | the transponder chip and blade of a car key | Car keys, chipped and cut.
Hasp & Staple | garage shed sheds gate gates padlock padlocks | the hasp and staple a padlock hangs on | Sheds and gates, locked tight.
`)
