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
`)
