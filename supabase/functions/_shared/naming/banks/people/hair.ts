import { bank } from '../types.ts'

export default bank('hair', `
Locksley | - | locks of hair + Locksley, Robin Hood's village | Where good locks live.
Snipsy | - | snip with a light ending: quick, cheerful trims | Quick snips, happy days.
Shearwell | - | shears + well: a cut done well, start to finish | Shears in good hands.
Crownshear | - | careful shears from the crown down | Good cuts, from the crown down.
Fringefield | - | fringe + field: a salon with room for every style | Fringes, fades and everything between.
Tresswell | - | tresses + well: hair that sits well for weeks | Tresses that sit well for weeks.
Scissorbell | - | the snip of scissors and the shop bell as you walk in | Hear the bell, leave with a cut.
Mirrorglad | - | glad at the mirror when the cut is done | Glad at the mirror, every time.
Combhouse | - | a house of combs and scissors | Cut by hand, not by clock.
Clipperton | barber men | clippers + -ton, a real island name: a barber town | Clippers on, town sharp.
Fadeyard | barber men | a yard of barbers for sharp fades | Sharp fades, no appointment stress.
Blokecut | barber men | a proper cut for blokes, no fuss | A proper cut, no fuss.
Razorwick | barber men shave | razor + -wick, an old village ending: a barber's village | Hot towels and close shaves.
RingletRoom | curly natural | a room for ringlets: a salon that understands curls | Curls cut dry, by curl people.
Coilcraft | curly natural afro | the craft of caring for coils | Coils cut with care and craft.
Curlkind | curly natural afro | kind to curls: no frizz, no flattening | Kind to every curl.
Springroot | curly natural afro | springy curls, healthy from the root | Healthy spring from root to tip.
FirstSnip | kids child | a child's first snip, a moment parents keep | Small chairs, first snips.
Tinytrim | kids child | tiny trims for tiny heads | Tiny trims, no tears.
Boostercut | kids child | the booster seat that lifts little ones to the mirror | Haircuts from the booster seat up.
Sunstreak | colour color highlight blonde | streaks of colour that look sun-made | Colour that looks like summer.
Tintwise | colour color | tint chosen wisely for your skin and style | Colour chosen wisely.
Shadecraft | colour color highlight | the craft of finding your perfect shade | Your shade, crafted.
Braidmaid | bridal wedding braid | braid + bridesmaid: braids and updos for wedding parties | Braids for brides and their maids.
Aislecurl | bridal wedding | curls set to last down the aisle | Curls that last down the aisle.
Veilpin | bridal wedding | the pin that holds the veil and the updo | Pinned for the big day.
Bouncebar | blowdry blowout | a blow-dry bar for hair with bounce | Walk out bouncing.
Swishhouse | blowdry blowout | the swish of a fresh blow-dry | Leave with a swish.
Glossblow | blowdry blowout | a glossy blow-dry finish | Glossy from root to tip.
Chairvan | mobile home van | a salon chair in a van, parked at your door | The salon parks at your door.
Doorcomb | mobile home | the comb that comes to your door | Cut at your kitchen table.
Cutcall | mobile home | call and the cut comes to you | One call, one cut, at home.
Ecotress | eco organic vegan | eco care for your tresses: a low-waste, plant-based salon | Green products, sharp cuts.
Rootkind | eco organic vegan | kind to roots and to the planet | Kind to your roots.
Plantgloss | eco organic vegan | gloss from plant-based products | Plant-made gloss.
Silkcrown | luxury | a crown of silky hair: a premium salon | Silk from the crown down.
Velvetmane | luxury | a mane with a velvet finish | A velvet finish, every cut.
Goldfringe | luxury | a golden fringe: premium cuts | Premium cuts, golden care.
Greyglam | grey silver older | grey hair worn with glamour | Grey, worn with glamour.
Silvershear | grey silver older | shears for silver hair, cut to shine | Silver hair, cut to shine.
Frostlock | grey silver older | frost-white locks cut and toned with care | Frost-white locks, beautifully kept.
Plaitwise | braid | wise hands for plaits and braids | Plaits that last for weeks.
Braidloft | braid afro | a loft full of braiders | Braids done high and tight.
Fairtrim | budget | a fair price for a good trim | A good trim at a fair price.
Quickchair | budget walk-in | walk in, quick chair, good cut | Walk in, sit down, look sharp.
`)
