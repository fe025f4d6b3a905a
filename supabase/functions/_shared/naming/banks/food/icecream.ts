import { bank } from '../types.ts'

export default bank('ice cream', `
Gelatowalk | gelato italian evening | the Italian evening stroll with a gelato | Gelato for the evening stroll.
Oatchurn | vegan dairy plant vegans dairyfree plantbased | oat + churn: ice cream churned from oat milk | No dairy, all churn.
*Chimecone | van truck mobile vans trucks | chime + cone: the van chime that means cones are here | Listen for the chime.
Jinglevan | van truck mobile uk vans trucks | jingle + van: the ice cream van you hear before you see | You will hear us coming.
*Pedalpop | cart tricycle bike event wedding party | pedal + pop: ice lollies from a pedal cart | Pedalled to the party.
Vowsundae | wedding event party | vow + sundae: an ice cream bar for weddings | Say I do to dessert.
Trikewhip | cart tricycle event wedding party | trike + whip: soft serve from a tricycle cart | Soft serve on three wheels.
Piermelt | beach seaside coastal pier | pier + melt: a cone on the end of the pier | Melts fast on the pier.
Parlourpail | farm dairy cow | parlour + pail: from the milking parlour to the ice cream parlour | From one parlour to the other.
Clovercream | farm dairy cow organic | clover + cream: cream from cows grazing clover | Cows on clover, cream on cones.
Paletacart | popsicle paleta mexican cart | Mexican paletas sold from a cart | Fresh fruit, frozen on a stick.
Sunlolly | popsicle lolly summer kids | sun + lolly: ice lollies for sunny days | Made for sunny days.
*Pupsundae | dog pet dogs pets puppy | pup + sundae: dog-safe ice cream sundaes | A sundae for the good boy.
# r10: detail names
Flakecone | flake whippy softserve | flake + cone: the chocolate flake in a whippy cone | Never forget the flake.
Thickstraw | milkshake milkshakes shake shakes malt | thick + straw: shakes so thick the straw stands up | The straw stands up on its own.
Wishscoop | birthday birthdays cake | wish + scoop: a birthday wish, then a scoop | Make a wish, then a scoop.
Tipsyscoop | boozy alcohol alcoholic cocktail liqueur | tipsy + scoop: ice cream with a splash of something | Scoops for grown-ups.
Espresso & Scoop | coffee espresso affogato | a shot of espresso poured over a scoop: the affogato | One shot, one scoop.
Jukeboxcone | retro vintage diner fifties | jukebox + cone: a retro ice cream parlour | Pick a song, pick a scoop.
# r11: detail names
Tangswirl | froyo yogurt yoghurt toppings | tang + swirl: tangy frozen yoghurt swirled into a cup | Tangy, swirled and piled with toppings.
Waffledrip | waffle waffles dessert desserts crepe crepes | waffle + drip: ice cream melting into a hot waffle | Hot waffle, cold scoop, sticky fingers.
Scoopwich | sandwich sandwiches cookie cookies | scoop + sandwich: a scoop pressed between two cookies | Two cookies, one big scoop.
Scraperoll | rolled roll rolls thai | scrape + roll: ice cream scraped into rolls on a frozen plate | Poured, scraped, rolled.
Sprinkletub | kids children sprinkles toddler toddlers | sprinkle + tub: tubs with all the sprinkles for kids | More sprinkles, please.
Piazzacone | italian italy sicilian piazza | piazza + cone: a cone eaten on an Italian square | Lick it on the piazza.
Sandcone | beach seaside coastal sand promenade | sand + cone: cones eaten with sandy toes | Sandy toes, dripping cones.
# r13: detail names
Frostparcel | delivery deliver delivered post posted postal online | frost + parcel: tubs of ice cream posted in an ice-cold parcel | Opens frosty, scoops soft.
Mochibite | mochi | mochi + bite: ice cream wrapped in soft mochi | Soft outside, frozen inside.
Matkamelt | kulfi indian cardamom saffron | matka + melt: kulfi set in little clay matka pots | Kulfi in a clay pot, the old way.
Moonscoop | latenight late night midnight | moon + scoop: an ice cream parlour open after dark | Scoops till the moon is high.
Cherrytop | sundae sundaes | cherry + top: the cherry on top of a sundae | Always the cherry on top.
# r14: detail names
Cowless Cone | vegan vegans dairyfree plant plantbased | a cone with no cow involved: dairy-free scoops | Same cone. No cow.
Tailwag Tub | dog dogs pet pets puppy | tailwag + tub: tubs of dog-safe ice cream | One tub, one wagging tail.
Stickychin | kids children child toddler toddlers | sticky + chin: the sticky chin after a kid's first cone | Worth every sticky chin.
Fieldgate Cone | farm farms cow cows | field gate + cone: ice cream sold at the farm gate | Straight from the field, over the gate.
Spatola Gelato | gelato italian italy sicilian | spatola: the flat paddle that slaps gelato into a cup | Paddled, never scooped.
# r16: detail names
Almond Dollop | vegan vegans dairyfree nondairy plant plantbased almond | a dollop of ice cream made with almond milk | Dairy-free, dolloped high.
Dune Dipper | beach beaches seaside coast coastal shore boardwalk | dune + dipper: the scoop you dig out by the dunes | Dipped by the dunes, eaten on the sand.
Handcrank | homemade handmade smallbatch batch artisan artisanal craft handcrafted | ice cream churned in small batches in a hand-crank freezer | Cranked by hand, batch by batch.
Custard Curl | softserve frozencustard custard | the curl on top of a frozen custard | Frozen custard, curled on top.
Spindlemalt | milkshake milkshakes shake shakes malt malts malted | spindle + malt: malted shakes whirred on the old spindle mixer | Malted on the spindle, since forever.
Floatfizz | float floats soda rootbeer milkshake shakes | the fizz when a scoop drops into a root beer float | Drop the scoop, hear the fizz.
Proof Pint | boozy booze alcohol alcoholic adult adults bourbon rum liqueur | proof + pint: pints of ice cream made with real spirits | Pints with a proof.
`)
