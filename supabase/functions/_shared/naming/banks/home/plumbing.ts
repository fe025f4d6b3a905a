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
# r10: detail names
Rentwrench | landlord landlords rental letting tenant tenants | rent + wrench: the plumber on call for landlords | Your tenants' taps, sorted.
Sink & Spanner | kitchen kitchens sink sinks dishwasher | the kitchen sink and the spanner that fits it | Kitchen sinks, fitted and fixed.
Stepfree Shower | accessible disabled disability mobility wetroom elderly | a shower you walk into without a step | Walk in, no step.
Softtap | limescale softener hardwater | soft water from your tap | Soft water, no scale.
Scaleaway | limescale softener hardwater | limescale taken away from taps and pipes | Limescale gone from every tap.
Toastytoes | underfloor ufh | toasty toes on a heated floor | Warm floors, bare feet.
Suntap | solar eco renewable green | sun + tap: hot water heated by the sun | Hot water from the sun.
Flushfix | toilet toilets cistern loo | flush + fix: toilets put right | Every flush, fixed.
`)
