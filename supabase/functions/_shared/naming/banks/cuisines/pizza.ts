import { bank } from '../types.ts'

export default bank('pizza', `
Crustfire | - | crust + fire: a crust blistered by the flames of a hot oven | Blistered crust, straight from the fire.
Crustworthy | - | crust + trustworthy: a crust you can count on | A crust you can count on.
Slicerely | - | slice + sincerely: every slice made with care | Yours slicerely, from our oven.
Foldslice | - | the big slice folded in half to eat on the move | Fold it and go.
Doughknot | - | dough + knot: garlic knots tied by hand | Tied by hand, baked till golden.
Basilpeel | - | basil + peel: fresh basil on a pie sliding off the paddle | Fresh basil, straight off the peel.
Ovenmouth | wood fired neapolitan | the glowing mouth of a wood-fired oven | Baked at the oven's mouth.
Flamepeel | wood fired neapolitan | flame + peel: the long paddle that slides pizza into the flames | Off the peel, into the flames.
Leopard Crust | neapolitan wood fired | the charred spots on a crust from a very hot oven | Spotted, blistered, ninety seconds.
Basil & Brick | wood fired oven | fresh basil on top, a brick oven underneath | Basil on top, brick underneath.
Slicewindow | slice takeaway street | slice + window: slices handed out of a street window | Hot slices through the window.
Moonslice | late night student | a slice under the moon, when nothing else is open | Hot slices till late.
Doughdash | delivery takeaway | dough + dash: pizza dashed from the oven to your door | Out of the oven, dashed to your door.
Scooterslice | delivery | scooter + slice: pizza that comes by scooter | Your pizza, on a scooter.
Ovenwheel | van truck mobile events wedding party | oven + wheel: a wood-fired oven on wheels | Our oven comes to your party.
Deepcrust | deep dish chicago | deep + crust: a deep-dish pie with a tall crust | A deep dish, a deep crust.
Greenslice | vegan plant | green + slice: vegan pizza, cheese and all | Every slice plant-based.
Slowdough | sourdough slow | dough rested slowly for two days | Rested two days, baked two minutes.
Halfmoon Pie | calzone folded | the half-moon shape of a folded calzone | Folded full, baked golden.
Sliceclub | family kids | slice + club: pizza night for the whole family | Friday night is pizza night.
Crustcrackle | - | the crackle of a blistered crust as you fold a slice | Hear the crust crackle.
Oregano Oven | - | a pinch of oregano and a very hot oven | A pinch of oregano, a very hot oven.
Tomatoflame | - | tomato + flame: sauce bubbling in the heat of the oven | Bubbling tomato, blistered crust.
`)
