import { bank } from '../types.ts'

export default bank('soap', `
Curerack | - | the rack where bars rest six weeks before they're sold | Cured six weeks, worth the wait.
Latherloaf | - | the long loaf soap is poured in before it's cut | Cut from the loaf by hand.
WireCut | - | the wire that slices a soap loaf into bars | Every bar cut on the wire.
Sudsmill | - | a little mill of suds on the kitchen table | Suds made by hand, in small batches.
Oatlather | - | oats in the lather, the gentle classic | Oats and lather, nothing harsh.
Tracepoint | - | trace: the moment soap batter thickens enough to pour | Poured at trace, cut by hand.
Soapstamp | - | the stamp pressed into every fresh bar | Stamped by hand on every bar.
Swirlpour | - | the swirl drawn through freshly poured soap | Every loaf swirled by hand.
Ovalcake | - | a soap cake shaped to sit in the hand | Shaped to fit your hand.
Coldpour | - | cold-process soap, poured slowly | Poured cold, cured slow.
Loofahloop | - | the loop that hangs a loofah by the bath | Hang it up, lather up.
Soakday | - | a day set aside for a long soak | Make today a soak day.
Olivebar | vegan natural | olive oil soap, the oldest vegan bar there is | Olive oil and nothing else.
Hempsuds | vegan natural | suds from hemp seed oil | Green, gentle, full of lather.
Sheaslab | vegan natural | a slab of shea butter soap | Shea butter, thick and kind.
Nannybar | goatmilk farm | a bar made with milk from our nanny goats | Milk from the nannies, soap for you.
Goatcream | goatmilk farm | the cream of our goats' milk, made into soap | Rich as goat cream.
Goatgate | goatmilk farm rural | the farm gate where goat-milk soap is sold | Sold at the farm gate.
Fizzdrop | bathbomb kids | a bath bomb dropped in to fizz | Drop it in, watch it fizz.
Tubfizz | bathbomb kids | the fizz of a bath bomb in a full tub | Bath time, with a fizz.
Plopsy | bathbomb kids | the plop of a bath bomb hitting the water | Plop, fizz, soak.
Unwrapt | zerowaste plasticfree | sold as it is, with no wrapper | No wrapper, no waste.
Refillrow | zerowaste refill plasticfree | the row of refill jugs for liquid soap | Bring your bottle back.
Wrapless | zerowaste plasticfree | soap without the plastic | All soap, no plastic.
Ribbontie | gift hamper | a bar tied up with ribbon | Tied with ribbon, ready to give.
Bathbundle | gift hamper | a bundle of bars for the bath | A bundle for the bath.
Guestsoap | gift hotel | the little guest soap set out for visitors | Little bars for welcome guests.
Scalprinse | shampoo hair | a shampoo bar that rinses clean | Rinses clean, no bottle.
Lockwash | shampoo hair | a wash for your locks, in a bar | Lather for your locks.
Washcake | shampoo hair | the old word for a cake of soap, for hair | One cake, clean hair.
`)
