import { bank } from '../types.ts'

export default bank('food', `
Nonnaspoon | italian pasta trattoria family | nonna + spoon: cooking the way grandmother did | Nonna would approve.
*Twirlfork | italian pasta | twirl + fork: twirling a forkful of fresh pasta | Twirl it, then taste it.
Slicefire | pizza neapolitan wood fired | slice + fire: pizza baked in a wood fire | Straight from the fire, by the slice.
*Yolkrun | brunch breakfast cafe | the moment a perfect yolk runs | Worth getting up for.
Crayontable | family kids | crayon + table: a restaurant where kids draw on the table | Crayons on the table, food on the way.
Ninecourse | fine dining tasting luxury michelin chef | nine + course: a nine-course tasting menu | Nine courses. One evening.
Goldcloche | fine dining luxury hotel | gold + cloche: silver service with a golden touch | Lift the cloche.
Quaysupper | seafood fish coastal harbour | quay + supper: supper by the harbour | Off the boat, onto the plate.
Saltcatch | seafood fish coastal | salt + catch: the day's catch, cooked simply | Today's catch, simply cooked.
Beetbowl | vegetarian vegan plant | beet + bowl: colourful vegetable bowls | Colour in every bowl.
Chalkmenu | seasonal farm local organic | the chalk menu that changes with what came in | The menu changes daily.
Seasonspoon | seasonal farm local | season + spoon: cooking with what is in season | Only what is in season.
Twocandle | date romantic couple anniversary | two + candle: a candlelit table for two | Two candles, one table.
Pintpie | pub gastropub british | pint + pie: pub food done properly | A good pint, a proper pie.
*Snugroast | pub gastropub sunday roast | snug + roast: a Sunday roast by the fire | Sunday roast in the snug.
# r10: detail names
Rarecut | steak steaks steakhouse grill beef | rare + cut: steaks cut to order and cooked rare | Cut thick, cooked rare.
Pergola & Pasta | garden courtyard alfresco terrace patio pergola | pasta served under the pergola | Dinner under the vines.
Curtain & Carafe | theatre theater theatres stage | a carafe and dinner before the curtain goes up | Fed and poured before curtain up.
Brass & Basil | jazz music band musicians | brass + basil: live brass on stage, basil on the plate | Live brass, fresh basil.
Meze & Olive | greek mediterranean meze mezze | meze + olive: Greek small plates and olives for the table | Many plates, one long table.
# r11: detail names
Saffronpan | spanish spain tapas paella | saffron + pan: paella glowing with saffron, served in the pan | The whole pan, to share.
Gingham & Garlic | french france parisian paris | gingham + garlic: checked tablecloths and garlic butter, a French bistro | Checked cloths, garlic butter, red wine.
Rooftable | rooftop roof skyline | roof + table: dinner on the rooftop | Dinner above the streets.
Jettytable | river riverside lake lakeside canal waterfront | jetty + table: tables on the jetty by the water | Dinner at the water's edge.
Doorbell Supper | supperclub popup secret | doorbell + supper: ring the bell of a supper club in someone's home | Ring the bell, take a seat.
Soy & Steamer | chinese cantonese dimsum dumpling dumplings | soy + steamer: dim sum from bamboo steamers with soy on the side | Lift the lid, dip in the soy.
Leash & Ladle | dog dogs pet | leash + ladle: a restaurant where the dog comes too | Dogs welcome under every table.
Griddlebooth | american retro fifties pancake pancakes | griddle + booth: pancakes off the griddle, a booth to eat them in | Slide into the booth.
Cedar & Sumac | lebanese lebanon levant levantine | cedar + sumac: the cedar of Lebanon and its tangy spice | Lebanese plates, sumac on everything.
Kofte & Coal | turkish turkey kebab kebabs ocakbasi | kofte + coal: kofte grilled over charcoal | Grilled over coal, the Turkish way.
Yolk & Soldier | breakfast brunch eggs | yolk + soldier: runny eggs with toast soldiers to dip | Dip the soldier.
Littlefork | kids children toddler toddlers | little + fork: menus sized for little hands | Big flavour, little forks.
Leaf & Lentil | vegan vegetarian plant plantbased | leaf + lentil: plant-based plates | Leaves, lentils and nothing from a cow.
# r12: detail names
Midnight Griddle | latenight night late | midnight griddle: a kitchen still cooking after midnight | Still cooking at midnight.
Flipflop Kitchen | beach seaside coastal | flip-flops: a relaxed restaurant on the beach | Flip-flops welcome.
Candlenook | romantic date couple anniversary | candle + nook: quiet candlelit tables for two | A table for two, by candlelight.
Blistercrust | pizza neapolitan wood fired | blistered crust: pizza charred in a hot oven | Charred, blistered, gone.
Highchair Kitchen | kids family children toddler | highchair: a restaurant that welcomes babies and kids | Highchairs ready.
Dayboat Kitchen | seafood fish | day boat: fish caught by boats that land the same day | Landed this morning.
# r13: detail names
Tenner Table | budget cheap affordable student students value | a table where dinner costs a tenner | A proper dinner for a tenner.
Smashbun | burger burgers smash smashburger | smash + bun: a patty smashed on the griddle, onto a soft bun | Smashed thin, stacked high.
Dutchpot Kitchen | caribbean jamaican jamaica trinidad trinidadian | the heavy dutch pot every Jamaican kitchen cooks in | Curry goat from the dutch pot.
# r14: detail names
Cauliflower Coals | vegan vegetarian plant plantbased meatfree | a whole cauliflower roasted over hot coals | Roasted whole over coals, no meat needed.
Searmark | steak steaks steakhouse grill beef | sear + mark: the grill marks seared into a steak | Seared hard, rested long.
Turntable Feast | chinese cantonese sichuan szechuan dimsum banquet | the turning glass table of a Chinese banquet | Spin the table, share everything.
Sixteen Covers | finedining tasting michelin luxury | a tiny restaurant with only sixteen covers a night | Sixteen covers, one sitting.
Napkin Stack | burger burgers smash smashburger | burgers messy enough to need a stack of napkins | Grab a stack of napkins.
`)
