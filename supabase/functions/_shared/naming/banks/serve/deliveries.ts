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
`)
