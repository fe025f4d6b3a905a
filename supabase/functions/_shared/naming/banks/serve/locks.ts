import { bank } from '../types.ts'

export default bank('locks', `
Shearline | - | the shear line: where a lock's pins must line up for the key to turn | Every pin on the line.
Pinstack | - | the stack of pins inside a cylinder lock that a key lifts | Read the pins, spare the door.
Fivelever | - | the five-lever mortice lock insurers ask for | Five levers, one happy insurer.
Pickfirst | - | a good locksmith picks first and only drills as a last resort | Picked first, never drilled for show.
Doorpop | emergency lockout urgent night | the door popped open without damage | Locked out? We pop it open.
Nightkey | emergency lockout urgent night | a key in the night when you are locked out | Locked out at night? We come.
Fobcut | car auto vehicle keys | car key fobs cut and coded | Car keys, cut and coded.
Tapentry | smart keyless digital | tap to get in | Tap and you are in.
Thumbentry | smart keyless digital | a thumbprint instead of a key | Your thumb is your key.
Vaultwheel | safe vault | the wheel on a vault door | Safes opened, fitted, fixed.
Combidial | safe vault | the combination dial of a safe | Every dial, every safe.
Masterring | commercial business master office | the master key ring for a whole building | One key ring, every door.
Rekeyday | rekey landlord moving tenant | the day the locks are rekeyed | New keys, new start.
Swapbarrel | rekey landlord moving tenant | a new lock barrel for a new tenant | New barrel, new tenant.
Nightchain | security burglary burglar | the chain on the door at night | Sleep safe.
Sureshut | security burglary burglar | a door that shuts sure and stays shut | Shut sure.
Sparepair | key cutting copy spare | a spare pair of keys, cut while you wait | A spare pair, while you wait.
Sashguard | window upvc | locks that guard sash windows | Windows that lock.
Paneguard | window upvc | a guard on every pane | Every pane, guarded.
`)
