import { bank } from '../types.ts'

export default bank('homes', `
Keyhook | - | every key in an agent's office hangs on its own labelled hook | Your keys, on a hook we know.
Latchlift | - | lifting the latch of your new front door | Lift the latch, you are home.
Gravelsweep | luxury prestige country estate | the sweep of a gravel drive up to a fine house | Fine houses, quietly sold.
Letwell | letting rental landlord tenant | a let that goes well for landlord and tenant | Let well, kept well.
Barnlatch | rural country farm village | the latch on a barn door in the country | Country homes, country agents.
Doorbuzz | city apartment flat urban | the buzz of the intercom in a city flat | Buzz in, move in.
*Firstrung | first buyer starter | the first rung on the property ladder | Your first rung.
Gavelday | auction | the day the gavel falls | Sold on gavel day.
Gullview | coastal seaside beach | a view with gulls and the sea | Wake up to gulls.
# r10: detail names
Fewerstairs | downsize downsizing retirement retire retiring bungalow | a home with fewer stairs for the next years | Fewer stairs, more life.
Termlet | student students university hmo campus | a let for the term | Rooms for the term.
Campuskey | student students university hmo campus | the key to a room near campus | Your key near campus.
Suitcase & Key | holiday airbnb vacation shortlet | the guest's suitcase and the key you hand over | Your holiday let, looked after.
Yield & Deed | investor investors investment buytolet portfolio | the yield and the deed a property investor wants | Homes that pay their way.
Passport & Key | relocation relocating relocate expat international overseas | a passport in one hand, a new key in the other | Moving countries, finding home.
Unitkey | commercial retail shop shops office offices industrial warehouse | the key to a unit of your own: shops, offices, workshops | Shops, offices and units, let well.
`)
