import { bank } from '../types.ts'

export default bank('locks', `
Doorpop | emergency lockout urgent night | the door popped open without damage | Locked out? We pop it open.
Nightkey | emergency lockout urgent night | a key in the night when you are locked out | Locked out at night? We come.
Fobcut | car auto vehicle keys | car key fobs cut and coded | Car keys, cut and coded.
Tapentry | smart keyless digital | tap to get in | Tap and you are in.
Thumbentry | smart keyless digital | a thumbprint instead of a key | Your thumb is your key.
Vaultwheel | safe vault | the wheel on a vault door | Safes opened, fitted, fixed.
Combidial | safe vault | the combination dial of a safe | Every dial, every safe.
Masterring | commercial business master office | the master key ring for a whole building | One key ring, every door.
Rekeyday | rekey landlord moving tenant | the day the locks are rekeyed | New keys, new start.
Nightchain | security burglary burglar | the chain on the door at night | Sleep safe.
Sureshut | security burglary burglar | a door that shuts sure and stays shut | Shut sure.
Sparepair | key cutting copy spare | a spare pair of keys, cut while you wait | A spare pair, while you wait.
Sashguard | window upvc | locks that guard sash windows | Windows that lock.
Paneguard | window upvc | a guard on every pane | Every pane, guarded.
`)
