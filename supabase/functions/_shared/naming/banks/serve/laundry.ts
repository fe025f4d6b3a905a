import { bank } from '../types.ts'

export default bank('laundry and alterations', `
Crispcollar | - | a collar pressed crisp | Crisp collars, every time.
Chalkhem | alterations tailoring tailor hem | the tailor's chalk line on a hem | Marked in chalk, sewn to fit.
Veilpress | wedding bridal dress | a wedding veil pressed for the day | Ready for the aisle.
Aislehem | wedding bridal dress | a wedding dress hemmed for the aisle | Hemmed for the aisle.
Gownkeep | wedding bridal dress | a gown cleaned and kept after the day | Kept as it was on the day.
Sockpair | wash fold servicewash | every sock back with its pair | Every sock paired.
Dropfold | wash fold servicewash | drop it off, pick it up folded | Drop it off, pick it up folded.
Bagandback | pickup collection delivery | bag it up, we bring it back | Bag it, we bring it back.
Coinspin | laundromat launderette self-service | a coin in the slot, the drum spins | Coin in, clean out.
Quarterload | laundromat launderette self-service | a load for a quarter | A load for a quarter.
Dryerchat | laundromat launderette self-service | the chat by the dryers while you wait | Wash, dry, chat.
Sunpegged | eco green natural | clothes pegged out in the sun | Dried by the sun.
Linenrun | hotel restaurant commercial linen | the daily linen run for hotels and kitchens | Fresh linen, every morning.
Mondaysuit | business shirt suit office | the suit ready for Monday | Ready for Monday.
Shirtstack | business shirt suit office | a week of shirts, stacked and pressed | A week of shirts, stacked.
Darnwell | repair mending button zip | darned well, good as new | Darned well mended.
`)
