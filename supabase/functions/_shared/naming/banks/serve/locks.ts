import { bank } from '../types.ts'

export default bank('locks', `
Nightkey | emergency lockout urgent night | a key in the night when you are locked out | Locked out at night? We come.
Vaultwheel | safe vault | the wheel on a vault door | Safes opened, fitted, fixed.
Nightchain | security burglary burglar | the chain on the door at night | Sleep safe.
*Sureshut | security burglary burglar | a door that shuts sure and stays shut | Shut sure.
Sparepair | key cutting copy spare | a spare pair of keys, cut while you wait | A spare pair, while you wait.
Paneguard | window upvc | a guard on every pane | Every pane, guarded.
`)
