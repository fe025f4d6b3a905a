import { bank } from '../types.ts'

export default bank('grocery', `
ShelfHelp | - | shelf + self help: everything you need on the shelf | Everything you need, on the shelf.
Cornerchime | corner shop convenience | the chime over a corner shop door | Hear the chime, we are open.
Shelfcat | bodega corner shop | the cat that lives in the corner shop | The cat knows where everything is.
Lateshutter | convenience late night | the shop shutter that stays up long after dark | Open early, open late.
Morningloaf | - | the morning loaf and pint of milk from the shop | Milk, bread and a friendly hello.
Applecrate | greengrocer fruit veg | crates of apples out on the pavement | Fruit out front, everything else inside.
Cratefront | greengrocer fruit veg | fruit crates along the shop front | Picked this week, stacked this morning.
Aislebasket | - | aisle + basket: a basket and an aisle to fill it from | Grab a basket, wander the aisles.
FillGood | refill zero waste | fill + feel good: refill your jars and feel good about it | Refill, reuse, feel good.
Bringjar | refill zero waste | bring your own jar and fill it | Bring your own jars, fill what you need.
Scoopjar | refill bulk zero waste | scoop + jar: scoop what you need into your jar | Scoop what you need, waste nothing.
Weighjar | refill bulk | weigh your jar, fill it, weigh again | Weigh it, fill it, take it home.
Sackscoop | bulk grains | sack + scoop: grains and beans scooped from sacks | Scooped from the sack.
Fieldshelf | local produce farm | field + shelf: local produce from the field to the shelf | From local fields to our shelves.
Spiceaisle | world international asian | an aisle of spices from around the world | Every spice, one aisle.
Doorstep Grocer | delivery online | the grocer who brings the shop to your doorstep | Your shop, on the doorstep.
Counterjar | - | the jar of sweets on the shop counter | A sweet from the jar on the way out.
Twinebag | general store village | twine + bag: shopping tied up with string | The village shop, tied with string.
Paperscale | - | the old scale that weighs your loose fruit | Weighed loose, bagged in paper.
Shelfstack | - | shelf + stack: shelves stacked with the week's shop | Stacked shelves, short queues.
Crate & Counter | - | fruit crates by the door and a counter by the till | Crates by the door, a chat at the till.
`)
