import { bank } from '../types.ts'

export default bank('plumbing', `
*Copperbend | - | the smooth bend of copper pipe a good plumber makes | Every bend, made by hand.
Dripdash | emergency urgent night | a dash across town for a drip that will not stop | A drip at midnight, us at ten past.
Nightspanner | emergency urgent night | the spanner that comes out at night | Burst at night? We come at night.
Pilotblue | boiler heating radiator | the steady blue pilot light of a healthy boiler | Blue flame, warm home.
Soakfit | bathroom shower | bathrooms fitted for a good long soak | Fitted for a long soak.
Gurglefix | drain blocked | the gurgle of a blocked drain, fixed | Stop the gurgle.
*Leakhound | leak detection damp | a hound that sniffs out hidden leaks | We find the leak you cannot see.
Oldcopper | period old victorian heritage | old copper pipes in period homes, cared for | Old houses, old copper, new care.
`)
