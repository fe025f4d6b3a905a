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
# r10: detail names
Muddybasket | organic wholefood wholefoods | a basket of organic veg with the mud still on | Mud on, flavour in.
Lentilbin | wholefood wholefoods organic pulses | lentil + bin: the lentil bins of a wholefood shop | Lentils by the scoop.
Plantaincrate | caribbean african jamaican nigerian ghanaian | plantain + crate: a crate of plantain by the door | A taste of home, by the crate.
Yamstack | caribbean african jamaican nigerian ghanaian | yam + stack: yams piled high | Yams, plantain, pepper, and home.
Dill & Rye | polish eastern ukrainian russian lithuanian | dill pickles and rye bread, the Eastern European basket | Pickles, rye, and a taste of home.
Olivetin | italian mediterranean greek | olive + tin: a tin of olive oil on the shelf | Oil, olives, pasta, done.
Datecrate | halal muslim ramadan arabic turkish | date + crate: a crate of dates for Ramadan | Dates by the crate.
Corkcorner | wine beer licence licensed offlicence | cork + corner: a corner shop with a wine shelf | Milk, bread, and a good bottle.
Kimchijar | korean kimchi | kimchi + jar: the jar of kimchi in the fridge | Kimchi, noodles, and everything Seoul.
# r11: detail names
Basmatisack | indian pakistani bangladeshi desi asian | basmati + sack: big sacks of basmati rice by the door | The big sack, the right rice.
Masalashelf | indian pakistani bangladeshi desi spices | masala + shelf: a shelf of spice blends | Every masala, one shelf.
Noodlewall | chinese asian oriental japanese | noodle + wall: a whole wall of instant noodles | A wall of noodles, floor to ceiling.
Bokchoycrate | chinese asian oriental vietnamese | bok choy + crate: fresh Asian greens by the crate | Fresh greens, straight off the crate.
Tortillacorner | mexican latin latino hispanic | tortilla + corner shop: a corner shop for Latin kitchens | Tortillas, chiles, and a taste of home.
Tahinijar | lebanese syrian arabic persian middleeastern | tahini + jar: the tahini jar in every Middle Eastern kitchen | Tahini, za'atar, and warm flatbread.
Saffronshelf | persian iranian afghan | saffron + shelf: a shelf with real saffron | Real saffron, fair prices.
Plantpantry | vegan plant plantbased | plant + pantry: a whole shop of plant-based food | Every shelf plant-based.
Honestybox | farmshop farm farmgate village rural | the honesty box at the farm gate | Fresh from the field, pay at the box.
Midnightmilk | allnight night late latenight midnight | the pint of milk you need at midnight | Milk at midnight, bread at dawn.
Doorcrate | delivery deliveries app | door + crate: your shopping in a crate at the door | Your shop, crated to the door.
Pourtap | refill zero waste plasticfree | pour + tap: oils and soaps poured from a tap into your bottle | Bring a bottle, fill it up.
# r12: detail names
Crescentcrate | halal muslim ramadan arabic | a crate of halal groceries under the crescent | Halal staples, stocked for Ramadan.
Pennyshelf | budget discount cheap value affordable | a shelf where every penny counts | Full basket, light purse.
Tenmile Larder | local produce farm | a larder of food grown within ten miles | Grown within ten miles.
Parishbasket | local village community rural | parish + basket: the village's own shop | The village shop, fully stocked.
Soilcrate | organic veg vegetables farm | a crate of organic veg with the soil still on | Organic veg, soil and all.
Pierogi Pantry | polish eastern ukrainian | a pantry of Polish and Eastern European food | A taste of home, from Krakow to Kyiv.
Jollof Pantry | african nigerian ghanaian | everything for a pot of jollof rice | Everything for the jollof pot.
Fetabarrel | greek mediterranean feta | feta kept in brine in a barrel | Feta from the barrel, olives by the scoop.
# r13: detail names
Sarisari Shelf | filipino philippines pinoy | the sari-sari store, the Filipino corner shop | Every Filipino craving, one shelf.
Lemongrass Corner | thai vietnamese southeast lemongrass | a corner shop with bundles of fresh lemongrass | Fresh lemongrass, fish sauce, jasmine rice.
Campus Cupboard | student students campus university | the shop that stocks a student's cupboard | Noodles, beans, and a late-night fix.
Turnip Tuesday | box boxes vegbox subscription weekly | the Tuesday each week your veg box arrives | Your veg box, every Tuesday.
# r14: detail names
Punnet Row | greengrocer greengrocers fruit veg vegetables | rows of fruit punnets out on the pavement | Strawberries out front by nine.
Open Till Two | latenight late night allnight midnight | a shop that stays open until two in the morning | Milk, bread, and no closing time.
Fridgefill | delivery deliveries app | fridge + fill: groceries delivered to fill your fridge | We fill the fridge, you cook.
Fiver Basket | budget discount cheap value affordable lowcost | a basket of groceries for a fiver | A full basket for a fiver.
Milk & Merlot | wine beer licence licensed offlicence | a corner shop selling milk and a good red | Pick up milk, pick up merlot.
`)
