import { bank } from '../types.ts'

export default bank('locks', `
Nightkey | emergency lockout urgent night | a key in the night when you are locked out | Locked out at night? We come.
Vaultwheel | safe vault | the wheel on a vault door | Safes opened, fitted, fixed.
Nightchain | security burglary burglar | the chain on the door at night | Sleep safe.
*Sureshut | security burglary burglar | a door that shuts sure and stays shut | Shut sure.
Sparepair | key cutting copy spare | a spare pair of keys, cut while you wait | A spare pair, while you wait.
Paneguard | window upvc | a guard on every pane | Every pane, guarded.
*Back In Five | emergency lockout urgent | locked out, and back inside in five minutes | Locked out? Back in five.
*Car Key Clinic | car auto vehicle keys | a clinic for lost and broken car keys | Lost car keys, fixed.
*Open Sesame | smart keyless digital | open sesame: doors that open without a key | Doors that open on command.
*Safe & Sound | safe vault | safe and sound: safes fitted, opened and mended | Safes fitted, opened, fixed.
*Key Change | rekey landlord moving tenant | a change of keys for a new tenant or a new home | New home, new keys.
*Bolt & Bar | security burglary burglar commercial | deadbolts and bars that keep burglars out | Bolted, barred, safe.
*Latch On | window upvc | latch on: window latches and locks fitted | Windows that latch tight.
*Lock Stock | - | lock, stock and barrel: every lock and key job | Every lock, every key.
`)
