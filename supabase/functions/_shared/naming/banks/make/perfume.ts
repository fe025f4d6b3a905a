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
# r11: detail names
Peelspritz | citrus lemon bergamot orange neroli | peel + spritz: citrus scents like fresh peel | Zest on the wrist.
Toffeewrist | vanilla gourmand caramel | toffee + wrist: sweet, warm scents on the wrist | Sweet on the wrist.
Eitherwrist | unisex genderless genderneutral | either + wrist: scents for any wrist | For either wrist.
Twinspritz | dupe dupes inspired | twin + spritz: scents inspired by famous bottles | Smells familiar, costs less.
Saltspritz | sea ocean coastal seaside marine aquatic | salt + spritz: sea-salt scents | A spritz of sea air.
Incensecurl | incense smoky smoke leather | incense + curl: the curl of incense smoke | Smoke that curls.
Pipette & Blend | workshop workshops class classes bespoke | pipette + blend: blending your own scent drop by drop | Drop by drop, your scent.
Shavesplash | cologne men mens aftershave | shave + splash: the splash after the shave | Shave, splash, go.
Saffronsmoke | oud arabic bakhoor saffron | saffron + smoke: warm saffron and smoky oud | Saffron and smoke.
Pursespray | travel sample samples purse mini | purse + spray: perfume small enough for a purse | Perfume for your purse.
Crystalstopper | luxury niche collector | crystal + stopper: a crystal stopper on a rare bottle | Lift the crystal stopper.
# r12: detail names
Vialbox | sample samples subscription mini | a box of little sample vials | Try ten scents before you commit.
Blendroom | workshop workshops class classes bespoke | a room where you blend your own scent | Leave with a scent that's yours.
Petal Press | floral flower rose botanical | pressed petals turned into scent | Bottled from the flower bed.
Aisle Scent | wedding bride bridal | the scent a bride wears down the aisle | The scent of your big day.
# r13: detail names
Wand & Attar | attar attars alcoholfree halal perfumeoil | the glass wand that dabs a drop of attar oil | No alcohol, just a drop of oil.
Monogram Mist | personalised personalized engraved engraving monogram initials | a perfume bottle engraved with your monogram | Your scent, your initials on the glass.
Refill Flacon | refill refills refillable eco sustainable zerowaste ecofriendly | the same glass perfume flacon, brought back and filled again | Bring the bottle, we fill it up.
Cashmere Musk | musk musky skinscent | a soft musk that sits close like cashmere on skin | Soft as cashmere, close as skin.
# r14: detail names
Collar Cologne | cologne colognes men mens aftershave masculine | the dab of cologne on a shirt collar | A dab on the collar.
Hedgerow Oil | natural botanical organic essential | perfume oils pressed from hedgerow plants | The hedgerow, in a bottle.
Wick & Note | candle candles diffuser diffusers | a candle wick carrying a perfume note | Light the wick, wear the room.
Shared Bottle | unisex genderless genderneutral | one bottle of scent you both wear | One bottle, both of you.
Pod & Praline | vanilla gourmand caramel | the vanilla pod and the praline note of a sweet scent | Sweet as praline.
`)
