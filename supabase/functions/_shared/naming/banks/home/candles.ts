import { bank } from '../types.ts'

export default bank('candles', `
Wickery | - | wick + the -ery of an old shop: a whole shop of wicks | A whole shop of slow-burning wicks.
Dusklamp | - | the lamp-like glow of a candle lit at dusk | Light it when the day lets go.
Evenburn | - | a candle that burns level, edge to edge | Burns level, right to the edge.
Porchlit | - | the light of home left on for you | Someone left a light on.
Matchwell | - | strike the match once, and the candle burns well | Strike once, burn well.
Softmelt | - | wax that melts soft and slow | Soft wax, slow evening.
Roomhush | - | the hush a lit candle brings to a room | One wick, and the room goes quiet.
Beanwick | soy vegan plant | soy bean + wick: a candle grown in a field | Soy grown in fields, poured by hand.
Soyburn | soy vegan plant | soy wax, burning clean and slow | Clean soy, slow burn.
Fieldpour | soy vegan plant | wax from a field, poured into a jar | From the field to your table.
Honeytaper | beeswax bee taper | hand-dipped beeswax tapers that smell faintly of honey | Dipped in beeswax, one taper at a time.
Combwax | beeswax bee | wax from the honeycomb, poured as it came | Straight from the comb.
Hivegold | beeswax bee | the golden wax of the hive | The hive's gold, lit.
Oudhour | luxury premium | oud, the costliest note in perfume, for the evening hour | An hour of oud, every evening.
Velvetflame | luxury premium | a flame as soft and rich as velvet | Soft as velvet, slow as Sunday.
Noirglass | luxury premium | candles poured into dark glass | Dark glass, rare scent, slow flame.
Twinetin | gift | a candle tin tied up in twine, ready to give | Tied with twine, ready to give.
Thankscent | gift | a scent to say thank you with | Say thank you in a scent.
Giftmatch | gift | a candle matched to the person you give it to | The right scent for the right person.
Vowlight | wedding | light + vows: candles for the day you say them | Light for the day you say it.
Ringtaper | wedding taper | the taper lit as the rings are given | Two rings, one flame.
Aislelamp | wedding | candles lining the aisle like little lamps | Light the aisle, we will do the rest.
Yulemelt | christmas winter | yule + melt: wax made for the Christmas weeks | Christmas, poured and set.
Clovetin | christmas winter | clove and orange, the smell of Christmas, in a tin | The old Christmas orange, in a tin.
Firlight | christmas winter | the scent of the fir tree, lit | The tree indoors, without the needles.
Loopglass | eco refill zero-waste | the glass comes back to us and goes round again | Return the glass, we fill it again.
Rejar | eco refill zero-waste | bring your jar back and we refill it | Bring back the jar, we pour it again.
Refillery | eco refill zero-waste | refill + the -ery of a shop: wax poured into your own vessel | Your vessel, our wax, again and again.
Hushflame | relax aromatherapy sleep calm | a quiet flame for winding down | A quiet flame for a loud week.
Tubside | relax aromatherapy bath | the candle that sits on the edge of the bath | Made for the edge of the bath.
Lullflicker | relax aromatherapy sleep calm | a lulling flicker of lavender at bedtime | Lavender for the end of the day.
Letterlit | subscription online gift | a candle slim enough for the letterbox, lit on arrival | Through the letterbox, onto the table.
Scentpost | subscription online | a new scent in the post each month | A new scent lands every month.
Flickermail | subscription online | a candle flicker sent by mail each month | A new flicker in the mail every month.
Cedarcask | men male | cedar and whisky cask: a woody scent for men | Cedar, cask and a quiet evening.
Leathersmoke | men male | leather and smoke, poured for him | Old leather, warm room.
Pawfresh | pet dog cat | a pet-safe candle that clears the dog smell | Pet-safe wax, fresh room.
Sniffsafe | pet dog cat | a scent safe for noses on four legs | Safe for every nose in the house.
Furfresh | pet dog cat | a candle that keeps a home with fur smelling fresh | Made for homes with fur.
Benchpour | handmade small-batch local | poured by hand at the workbench | Poured at our bench, not a factory.
Ladlewax | handmade small-batch local | wax ladled by hand into each jar | Ladled by hand, jar by jar.
Saltwick | coastal sea beach seaside | sea salt scent on a cotton wick | The shore, on your shelf.
Driftjar | coastal sea beach seaside | a jar that smells of driftwood and sea air | Driftwood and sea air, in a jar.
Cracklewood | wood wooden crackle | wooden wicks that crackle like a small fire | A fireside crackle on your shelf.
Snapwood | wood wooden crackle | a wooden wick that snaps and pops as it burns | It pops like a campfire.
Tobaccoleaf | men male | tobacco leaf and vanilla in a tin, a scent men ask for | Pipe-shop warmth, without the pipe.
Harbourhouse | coastal sea beach seaside | a candle for the harbour house by the sea | Sea air for the front room.
Campfireoak | wood wooden crackle | an oak wick that crackles like a campfire | A campfire that fits on a shelf.
Longdusk | - | the long evening a candle makes of a short one | Make the evening last.
Nookcandle | - | the candle for your favourite corner | For the corner you like best.
Stovepot | handmade small-batch local | wax melted on our own stove, in our own pot | Melted on our stove, poured by our hands.
`)
