import { bank } from '../types.ts'

export default bank('locks', `
Latchclick | - | the click of a latch that works | Hear the click, feel safe.
Boltturn | - | the turn of a good bolt | One turn, safe inside.
Keywise | - | a locksmith wise to every key | Wise to every key.
Calmlatch | - | a calm locksmith and a latch that works | Calm hands, safe doors.
Trustbolt | - | a bolt, and a locksmith, you can trust | A locksmith you can trust.
Doorsure | - | a door you can be sure of | Sure of every door.
Turnsafe | - | turn the key and be safe | Turn the key, rest easy.
Clickhome | - | the click of your own front door | Click, you are home.
Doorpop | emergency lockout urgent night | the door popped open without damage | Locked out? We pop it open.
Quickpick | emergency lockout urgent night | a quick pick, and you are in | In, fast, no damage.
Nightkey | emergency lockout urgent night | a key in the night when you are locked out | Locked out at night? We come.
Fobcut | car auto vehicle keys | car key fobs cut and coded | Car keys, cut and coded.
Remotefob | car auto vehicle keys | a new remote fob for your car | A new fob, same day.
Bootpop | car auto vehicle keys | the car boot popped open again | Back in your car, fast.
Tapentry | smart keyless digital | tap to get in | Tap and you are in.
Codetouch | smart keyless digital | a code at your fingertip | A code, not a key.
Thumbentry | smart keyless digital | a thumbprint instead of a key | Your thumb is your key.
Vaultwheel | safe vault | the wheel on a vault door | Safes opened, fitted, fixed.
Combidial | safe vault | the combination dial of a safe | Every dial, every safe.
Strongdial | safe vault | a strong safe with a trusted dial | Strong safes, trusted hands.
Masterring | commercial business master office | the master key ring for a whole building | One key ring, every door.
Shopshutter | commercial business master office | shutters and locks for shops | Shutters up, shop safe.
Accessline | commercial business master office | access control for business buildings | Who comes in, decided.
Rekeyday | rekey landlord moving tenant | the day the locks are rekeyed | New keys, new start.
Handoverlock | rekey landlord moving tenant | a new lock fitted when keys change hands | Safe from the handover.
Swapbarrel | rekey landlord moving tenant | a new lock barrel for a new tenant | New barrel, new tenant.
Nightchain | security burglary burglar | the chain on the door at night | Sleep safe.
Safesleep | security burglary burglar | sleeping safe behind good locks | Good locks, good sleep.
Sureshut | security burglary burglar | a door that shuts sure and stays shut | Shut sure.
Cutcode | key cutting copy spare | a key cut from its code | Keys cut to code.
Sparepair | key cutting copy spare | a spare pair of keys, cut while you wait | A spare pair, while you wait.
Spareset | key cutting copy spare | a spare set for the family | A set for everyone.
Sashguard | window upvc | locks that guard sash windows | Windows that lock.
Frameshut | window upvc | uPVC doors and windows that shut tight | Shut tight, frame and all.
Paneguard | window upvc | a guard on every pane | Every pane, guarded.
`)
