import { bank } from '../types.ts'

export default bank('hair', `
Locksley | - | locks of hair + Locksley, Robin Hood's village | Where good locks live.
Crownshear | - | careful shears from the crown down | Good cuts, from the crown down.
Fringefield | - | fringe + field: a salon with room for every style | Fringes, fades and everything between.
Scissorbell | - | the snip of scissors and the shop bell as you walk in | Hear the bell, leave with a cut.
Foilfold | - | each highlight painted and folded into its own foil | Every foil folded by hand.
Razorfeather | - | a razor cut that feathers the ends light and airy | Lighter ends, straight from the razor.
Clipperton | barber men | clippers + -ton, a real island name: a barber town | Clippers on, town sharp.
Fadeyard | barber men | a yard of barbers for sharp fades | Sharp fades, no appointment stress.
Razorwick | barber men shave | razor + -wick, an old village ending: a barber's village | Hot towels and close shaves.
RingletRoom | curly natural | a room for ringlets: a salon that understands curls | Curls cut dry, by curl people.
Coilcraft | curly natural afro | the craft of caring for coils | Coils cut with care and craft.
Springroot | curly natural afro | springy curls, healthy from the root | Healthy spring from root to tip.
Boostercut | kids child | the booster seat that lifts little ones to the mirror | Haircuts from the booster seat up.
Sunstreak | colour color highlight blonde | streaks of colour that look sun-made | Colour that looks like summer.
Braidmaid | bridal wedding braid | braid + bridesmaid: braids and updos for wedding parties | Braids for brides and their maids.
Aislecurl | bridal wedding | curls set to last down the aisle | Curls that last down the aisle.
Veilpin | bridal wedding | the pin that holds the veil and the updo | Pinned for the big day.
Swishhouse | blowdry blowout | the swish of a fresh blow-dry | Leave with a swish.
Chairvan | mobile home van | a salon chair in a van, parked at your door | The salon parks at your door.
Velvetmane | luxury | a mane with a velvet finish | A velvet finish, every cut.
Goldfringe | luxury | a golden fringe: premium cuts | Premium cuts, golden care.
Greyglam | grey silver older | grey hair worn with glamour | Grey, worn with glamour.
Silvershear | grey silver older | shears for silver hair, cut to shine | Silver hair, cut to shine.
Frostlock | grey silver older | frost-white locks cut and toned with care | Frost-white locks, beautifully kept.
Braidloft | braid afro | a loft full of braiders | Braids done high and tight.
`)
