import { bank } from '../types.ts'

export default bank('bread', `
Tangcrust | sourdough | tang + crust: the sour tang and dark crust of real sourdough | Tang inside, crackle outside.
*Wildrise | sourdough organic | wild + rise: bread raised by wild yeast | Raised wild, baked slow.
Oatrise | gluten free vegan | oat + rise: bread that rises without wheat | Rises without the wheat.
*Butterfold | pastry croissant french patisserie | butter + fold: the folds that make a croissant flaky | Fold, turn, fold, bake.
Vowcake | cake wedding celebration | vow + cake: wedding cakes | The cake that says I do.
*Wishcake | cake birthday kids celebration | wish + cake: the birthday cake you make a wish on | Close your eyes and wish.
Dawnoven | early morning dawn breakfast | dawn + oven: ovens lit before sunrise | Lit before the sun was up.
*Pedalloaf | delivery bike subscription eco | pedal + loaf: bread delivered by bike | Pedalled to your door, still warm.
Cafecrate | wholesale cafe b2b | cafe + crate: crates of bread for cafes each morning | A crate at your door by six.
Sheafstone | traditional heritage village organic | sheaf + stone: a wheat sheaf and a millstone | Grain, stone and time.
Wholefield | organic wholegrain spelt heritage | whole + field: flour from whole grains of one field | The whole grain, from one field.
Littleknead | kids family class | little + knead: baking for small hands | Small hands, big loaves.
Kneadclub | class course workshop beginner | knead + club: a baking club for beginners | Learn to knead with friends.
Cornerbun | city urban neighbourhood corner | corner + bun: the bakery on your street corner | Your corner, your bakery.
# r10: detail names
Trestleloaf | market stall farmers | trestle + loaf: loaves stacked on a market trestle | Find us behind the trestle.
Icingcup | cupcake cupcakes frosting icing buttercream | icing + cup: cupcakes piled high with icing | Judge us by the icing.
Crinkletop | brownie brownies blondie blondies traybake | crinkle + top: the crackly top of a good brownie | Crackled on top, gooey below.
Crimpcrust | pie pies pasty pasties cornish | crimp + crust: the hand-crimped edge of a pie or pasty | Crimped by hand, every one.
Cardamomknot | cardamom cinnamon scandinavian swedish nordic danish | cardamom + knot: Swedish cardamom buns, tied in knots | Tied by hand, dusted with sugar.
Dimpleloaf | focaccia italian | dimple + loaf: focaccia pressed with dimples that pool the oil | Every dimple holds the oil.
Poppyring | bagel bagels jewish | poppy + ring: poppy-seed bagels | Boiled, baked, poppy seeded.
Woofbake | dog dogs pet puppy treats | woof + bake: biscuits and cakes baked for dogs | Baked for the good boys.
# r11: detail names
Freeloaf | gluten glutenfree coeliac celiac | free + loaf: a gluten-free loaf, with a wink at freeloader | The loaf that leaves the gluten out.
Almondcrumb | gluten glutenfree coeliac celiac | almond + crumb: cakes baked with almond flour instead of wheat | All crumb, no wheat.
Jampocket | doughnut doughnuts donut donuts | jam + pocket: a doughnut with a pocket of jam | Bite in, find the jam.
Glazedrip | doughnut doughnuts donut donuts glazed | glaze + drip: doughnuts still dripping with glaze | Still dripping when you get it.
Milkdunk | cookie cookies biscuit biscuits | milk + dunk: cookies baked for dunking in milk | Made for a glass of milk.
Threetier | wedding weddings bride bridal tiered | three + tier: a three-tier wedding cake | Three tiers, one big day.
Brickloaf | brick wood woodfired firewood | brick + loaf: bread baked in a wood-fired brick oven | Baked on brick, by fire.
Loaf & Latte | cafe coffee espresso | loaf + latte: a bakery that pours good coffee too | Warm loaf, hot latte.
Doorsteploaf | cottage micro microbakery homemade homebaked | doorstep + loaf: a thick doorstep slice from a baker working at home | Baked in a home kitchen, sliced thick.
Cluckfree | eggless eggfree egg eggs vegan | cluck + free: cakes baked without eggs | Not a single egg.
# r12: detail names
*Starterjar | sourdough starter | starter + jar: every loaf begins in the sourdough jar | Fed daily, baked daily.
Wildcrumb | sourdough wild yeast | wild yeast + crumb: open, tangy sourdough | Wild yeast, open crumb.
Breadround | delivery subscription doorstep round | bread + round: a weekly doorstep round, like the milkman | Your loaf, on the doorstep, every week.
Trestle Loaf | market stall farmers | trestle table + loaf: a bread stall at the market | Find us at the trestle.
Paperbag Bakery | eco zero waste plastic free sustainable | paper bag: bread sold without plastic | Paper bags only.
Floury Hands | class classes workshop course beginner | floury hands: baking classes where you knead it yourself | Go home with floury hands.
Bunbakers | kids children child family | bun + bakers: baking parties and classes for kids | Little hands, big buns.
Emberloaf | wood woodfired firewood oven | ember + loaf: bread baked in a wood-fired oven | Baked over embers.
# r13: detail names
Nata Blister | portuguese nata natas custard | the blistered top of a Portuguese custard tart | Blistered on top, wobbly inside.
Pittapuff | pitta pita flatbread flatbreads lebanese arabic middleeastern | pitta + puff: flatbread puffing up in the oven | Puffed in the oven, warm to the table.
Shokupan Cloud | japanese shokupan milkbread | soft Japanese milk bread, light as a cloud | Soft as a cloud, sliced thick.
Sixbraid | challah kosher jewish braided shabbat | six + braid: the six-strand braid of a challah | Braided by hand for Shabbat.
# r14: detail names
Flakestorm | pastry pastries croissant croissants viennoiserie french patisserie | flake + storm: the shower of flakes when you bite a croissant | Bite in, brush off the flakes.
Candle & Crumb | birthday birthdays | birthday candles on a fresh cake | Blow out the candles, cut the crumb.
Lamplight Bakery | early morning dawn breakfast sunrise | baking by lamplight before the town wakes | Baked while the town sleeps.
Kettle & Seed | bagel bagels | bagels boiled in the kettle, then rolled in seeds | Boiled first, seeded after.
# r17: detail names
Allnighter Buns | late night latenight open student students university college exam | buns for students pulling an all-nighter | Open till the essay's done.
Moonbun | late night latenight open evening midnight student students | a warm bun bought by moonlight | Warm buns, late into the night.
Saturday Rye | rye market markets stall weekend saturday farmers | a rye stall at the Saturday market | Find the rye on Saturday.
Cinnamon Coil | cinnamon bun buns roll rolls market weekend | a bun rolled into a cinnamon coil | Coiled by hand, dusted with cinnamon.
`)
