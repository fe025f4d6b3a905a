import { bank } from '../types.ts'

export default bank('locks', `
Nightkey | emergency lockout urgent night | a key in the night when you are locked out | Locked out at night? We come.
Vaultwheel | safe vault | the wheel on a vault door | Safes opened, fitted, fixed.
Nightchain | security burglary burglar | the chain on the door at night | Sleep safe.
*Sureshut | security burglary burglar | a door that shuts sure and stays shut | Shut sure.
Sparepair | key cutting copy spare | a spare pair of keys, cut while you wait | A spare pair, while you wait.
Paneguard | window upvc | a guard on every pane | Every pane, guarded.
# r10: detail names
Pinlatch | smart keyless keypad digital electronic | PIN + latch: a lock that opens with a code | Your code opens the door.
Codebolt | smart keyless keypad digital electronic | code + bolt: a deadbolt worked by a code | A bolt that knows your code.
Fobcut | car cars auto vehicle fob | fob + cut: car keys and fobs cut and coded | Car keys cut and coded.
Tenantturn | landlord landlords tenant tenants letting | tenant + turn: locks changed between tenants | New tenant, new locks.
Shedbolt | garage shed gate gates padlock | shed + bolt: a strong bolt on the shed | Bolt the shed, keep the bike.
Shutterbolt | commercial office shop shops shutter | shutter + bolt: shop shutters bolted tight | Shut up shop, safely.
`)
