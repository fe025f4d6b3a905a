import { bank } from '../types.ts'

export default bank('fish and chips', `
Chip Paper | - | the paper fish and chips come wrapped in | Hot chips, warm paper.
Vinegar Shake | - | a good shake of vinegar over hot chips | Salt first, then a good shake.
Friday Fryer | - | fish and chips, the Friday night tradition | Friday night, sorted.
Pier End Chippy | seaside pier beach promenade coast coastal | a chip shop at the end of the pier | Chips on the pier, gulls on watch.
Salt & Sauce | edinburgh scotland scottish | in Edinburgh chips come with salt and brown chippy sauce | Salt and sauce, the Edinburgh way.
Scraps & Salt | yorkshire north northern scraps | scraps: the crispy bits of batter sprinkled over the chips | Ask for scraps.
Quayside Cod | harbour harbor quay fresh local sustainable | cod landed on the quay and fried the same day | Landed on the quay this morning.
Hook & Batter | sustainable msc linecaught responsible | line-caught fish, battered fresh | Line-caught, battered fresh.
Champagne & Chips | upscale gourmet luxury posh restaurant | fish and chips with a glass of champagne | Chips with bubbles.
Pint & Batter | beer ale pub | fish fried in ale batter, with a pint on the side | Ale in the batter, a pint on the side.
Chip Barm | barm bap roll sandwich sandwiches north northern manchester | the chip barm: chips in a buttered bread roll, as in Manchester | Chips in a buttered barm.
`)
