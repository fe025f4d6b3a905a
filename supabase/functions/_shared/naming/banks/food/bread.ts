import { bank } from '../types.ts'

export default bank('bread', `
Kindloaf | - | kind + loaf: honest bread made with care | Honest bread, made kindly.
Warmcrumb | - | warm + crumb: bread still warm from the oven | Still warm when you get home.
Morningcrust | - | morning + crust: the first crusty loaves of the day | The crust the morning deserves.
Todaybun | - | today + bun: buns baked fresh every day | Baked today, gone by tonight.
Dustedbun | - | dusted + bun: buns dusted with flour, fresh from the tray | Still dusted with flour.
Proudrye | - | proud + rye: rye bread baked with pride | Rye we are proud of.
Cosyoven | - | cosy + oven: the warm, welcoming bakery oven | Come in from the cold.
Honestgrain | - | honest + grain: real grain, nothing added | Real grain. Nothing added.
Fairflour | - | fair + flour: good flour bought at a fair price | Good flour, fairly bought.
Sundayroll | - | Sunday + roll: the bread roll of a slow weekend breakfast | Every morning a Sunday.
Tangcrust | sourdough | tang + crust: the sour tang and dark crust of real sourdough | Tang inside, crackle outside.
Nightproof | sourdough early morning | dough proved slowly overnight | Proved overnight, baked by dawn.
Wildrise | sourdough organic | wild + rise: bread raised by wild yeast | Raised wild, baked slow.
Oatrise | gluten free vegan | oat + rise: bread that rises without wheat | Rises without the wheat.
Safecrumb | gluten free coeliac allergy | safe + crumb: bread coeliacs can trust | Every crumb safe to eat.
Freeflour | gluten free coeliac | free + flour: baking with gluten-free flours | Free from gluten, full of flavour.
Plantbake | vegan plant dairy | plant + bake: baking with no eggs or butter | All plant. All bake.
Greenbun | vegan plant | green + bun: plant-based buns and bakes | Buns with nothing from a cow.
Oatbutter | vegan plant dairy pastry | oat + butter: pastries laminated with plant butter | Flaky without the dairy.
Butterfold | pastry croissant french patisserie | butter + fold: the folds that make a croissant flaky | Fold, turn, fold, bake.
Flakefold | pastry croissant french | flake + fold: folded dough that shatters into flakes | Every fold, a flake.
Parisflake | pastry croissant french patisserie | Paris + flake: a French pastry counter | A little Paris on your street.
Candletier | cake birthday celebration party | candle + tier: birthday cakes tall enough for the candles | Room for every candle.
Vowcake | cake wedding celebration | vow + cake: wedding cakes | The cake that says I do.
Wishcake | cake birthday kids celebration | wish + cake: the birthday cake you make a wish on | Close your eyes and wish.
Firstbatch | early morning dawn cafe breakfast | the first batch out of the oven each morning | Be there for the first batch.
Dawnoven | early morning dawn breakfast | dawn + oven: ovens lit before sunrise | Lit before the sun was up.
Dawnrye | early morning dawn | dawn + rye: rye loaves out at first light | Rye at first light.
Pedalloaf | delivery bike subscription eco | pedal + loaf: bread delivered by bike | Pedalled to your door, still warm.
Rollpost | delivery subscription online | roll + post: rolls and loaves delivered weekly | Fresh rolls on the doorstep.
Batchdrop | delivery subscription office | batch + drop: a fresh batch dropped at your door | Your weekly batch, dropped off.
Tradebun | wholesale cafe restaurant b2b | trade + bun: bread baked for cafes and kitchens | Bread for the trade, baked overnight.
Menubread | wholesale cafe restaurant hotel | menu + bread: the bakery behind restaurant kitchens | The bread behind your menu.
Cafecrate | wholesale cafe b2b | cafe + crate: crates of bread for cafes each morning | A crate at your door by six.
Sheafstone | traditional heritage village organic | sheaf + stone: a wheat sheaf and a millstone | Grain, stone and time.
Greenmill | traditional village heritage | village green + mill: the village bakery | The village bakery, same as ever.
Lanebake | traditional village rural | lane + bake: the bakery down the lane | Worth the walk down the lane.
Wholefield | organic wholegrain spelt heritage | whole + field: flour from whole grains of one field | The whole grain, from one field.
Earthgrain | organic wholegrain spelt | earth + grain: organic grain, stone-milled | Grown in good earth.
Speltway | organic wholegrain spelt | spelt + way: baking with old grains like spelt | The old grains, the slow way.
Doughplay | kids family class school | dough + play: baking classes where kids play with dough | Messy hands, proud bakers.
Littleknead | kids family class | little + knead: baking for small hands | Small hands, big loaves.
Kneadclub | class course workshop beginner | knead + club: a baking club for beginners | Learn to knead with friends.
Cornerbun | city urban neighbourhood corner | corner + bun: the bakery on your street corner | Your corner, your bakery.
Streetrye | city urban neighbourhood | street + rye: rye and sourdough for city streets | Good rye on your street.
Blockbread | city urban neighbourhood | block + bread: the neighbourhood's bakery | Baked for the block.
`)
