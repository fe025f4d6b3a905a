import { bank } from '../types.ts'

export default bank('laundry and alterations', `
Sudsday | - | suds + day: laundry day, done for you | Laundry day, done for you.
Crispcollar | - | a collar pressed crisp | Crisp collars, every time.
Freshfold | - | clothes washed fresh and folded | Fresh, folded, back to you.
Pressright | - | pressed right, ready to wear | Pressed right, ready to wear.
Softrinse | - | a soft rinse for your clothes | Soft on your clothes.
Tumblewarm | - | clothes warm from the tumble dryer | Warm from the drum.
Cleancrease | - | a clean shirt with a sharp crease | Clean, with a sharp crease.
Basketback | - | your laundry basket back, empty and done | Your basket back, done.
Chalkhem | alterations tailoring tailor hem | the tailor's chalk line on a hem | Marked in chalk, sewn to fit.
Pinfit | alterations tailoring tailor hem | pinned to fit you exactly | Pinned to fit.
Seamright | alterations tailoring tailor hem | seams sewn right | Right seams, right fit.
Veilpress | wedding bridal dress | a wedding veil pressed for the day | Ready for the aisle.
Aislehem | wedding bridal dress | a wedding dress hemmed for the aisle | Hemmed for the aisle.
Gownkeep | wedding bridal dress | a gown cleaned and kept after the day | Kept as it was on the day.
Stainlift | dry cleaning stain | lifting the stain without harming the cloth | The stain lifts, the cloth stays.
Stainaway | dry cleaning stain | the stain taken away | Stains, taken away.
Hangerfresh | dry cleaning stain | back fresh on a hanger | Fresh on the hanger.
Sockpair | wash fold servicewash | every sock back with its pair | Every sock paired.
Dropfold | wash fold servicewash | drop it off, pick it up folded | Drop it off, pick it up folded.
Laundrylift | wash fold servicewash | a lift off your laundry pile | Lift the laundry off your week.
Bagandback | pickup collection delivery | bag it up, we bring it back | Bag it, we bring it back.
Doorsuds | pickup collection delivery | laundry collected from your door | Collected from your door.
Vanbasket | pickup collection delivery | a van that picks up your basket | We pick up the basket.
Coinspin | laundromat launderette self-service | a coin in the slot, the drum spins | Coin in, clean out.
Quarterload | laundromat launderette self-service | a load for a quarter | A load for a quarter.
Dryerchat | laundromat launderette self-service | the chat by the dryers while you wait | Wash, dry, chat.
Coldcycle | eco green natural | washing on a cold cycle to save energy | Cold wash, clean planet.
Sunpegged | eco green natural | clothes pegged out in the sun | Dried by the sun.
Plantsoap | eco green natural | washing with plant-based soap | Plant soap, soft clothes.
Linenrun | hotel restaurant commercial linen | the daily linen run for hotels and kitchens | Fresh linen, every morning.
Sheetcorner | hotel restaurant commercial linen | sheets pressed for a hospital corner | Sheets fit for a good bed.
Napkincrease | hotel restaurant commercial linen | the crisp crease of a restaurant napkin | Crisp napkins, every table.
Mondaysuit | business shirt suit office | the suit ready for Monday | Ready for Monday.
Shirtstack | business shirt suit office | a week of shirts, stacked and pressed | A week of shirts, stacked.
Cuffready | business shirt suit office | cuffs pressed and ready | Cuffs ready, meeting ready.
Mendthread | repair mending button zip | mending with needle and thread | Mended, not binned.
Buttonfix | repair mending button zip | buttons and zips fixed | Buttons back on.
Darnwell | repair mending button zip | darned well, good as new | Darned well mended.
`)
