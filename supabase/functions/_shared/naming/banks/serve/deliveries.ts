import { bank } from '../types.ts'

export default bank('deliveries', `
Onebuzz | - | one buzz at the door and it is delivered | One buzz, delivered.
Rightdoor | - | the right parcel at the right door | The right door, every time.
Parcelword | - | a parcel delivered when we gave our word | Delivered when we said.
Routewise | - | couriers wise to every route | Wise to every route.
Steadyvan | - | a steady van on a steady round | Steady, every day.
Surestop | - | every stop made, every parcel sure | Every stop, for sure.
Porchdrop | - | a parcel dropped safely on the porch | Safe on your porch.
Dashwell | - | a dash across town, done well | Fast, and done well.
Clockdash | sameday express urgent | a dash against the clock | Beat the clock.
Noonsign | sameday express urgent | signed for by noon | Signed for by noon.
Beforedusk | sameday express urgent | delivered before dusk, the same day | Today, before dusk.
Pannierpost | cargo bike bicycle eco electric | post carried in a bike pannier | Delivered by pedal power.
Pedalparcel | cargo bike bicycle eco electric | parcels delivered by pedal power | Pedal-powered parcels.
Quietwheel | cargo bike bicycle eco electric | quiet electric wheels through the streets | Quiet streets, fast parcels.
Kettleboil | food grocery restaurant | delivered before the kettle boils | Here before the kettle boils.
Pantrydrop | food grocery restaurant | groceries dropped into your pantry | Your pantry, filled.
Supperrun | food grocery restaurant | the evening run with suppers | Supper, at your door.
Vialvan | medical pharmacy lab | a van for vials and samples | Samples, safe and fast.
Samplerun | medical pharmacy lab | the lab sample run | Samples to the lab, on time.
Scriptrider | medical pharmacy lab | a rider carrying prescriptions | Prescriptions, delivered.
Fellpost | rural remote island | post carried over the fells | Over the fells, to your door.
Ferrycrate | rural remote island | crates carried on the ferry to the islands | Across the water, to your door.
Lastlane | rural remote island | the last lane on the round, never skipped | Right to the end of the lane.
Loadsure | freight haulage pallet logistics | loads carried sure and safe | Loads, sure.
Freightfair | freight haulage pallet logistics | fair freight rates | Fair freight.
Nightrunner | freight haulage pallet logistics | the night trunk run | Moved overnight.
Returnslip | ecommerce online returns shop | the returns slip in the box | Returns made easy.
Shopdoor | ecommerce online returns shop | from the online shop to the door | Shop to door.
Returnhop | ecommerce online returns shop | a quick hop for the returns, the refund on its way | Send it back, easy.
Officeloop | business documents b2b | a loop round the offices | Round the offices, every day.
Deskcarry | business documents b2b | carried from desk to desk across town | Desk to desk, across town.
Inboxbike | business documents b2b | documents to your inbox by bike | Documents by bike.
Cartmile | city urban last-mile | the last mile, by cart | The last mile, done.
Blockhop | city urban last-mile | hopping block to block | Block to block, fast.
Streetloop | city urban last-mile | a loop of city streets | Every street on the loop.
`)
