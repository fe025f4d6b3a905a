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
*Bucket & Wrench | emergency urgent night | the bucket under the leak and the wrench that stops it, at any hour | Bucket down, wrench out, leak stopped tonight.
*Steamed Mirror | bathroom shower | the steamed-up mirror after a hot shower in a bathroom we fitted | Bathrooms worth steaming up the mirror for.
*Farmhouse Tap | rural farm village | the plumber for farmhouse kitchens, yard taps and field troughs | From the farmhouse tap to the field trough.
*Wellies & Wrench | rural farm village | a plumber in wellies with a wrench, down any farm track | Wellies on, wrench ready, any farm track.
*Drip Tracker | leak detection damp | tracking a hidden drip to the pipe it comes from | We find the drip behind the wall.
*Under The Sink | kitchen sink | the cupboard under the sink, where kitchen plumbing jobs start | Everything under the sink, sorted properly.
`)
