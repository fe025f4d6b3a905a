import { bank } from '../types.ts'

export default bank('food', `
*SugoSunday | italian pasta trattoria family | sugo + Sunday: the slow Sunday tomato sauce of Italian homes | Every day tastes like Sunday.
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
`)
