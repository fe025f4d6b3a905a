import { bank } from '../types.ts'

export default bank('candles', `
Meltpool | - | the pool of liquid wax around a lit wick, where the scent comes from | Watch the pool reach the rim.
Taperdip | - | tapers are made by dipping a wick in wax again and again, layer on layer | Dipped layer on layer.
Beanwick | soy vegan plant | soy bean + wick: a candle grown in a field | Soy grown in fields, poured by hand.
Fieldpour | soy vegan plant | wax from a field, poured into a jar | From the field to your table.
*Honeytaper | beeswax bee taper | hand-dipped beeswax tapers that smell faintly of honey | Dipped in beeswax, one taper at a time.
Combwax | beeswax bee | wax from the honeycomb, poured as it came | Straight from the comb.
Hivegold | beeswax bee | the golden wax of the hive | The hive's gold, lit.
Noirglass | luxury premium | candles poured into dark glass | Dark glass, rare scent, slow flame.
*Vowlight | wedding | light + vows: candles for the day you say them | Light for the day you say it.
Ringtaper | wedding taper | the taper lit as the rings are given | Two rings, one flame.
Yulemelt | christmas winter | yule + melt: wax made for the Christmas weeks | Christmas, poured and set.
Clovetin | christmas winter | clove and orange, the smell of Christmas, in a tin | The old Christmas orange, in a tin.
*Firlight | christmas winter | the scent of the fir tree, lit | The tree indoors, without the needles.
Rejar | eco refill zero-waste zerowaste refills | bring your jar back and we refill it | Bring back the jar, we pour it again.
Hushflame | relax aromatherapy sleep calm | a quiet flame for winding down | A quiet flame for a loud week.
Tubside | relax aromatherapy bath | the candle that sits on the edge of the bath | Made for the edge of the bath.
Scentpost | subscription online | a new scent in the post each month | A new scent lands every month.
Benchpour | handmade small-batch local | poured by hand at the workbench | Poured at our bench, not a factory.
Ladlewax | handmade small-batch local | wax ladled by hand into each jar | Ladled by hand, jar by jar.
*Saltwick | coastal sea beach seaside | sea salt scent on a cotton wick | The shore, on your shelf.
Driftjar | coastal sea beach seaside | a jar that smells of driftwood and sea air | Driftwood and sea air, in a jar.
Cracklewood | wood wooden crackle | wooden wicks that crackle like a small fire | A fireside crackle on your shelf.
Snapwood | wood wooden crackle | a wooden wick that snaps and pops as it burns | It pops like a campfire.
# r10: detail names
Chapterwick | book books reading bookish library | chapter + wick: a candle lit for one more chapter | One more chapter, one more inch of wax.
Page & Wick | book books reading bookish library | the page you read and the wick beside it | Scents for the reading chair.
Wagwick | pet pets dog dogs | wag + wick: a candle poured for dog homes | Made for homes with a wagging tail.
Pawpour | pet pets dog dogs cat cats | paw + pour: pet-safe wax, poured by hand | Poured safe for paws.
Pumpkinpour | autumn pumpkin halloween | pumpkin + pour: the autumn scents, poured into jars | Autumn, poured.
Bonfirejar | autumn bonfire smoky | the smell of a bonfire night, in a jar | Bonfire night, without the smoke in your hair.
Crystalwick | crystal crystals spiritual ritual | crystal + wick: a candle with a crystal set in the wax | Light it, keep the crystal.
Sagewick | spiritual ritual sage smudge cleansing | sage + wick: a candle for clearing the air, the old way | Clear the room, light the sage.
Pourparty | workshop workshops class party hen | a party where everyone pours their own candle | Pour your own, take it home.
Wickschool | workshop workshops class course learn | a school where you learn to set a wick and pour | Learn to pour in an afternoon.
Bottlewick | bottle bottles wine upcycled recycled | old wine bottles cut down and given a wick | Your old bottle, lit again.
Corkwick | bottle bottles wine upcycled recycled | the wick sits where the cork used to be | Where the cork was, a flame.
Giftwick | gift gifts personalised personalized | gift + wick: a candle made to be given | A candle made for giving.
# r11: detail names
Memorywick | memorial remembrance sympathy grief bereavement | memory + wick: a candle lit to remember someone | Light one for them.
Vigiljar | memorial remembrance sympathy grief vigil | a jar candle for a quiet vigil | A small flame for someone missed.
Snapmelt | melts waxmelt waxmelts burner | snap a cube off the bar, melt it in the burner | Snap a cube, fill the room.
Meltdish | melts waxmelt waxmelts burner | the little dish on the burner where wax melts sit | Scent from the dish, no flame needed.
Reedflip | diffuser diffusers reed reeds | flip the reeds and the scent comes back | Flip the reeds, fill the hall.
Reedrise | diffuser diffusers reed reeds | scented oil rising up the reeds | Scent that climbs the reeds.
Petalpour | floral flower flowers dried botanical petals | dried petals set in the poured wax | Petals in every pour.
Posywick | floral flower flowers dried botanical | a posy of dried flowers round the wick | A posy that burns sweet.
Midgewick | citronella midge midges mosquito mosquitoes outdoor garden | midge + wick: a citronella candle for summer evenings | Keep the midges off the patio.
Fudgewick | dessert desserts bakery sweet gourmand cake | fudge + wick: sweet bakery scents in a jar | Smells good enough to eat.
Toffeetin | dessert desserts bakery sweet gourmand caramel | a tin candle that smells of warm toffee | Warm toffee, no sticky fingers.
Kilnwick | ceramic ceramics pottery concrete vessel vessels | kiln + wick: candles poured into kiln-fired pots | Keep the pot when the wax is gone.
Leatherwick | men mens masculine gentleman | leather + wick: leather and tobacco scents | Leather, smoke and a slow flame.
Brasslid | luxury premium | a heavy jar with a brass lid | Heavy glass, brass lid, slow burn.
Wickclub | subscription monthly club | a club that posts you a new candle each month | A new candle every month.
Ribbonwick | gift gifts giftbox hamper | a candle tied with a ribbon, ready to give | Tied with a ribbon, ready to give.
Pourback | eco refill refills zero reusable | send the jar back and we pour it again | Empty jar? We pour it back.
# r12: detail names
Coco & Wick | coconut vegan plant soy | coconut wax and a cotton wick | Coconut wax, poured by hand.
*Yellowfield | rapeseed british vegan plant | rapeseed wax from yellow British fields | Wax grown in yellow fields.
Tinlight | tin tins travel mini | a candle in a little tin, ready to travel | A candle for your suitcase.
Pocketpour | tin tins travel mini | a candle small enough for a pocket | Small tins, big scent.
Breathwick | mindfulness meditation yoga calm | a candle to breathe slowly by | Light it, then breathe.
Wishwick | birthday cake | a wick to make a birthday wish on | Make a wish, then blow.
# r13: detail names
Diyarow | diwali diya diyas deepavali | a row of clay diyas lit along the doorstep | A row of light for Diwali.
Palmpour | massage spa bodyoil | the candle wax melts to an oil you pour into your palm | Light it, pour it, massage.
Chapelwax | pillar pillars church churches altar | tall pillar candles like those on a chapel altar | Pillars that burn for days.
Lobbywick | wholesale hotel hotels corporate bulk | lobby + wick: candles for hotel lobbies and trade orders | Scent for the whole lobby.
# r14: detail names
Ninety Hour Burn | luxury premium | a heavy luxury candle that burns for ninety hours | Ninety hours of slow flame.
Lavender Lull | relax relaxing sleep calm calming lavender aromatherapy | lavender + lull: a candle for the lull before sleep | Light it, then lull.
`)
