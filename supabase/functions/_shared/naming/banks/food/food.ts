import { bank } from '../types.ts'

export default bank('food', `
Lastmorsel | - | last + morsel: food so good you chase the last morsel | Nobody leaves the last morsel.
Warmtable | - | warm + table: a welcoming table for everyone | A warm table, always room.
Kindkitchen | - | kind + kitchen: generous, honest cooking | Cooked kindly, served generously.
Slowsupper | - | slow + supper: dinners worth lingering over | Stay for one more course.
Cheerfork | - | cheer + fork: good cheer around good food | Raise a fork.
Honestdish | - | honest + dish: simple food, done properly | Simple food, nothing to hide.
Merryladle | - | merry + ladle: hearty food ladled out generously | Another ladle? Go on then.
Sharepan | - | share + pan: food brought to the table to share | One pan, many forks.
Fullforks | - | full + forks: generous plates, full forks | Come hungry, leave full.
SugoSunday | italian pasta trattoria family | sugo + Sunday: the slow Sunday tomato sauce of Italian homes | Every day tastes like Sunday.
Nonnaspoon | italian pasta trattoria family | nonna + spoon: cooking the way grandmother did | Nonna would approve.
Twirlfork | italian pasta | twirl + fork: twirling a forkful of fresh pasta | Twirl it, then taste it.
Slicefire | pizza neapolitan wood fired | slice + fire: pizza baked in a wood fire | Straight from the fire, by the slice.
Blistercrust | pizza neapolitan wood fired | blister + crust: the charred bubbles of a fired crust | Look for the blisters.
Domepie | pizza wood fired | dome + pie: pizza from a dome oven | Out of the dome in ninety seconds.
Yolkrun | brunch breakfast cafe | the moment a perfect yolk runs | Worth getting up for.
Lazyyolk | brunch breakfast weekend | lazy + yolk: late, slow weekend breakfasts | Brunch for people who slept in.
Stackday | brunch breakfast diner pancake | stack + day: a day that starts with a pancake stack | Start the day with a stack.
Crayontable | family kids | crayon + table: a restaurant where kids draw on the table | Crayons on the table, food on the way.
Tinyplate | family kids | tiny + plate: real food in small portions for kids | Real food for small people.
Bigbench | family kids group sharing | big + bench: long benches for the whole family | Room on the bench for everyone.
Ninecourse | fine dining tasting luxury michelin chef | nine + course: a nine-course tasting menu | Nine courses. One evening.
Goldcloche | fine dining luxury hotel | gold + cloche: silver service with a golden touch | Lift the cloche.
Velvetdish | fine dining luxury romantic | velvet + dish: rich, refined cooking | Refined, not stuffy.
Quaysupper | seafood fish coastal harbour | quay + supper: supper by the harbour | Off the boat, onto the plate.
Saltcatch | seafood fish coastal | salt + catch: the day's catch, cooked simply | Today's catch, simply cooked.
Harbourpan | seafood fish coastal harbour | harbour + pan: fish cooked in the pan by the water | From the harbour to the pan.
Sproutbowl | vegetarian vegan plant | sprout + bowl: fresh plant-based bowls | Green, bright and filling.
Beetbowl | vegetarian vegan plant | beet + bowl: colourful vegetable bowls | Colour in every bowl.
Greenpan | vegetarian vegan plant | green + pan: vegetables straight from the pan | All green, all good.
Chalkmenu | seasonal farm local organic | the chalk menu that changes with what came in | The menu changes daily.
Seasonspoon | seasonal farm local | season + spoon: cooking with what is in season | Only what is in season.
Acrekitchen | seasonal farm local organic | acre + kitchen: food grown on our own acres | Grown on our acres, cooked in our kitchen.
Duetdine | date romantic couple | duet + dine: dinner for two | A table set for two.
Twocandle | date romantic couple anniversary | two + candle: a candlelit table for two | Two candles, one table.
Moondine | date romantic evening | moon + dine: a late, romantic dinner | Dinner under the moon.
Pintpie | pub gastropub british | pint + pie: pub food done properly | A good pint, a proper pie.
Snugroast | pub gastropub sunday roast | snug + roast: a Sunday roast by the fire | Sunday roast in the snug.
Sundaycarve | pub sunday roast family | Sunday + carve: the Sunday carvery | Carved every Sunday.
Doorfeast | delivery takeaway online | door + feast: a proper feast delivered to the door | A feast at the door.
Boxbite | delivery takeaway online | box + bite: restaurant food in a box | Restaurant food, boxed up.
Lidsteam | delivery takeaway | lid + steam: the steam when you open a hot takeaway | Lift the lid, feel the steam.
Crowdpot | catering event party wedding | crowd + pot: big pots for big crowds | Cooking for a crowd.
Feastcrew | catering event party wedding | feast + crew: the crew that cooks your feast | We bring the feast.
Platterday | catering event party corporate | platter + day: platters for the big day | Platters for the big day.
`)
