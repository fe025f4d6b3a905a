import { bank } from '../types.ts'

export default bank('grocery', `
ShelfHelp | - | shelf + self help: everything you need on the shelf | Everything you need, on the shelf.
*Cornerchime | corner shop convenience | the chime over a corner shop door | Hear the chime, we are open.
*Shelfcat | bodega corner shop | the cat that lives in the corner shop | The cat knows where everything is.
Lateshutter | convenience late night | the shop shutter that stays up long after dark | Open early, open late.
Applecrate | greengrocer fruit veg | crates of apples out on the pavement | Fruit out front, everything else inside.
*FillGood | refill zero waste | fill + feel good: refill your jars and feel good about it | Refill, reuse, feel good.
Scoopjar | refill bulk zero waste | scoop + jar: scoop what you need into your jar | Scoop what you need, waste nothing.
Fieldshelf | local produce farm | field + shelf: local produce from the field to the shelf | From local fields to our shelves.
Spiceaisle | world international asian | an aisle of spices from around the world | Every spice, one aisle.
Doorstep Grocer | delivery online | the grocer who brings the shop to your doorstep | Your shop, on the doorstep.
Counterjar | - | the jar of sweets on the shop counter | A sweet from the jar on the way out.
Shelfstack | - | shelf + stack: shelves stacked with the week's shop | Stacked shelves, short queues.
Crate & Counter | - | fruit crates by the door and a counter by the till | Crates by the door, a chat at the till.
*Peas Please | greengrocer fruit veg | peas + please: asking for fresh veg politely | Fresh peas, and a please.
*Aisle Be Back | - | aisle + I'll be back: the grocer you keep coming back to | You'll be back tomorrow.
*Fill Your Boots | refill zero waste bulk | fill your boots: fill your own jars as full as you like | Bring jars, fill them up.
*Weigh Station | bulk refill grains | weigh + way station: a stop to weigh out loose grains and beans | Weigh what you need, nothing more.
*Midnight Milk | convenience late night | the midnight run for a pint of milk | Open when you run out.
*Crate Expectations | greengrocer fruit veg | crate + great expectations: fruit crates worth getting excited about | Full crates, high hopes.
*Parish Pantry | general store village | the village's own pantry for the whole parish | The village pantry, open daily.
*Cart Blanche | - | cart + carte blanche: fill your trolley however you like | Fill the cart however you like.
`)
