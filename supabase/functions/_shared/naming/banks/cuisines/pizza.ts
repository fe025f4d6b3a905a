import { bank } from '../types.ts'

export default bank('pizza', `
Crustfire | - | crust + fire: a crust blistered by the flames of a hot oven | Blistered crust, straight from the fire.
*Crustworthy | - | crust + trustworthy: a crust you can count on | A crust you can count on.
Slicerely | - | slice + sincerely: every slice made with care | Yours slicerely, from our oven.
Foldslice | - | the big slice folded in half to eat on the move | Fold it and go.
Leopard Crust | neapolitan wood fired | the charred spots on a crust from a very hot oven | Spotted, blistered, ninety seconds.
*Basil & Brick | wood fired oven | fresh basil on top, a brick oven underneath | Basil on top, brick underneath.
Slicewindow | slice takeaway street | slice + window: slices handed out of a street window | Hot slices through the window.
Moonslice | late night student | a slice under the moon, when nothing else is open | Hot slices till late.
Doughdash | delivery takeaway | dough + dash: pizza dashed from the oven to your door | Out of the oven, dashed to your door.
Scooterslice | delivery | scooter + slice: pizza that comes by scooter | Your pizza, on a scooter.
Deepcrust | deep dish chicago | deep + crust: a deep-dish pie with a tall crust | A deep dish, a deep crust.
Greenslice | vegan plant plantbased dairyfree vegetarian | green + slice: vegan pizza, cheese and all | Every slice plant-based.
*Slowdough | sourdough slow | dough rested slowly for two days | Rested two days, baked two minutes.
Sliceclub | family kids | slice + club: pizza night for the whole family | Friday night is pizza night.
Oregano Oven | - | a pinch of oregano and a very hot oven | A pinch of oregano, a very hot oven.
# r10: detail names
Ovenvan | van truck trailer mobile events | oven + van: a pizza oven in a van, at your event | The oven comes to you.
FreeFromCrust | gluten glutenfree coeliac celiac | a crust free from gluten | Gluten-free, not taste-free.
Cornercrust | detroit square sicilian grandma | corner + crust: the crisp cheesy corner of a square pie | Everyone fights over the corners.
Trayslice | roman square tray taglio | tray + slice: pizza baked in trays, sold by the slice | Cut from the tray.
Stoopslice | york nyc brooklyn newyork | stoop + slice: a New York slice on the front stoop | A slice on the stoop.
Doughkit | kit kits class classes workshop | dough + kit: everything for pizza at home | Stretch it, top it, bake it.
Crust & Keg | beer taproom bar brewery pub | pizza crust and a keg of beer | Crust, keg, good night.
# r11: detail names
Vinoslice | wine winebar | vino + slice: a slice of pizza and a glass of wine | A slice, a glass, a long chat.
Shoreoven | beach seaside coastal coast harbour | shore + oven: a pizza oven on the shore | Pizza with the tide coming in.
Beachslice | beach seaside coastal sand surf | beach + slice: a hot slice on the sand | Sandy toes, hot slice.
Nonnadough | nonna grandmother grandma recipe recipes | nonna + dough: pizza dough from grandma's recipe | Nonna's dough, made every morning.
Dough & Candles | birthday birthdays kids children | pizza dough and birthday candles: kids make their own | Make it, bake it, blow out the candles.
Crust & Cone | gelato icecream dessert desserts | a pizza crust and an ice cream cone | Pizza first, gelato after.
Barnoven | farm farmhouse barn rural | barn + oven: a pizza oven in a farm barn | Toppings from the field outside.
Crust & Confetti | wedding weddings events catering | pizza crust and wedding confetti | Pizza at the party, till late.
Safecrust | gluten glutenfree coeliac celiac | safe + crust: a crust coeliacs can trust | Safe for coeliacs, good for everyone.
# r12: detail names
Party Slab | family party events square | a big square slab of pizza to feed a party | One slab feeds the party.
Midnightcrust | late night latenight | midnight + crust: pizza when everywhere else is shut | Open till the last slice.
Dormslice | student students university dorm | a slice for students back in the dorm | Cheap slices for hungry students.
Napoli Blister | neapolitan wood fired | the blistered crust of a Naples pizza | Blistered in ninety seconds.
# r13: detail names
Deskslice | office offices corporate workplace | desk + slice: pizza delivered to the office for lunch | Lunch for the whole floor.
Halfmoon Fold | calzone calzones | the half-moon fold of a calzone | Folded, sealed, baked.
# r14: detail names
Cashew Mozz | vegan plant plantbased dairyfree | mozzarella made from cashews | Melts like mozzarella, made from cashews.
Starter & Stone | sourdough slow fermented fermentation | a sourdough starter and a hot pizza stone | Fed daily, baked on stone.
Threewheel Oven | van truck trailer mobile events festival festivals | a pizza oven on a little three-wheeled van | Three wheels, one very hot oven.
Brooklyn Fold | york nyc brooklyn newyork | the fold of a wide, thin Brooklyn slice | Fold it in half, eat it walking.
`)
