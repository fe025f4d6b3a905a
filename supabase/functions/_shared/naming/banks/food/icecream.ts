import { bank } from '../types.ts'

export default bank('ice cream', `
Coldgrin | - | cold + grin: the grin that comes with a cold scoop | Cold scoop, warm grin.
Slowchurn | - | slow + churn: ice cream churned slowly in small batches | Churned slow, scooped generous.
Grincone | - | grin + cone: the grin that comes with a cone | Comes with a free grin.
Chillspoon | - | chill + spoon: a cold spoonful on a warm day | Cool down one spoon at a time.
Sweetswirl | - | sweet + swirl: swirls of sweet ice cream | Swirled sweet, served cold.
Sundaymelt | - | Sunday + melt: the slow melt of a lazy Sunday cone | Every day can be a Sunday.
Lazyfloat | - | lazy + float: an ice cream float for slow afternoons | Slow afternoons, cold floats.
Cheerwafer | - | cheer + wafer: the wafer that tops a happy scoop | A wafer of good cheer.
Fondscoop | - | fond + scoop: the flavour you grow fond of | The flavour you keep coming back for.
Gelatowalk | gelato italian evening | the Italian evening stroll with a gelato | Gelato for the evening stroll.
Piazzagelato | gelato italian | piazza + gelato: gelato on the town square | Italian gelato on your square.
Siestaspoon | gelato italian | siesta + spoon: gelato for the slow afternoon | A spoonful of afternoon.
Oatchurn | vegan dairy plant | oat + churn: ice cream churned from oat milk | No dairy, all churn.
Coconutswirl | vegan dairy plant | coconut + swirl: creamy swirls of coconut ice cream | Swirled from coconuts, not cows.
Oatwhip | vegan dairy plant soft serve | oat + whip: whipped plant-based soft serve | Whipped from oats.
Chimecone | van truck mobile | chime + cone: the van chime that means cones are here | Listen for the chime.
Jinglevan | van truck mobile uk | jingle + van: the ice cream van you hear before you see | You will hear us coming.
Streetchime | van truck mobile | street + chime: the chime coming down your street | Coming down your street.
Pedalpop | cart tricycle bike event wedding party | pedal + pop: ice lollies from a pedal cart | Pedalled to the party.
Vowsundae | wedding event party | vow + sundae: an ice cream bar for weddings | Say I do to dessert.
Trikewhip | cart tricycle event wedding party | trike + whip: soft serve from a tricycle cart | Soft serve on three wheels.
Shoredrip | beach seaside coastal summer | shore + drip: the race against a drip by the sea | Eat it before it drips.
Piermelt | beach seaside coastal pier | pier + melt: a cone on the end of the pier | Melts fast on the pier.
Sandtub | beach seaside summer family | sand + tub: a tub of ice cream on the sand | A tub for the sand.
Meadowtub | farm dairy cow organic | meadow + tub: ice cream from cows in the meadow | From the meadow to the tub.
Parlourpail | farm dairy cow | parlour + pail: from the milking parlour to the ice cream parlour | From one parlour to the other.
Clovercream | farm dairy cow organic | clover + cream: cream from cows grazing clover | Cows on clover, cream on cones.
Giggletub | kids party birthday family | giggle + tub: ice cream that makes kids giggle | Giggles come free.
Partyfloat | kids party birthday | party + float: fizzy ice cream floats for parties | Every party needs a float.
Gigglepop | kids party family | giggle + pop: ice lollies kids love | Pop, lick, giggle.
Tangcup | frozen yogurt fro yo soft serve | tang + cup: tangy frozen yogurt in a cup | A little tang, a lot of cool.
Softcurl | soft serve frozen yogurt | soft + curl: the curl on top of a soft serve | Finish with a curl.
Softpeak | soft serve frozen yogurt | soft + peak: soft serve piled to a peak | Piled high to a peak.
Paletacart | popsicle paleta mexican cart | Mexican paletas sold from a cart | Fresh fruit, frozen on a stick.
Sunlolly | popsicle lolly summer kids | sun + lolly: ice lollies for sunny days | Made for sunny days.
Fruitfreeze | popsicle sorbet fruit summer | fruit + freeze: real fruit, frozen | Real fruit, just frozen.
Pintmail | pint delivery online grocery | pint + mail: pints of ice cream delivered frozen | Pints that arrive frozen.
Doorpint | pint delivery online | door + pint: a pint of ice cream at your door | A pint to the door.
Freezerdrop | delivery online subscription | freezer + drop: ice cream dropped straight into your freezer | Straight into your freezer.
Pupsundae | dog pet | pup + sundae: dog-safe ice cream sundaes | A sundae for the good boy.
Woofwafer | dog pet | woof + wafer: ice cream treats for dogs | Dogs say woof for wafer.
Tailwagtub | dog pet | tail wag + tub: the tub that sets tails wagging | Watch the tail go.
`)
