import { bank } from '../types.ts'

export default bank('deliveries', `
*Porchdrop | - | a parcel dropped safely on the porch | Safe on your porch.
Clockdash | sameday express urgent | a dash against the clock | Beat the clock.
Pannierpost | cargo bike bicycle eco electric | post carried in a bike pannier | Delivered by pedal power.
*Pedalparcel | cargo bike bicycle eco electric | parcels delivered by pedal power | Pedal-powered parcels.
Quietwheel | cargo bike bicycle eco electric | quiet electric wheels through the streets | Quiet streets, fast parcels.
Pantrydrop | food grocery restaurant | groceries dropped into your pantry | Your pantry, filled.
Supperrun | food grocery restaurant | the evening run with suppers | Supper, at your door.
Ferrycrate | rural remote island | crates carried on the ferry to the islands | Across the water, to your door.
Lastlane | rural remote island | the last lane on the round, never skipped | Right to the end of the lane.
# r10: detail names
Checkoutrun | ecommerce shop shops sellers retailers seller etsy shopify | checkout + run: from your checkout to their door | From your checkout to their door.
Vialrun | medical lab laboratory hospital samples | vial + run: lab samples rushed to the lab | Samples safe, on time.
Sofaferry | furniture bulky heavy appliance appliances | sofa + ferry: big items ferried door to door | Big things, carried with care.
Throttlepost | motorbike motorcycle motorcycles | throttle + post: post carried by motorbike | Twist the throttle, beat the traffic.
Deedrun | documents legal solicitors law lawyers | deed + run: deeds run from office to office | Signed, sealed, delivered by noon.
Owlvan | overnight night nightly nextday | owl + van: a van that works through the night | Overnight, while you sleep.
Bouquetrun | flowers florist florists gift gifts | bouquet + run: flowers carried upright to the door | Flowers arrive fresh and upright.
Passportparcel | international overseas worldwide export abroad | passport + parcel: parcels that cross borders | Your parcel, passport ready.
# r11: detail names
Palletstrap | pallet pallets freight haulage | pallet + strap: pallets strapped down for the road | Strapped down, signed for.
Chillvan | frozen chilled refrigerated cold fridge | chill + van: a chilled van that keeps food cold on the road | Cold at the start, cold at the door.
Sitedrop | construction builders building materials site | site + drop: materials dropped on site | On site before the crew.
Pillparcel | prescription prescriptions pharmacy medicine medicines | pill + parcel: prescriptions delivered to the door | Your prescription, to the door.
Clinkcrate | wine alcohol beer spirits bottles | clink + crate: bottles clinking safely in their crate | Bottles arrive unbroken.
Cakecourier | cake cakes wedding bakery fragile | cake + courier: cakes driven carefully, tier by tier | Every tier arrives in one piece.
Hourdrop | sameday express urgent hour | hour + drop: dropped off within the hour | Within the hour, every time.
# r12: detail names
High Street Hop | local shops shop town | hopping parcels between local high street shops | Your high street, delivered.
Reception Run | business office offices b2b | deliveries run to your office reception | Signed for at reception.
Basketrun | grocery groceries food shopping | a shopping basket run to your door | Your shopping, at your door.
Noonrun | sameday express morning | ordered in the morning, delivered by noon | Order by nine, here by noon.
Villagevan | local village rural community | a van doing the village parcel round | Every parcel, every doorstep in the village.
# r13: detail names
Dollyvan | removal removals moving manwithvan | a van with a furniture dolly | Boxes in, boxes out.
Suitcase Shuttle | luggage suitcase suitcases airport baggage | a shuttle just for suitcases | Your case, there before you.
Canvas Crate | art artwork artworks gallery galleries paintings | a crate built to carry a canvas | Paintings arrive as they left.
# r14: detail names
Before Ten Tomorrow | nextday overnight tomorrow | parcels at the door by ten the next morning | There by ten tomorrow.
Borderbox | international overseas worldwide export abroad customs | a box that crosses borders | Across the border, no fuss.
`)
