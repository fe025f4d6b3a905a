import { bank } from '../types.ts'

export default bank('food', `
Ladleful | - | one ladle of the stock that runs every kitchen | Made a ladle at a time.
Ticketspike | - | the spike every finished order ticket ends up on | Every ticket cooked, every ticket spiked.
Passbell | - | the bell at the pass that calls a plate out | When the bell rings, it's yours.
Copperpan | - | the copper pans hanging over a proper stove | Cooked in copper, served hot.
Fourtop | - | kitchen talk for a table of four | Bring three friends.
Twotop | date romantic couple | kitchen talk for a table for two | A table for two, kept for you.
Saltcellar | - | the little salt dish on every good table | Salt on the table, care in the kitchen.
SixBurner | - | the six-burner range every busy kitchen cooks on | Six burners, all of them lit.
Forkful | - | one forkful, then another | It starts with one forkful.
Crumber | - | the blade a waiter uses to sweep crumbs off the cloth | Fresh cloth, crumbs swept, next course.
Napkinfold | - | the folded napkin waiting on a laid table | The table is laid, come in.
SugoSunday | italian pasta trattoria family | Sunday sugo: the slow tomato sauce of an Italian family lunch | Sugo on the stove since morning.
ParmRind | italian pasta trattoria | the parmesan rind Italian cooks drop into the pot for flavour | We save the rind for the sauce.
Ribbonroll | italian pasta | fresh pasta rolled and cut into ribbons | Rolled, cut, cooked within the hour.
LeopardCrust | pizza neapolitan italian | the leopard spots a hot oven leaves on a good pizza crust | Spotted crust, soft middle.
NinetySeconds | pizza neapolitan | a Neapolitan pizza bakes in about ninety seconds | Ninety seconds in a very hot oven.
Domeoven | pizza wood fired | the domed wood-fired oven behind the counter | Baked under the dome.
ShortOrder | diner brunch breakfast | the short-order cook, fast at the griddle | Eggs any way, in minutes.
Griddletop | diner brunch breakfast burger | the hot flat-top where pancakes and eggs are cooked | Off the griddle, onto your plate.
Yolkrun | brunch breakfast cafe | the run of a soft yolk over toast | Cut in and watch it run.
Longbench | family kids group sharing | a long bench table where everyone fits | Room for the whole family.
Crayonjar | family kids | the jar of crayons on a family-friendly table | Crayons for them, wine for you.
Tablefull | family kids sharing group | a table full of dishes and people | Order for the middle of the table.
Quenelle | fine dining tasting luxury michelin | the neat three-sided spoonful chefs shape by hand | Every detail shaped by hand.
TastingSpoon | fine dining tasting chef | the spoon a chef tastes every sauce with | Tasted a hundred times before it's served.
SilverCloche | fine dining luxury hotel | the silver dome lifted off a plate at the table | Lift the lid.
Dayboat | seafood fish coastal harbour | fish landed by a day boat, out and back the same day | Caught this morning, cooked tonight.
Shuckboard | seafood oyster coastal | the board where oysters are opened to order | Shucked to order at the bar.
Catchboard | seafood fish coastal | the board that lists the day's catch | Today's catch, chalked on the board.
Radishrow | vegetarian vegan plant seasonal | a row of radishes straight from the bed | Vegetables first, always.
Beetbowl | vegetarian vegan plant | a bright bowl built on roast beets | Big bowls, no meat, no one misses it.
Lentilpot | vegetarian vegan plant | the pot of lentils on the stove all day | A warm pot for everyone.
Chalkmenu | seasonal farm local | the chalk menu rewritten each day with what came in | Today's menu, in chalk.
Fieldfork | seasonal farm local organic | from the field to the fork, with no long journey | The farm is on the menu.
Wildgarlic | seasonal foraged local | the wild garlic chefs forage every spring | Foraged in spring, cooked in spring.
`)
