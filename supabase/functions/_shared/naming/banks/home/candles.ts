import { bank } from '../types.ts'

export default bank('candles', `
Wickery | - | wick + the -ery of an old shop: a whole shop of wicks | A whole shop of slow-burning wicks.
MeltPool | - | the even pool of wax every good candle makes | Burns edge to edge, every time.
HotThrow | - | candle makers' word for how far a lit scent carries | Light it. The whole room knows.
Smokecurl | - | the curl of smoke that rises when you blow a candle out | Lovely right down to the last curl.
Matchstrike | - | the scratch of the match before every candle is lit | Every good evening starts with a match.
Waxwing | - | a real songbird, and wax whose scent takes wing | Wax that carries the room away.
Lidlit | - | tin candles: lift the lid, light it | Lift the lid, strike a match.
Tinlight | - | tealight with a twist: candles poured into tins | The tealight, grown up and tinned.
Amberjar | - | the amber glass jar candle makers pour into | Poured warm into amber glass.
Cracklewood | - | wooden wicks that crackle like a small fire | A fireside crackle on your shelf.
PourPot | - | the jug every candle maker pours from | Straight from our pour pot to your table.
CureShelf | - | the shelf where candles rest two weeks before sale | Cured two weeks, so the scent comes through.
Snuffbell | - | the bell-shaped snuffer that puts a flame out without smoke | Light it well, put it out gently.
Beanwick | soy vegan | soy bean + wick: a candle grown in a field | Soy grown in fields, poured by hand.
Soyjar | soy vegan | soy wax poured into a jar, said in one breath | Clean soy, slow burn, glass jar.
Softpour | soy vegan | soy wax pours soft and sets creamy | Creamy soy, poured slow.
Combright | beeswax bee | honeycomb + bright: beeswax burns with a clear gold flame | Beeswax, bright as the comb.
Cappings | beeswax bee | beekeepers' word for the fine wax sliced off full comb | The finest wax the hive gives.
Honeytaper | beeswax bee taper | hand-dipped beeswax tapers that smell faintly of honey | Dipped in beeswax, one taper at a time.
Smokeglass | luxury | candles poured into smoked-glass vessels | Dark glass, slow flame, rare scent.
Crownglass | luxury | crown glass: the old hand-blown glass of fine windows | Hand-blown glass, hand-poured scent.
Oudhour | luxury | oud, the costliest note in perfume, for the evening hour | An hour of oud, every evening.
Flamepost | gift subscription online | a flame sent by post: candles as a gift in the mail | A candle in the post, lit by Friday.
Twinetin | gift | a candle tin tied up in twine, ready to give | Tied with twine, ready to give.
Matchnote | gift | a candle with a box of matches and a handwritten note | A candle, matches and a few kind words.
Vowlight | wedding | light + vows: candles for the day you say them | Light for the day you say it.
Unitytaper | wedding taper | the unity candle two people light together | Two flames, one candle.
Aisleglow | wedding | the aisle lined with candles | Light the aisle, we will do the rest.
Yulewax | christmas | yule + wax: candles made for the Christmas weeks | Christmas, poured and set.
Pomander | christmas | the clove-studded orange hung at Christmas, as a candle | The old Christmas orange, in wax.
Pinemelt | christmas | pine-scented wax melts for the winter months | The tree indoors, without the needles.
Rejar | eco refill | bring your jar back and we refill it | Bring back the jar, we pour it again.
Sootless | eco | a clean plant-wax burn that leaves no black soot | Clean wax, clean glass, clean air.
Refillery | eco refill | refill + the -ery of a shop: candles poured into your own vessel | Your vessel, our wax, again and again.
Hushflame | aromatherapy relax | a quiet flame for winding down | A quiet flame for a loud week.
Tubside | aromatherapy relax bath | the candle that sits on the edge of the bath | Made for the edge of the bath.
Lavenderdusk | aromatherapy relax | lavender at dusk, when the day lets go | Lavender for the end of the day.
Letterlit | subscription online gift | a candle slim enough for the letterbox, lit on arrival | Through the letterbox, onto the table.
Scentdrop | subscription online | a scent dropped through the letterbox each month | A new scent drops every month.
`)
