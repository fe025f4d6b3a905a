import { bank } from '../types.ts'

export default bank('laundry and alterations', `
*Crispcollar | - | a collar pressed crisp | Crisp collars, every time.
Chalkhem | alterations tailoring tailor hem | the tailor's chalk line on a hem | Marked in chalk, sewn to fit.
Aislehem | wedding bridal dress | a wedding dress hemmed for the aisle | Hemmed for the aisle.
Sockpair | wash fold servicewash | every sock back with its pair | Every sock paired.
Dropfold | wash fold servicewash | drop it off, pick it up folded | Drop it off, pick it up folded.
Coinspin | laundromat launderette self-service | a coin in the slot, the drum spins | Coin in, clean out.
Linenrun | hotel restaurant commercial linen | the daily linen run for hotels and kitchens | Fresh linen, every morning.
Shirtstack | business shirt suit office | a week of shirts, stacked and pressed | A week of shirts, stacked.
*Darnwell | repair mending button zip | darned well, good as new | Darned well mended.
`)
