import { bank } from '../types.ts'

export default bank('perfume', `
Wristdrop | - | wrist + drop: one drop on the wrist | One drop on the wrist.
*Heartnote | - | the heart notes: the middle of a perfume that shows once the first burst fades | Stay for the heart.
Blendbench | workshop bespoke class | blend + bench: the bench where you blend your own scent | Blend your own at the bench.
Petalstill | natural botanical | petal + still: scents distilled from petals | Distilled from petals.
Resinroot | natural botanical | resin + root: earthy, natural perfumes | Rooted in nature.
Cedarsplash | cologne men | cedar + splash: a woody cologne | A splash of cedar.
Goldvial | luxury niche | gold + vial: rare scents in small vials | Rare, small, golden.
Pocketmist | travel sample refill | pocket + mist: pocket-sized perfume | Perfume for your pocket.
Scentletter | online subscription sample | scent + letter: new scents in the post | A new scent every month.
*Amberdune | oud arabic middle eastern | amber + dune: warm desert scents | Warm as the dunes.
# r10: detail names
Veilmist | wedding bride bridal | veil + mist: the bride's scent | Scent for the veil.
Bouquetnote | wedding bride bridal floral | bouquet + note: a perfume to match the bouquet | Wear your bouquet.
Bunnyspritz | vegan crueltyfree cruelty | bunny + spritz: cruelty-free scent, no animals tested | Spritz, no bunnies harmed.
Balmlocket | solid balm | balm + locket: solid perfume in a locket | Scent in a locket.
Reeddrift | diffuser diffusers candle candles room | reed + drift: reed diffusers drifting scent through a room | Let the room drift.
Jasminedusk | floral jasmine rose flower | jasmine + dusk: jasmine opening at dusk | Jasmine at dusk.
Rosewrist | floral rose flower | rose + wrist: a rose scent on the wrist | A rose on your wrist.
`)
