import { bank } from '../types.ts'

export default bank('sauces', `
*Scovillain | hot chilli hotsauce chillies chili spicy | Scoville + villain: a wickedly hot sauce | The villain of the Scoville scale.
Daredrop | hot chilli hotsauce chillies chili spicy | dare + drop: the drop you dare to try | Dare you.
Bubblebrine | pickle ferment kimchi pickles pickled fermented sauerkraut | bubble + brine: the bubbles of a live ferment | Alive and bubbling.
Funkjar | pickle ferment kimchi pickles pickled fermented sauerkraut | funk + jar: funky ferments | Get funky.
*Hickorydrip | bbq smoke rub barbecue smoked | hickory + drip: smoky barbecue sauces | Hickory in every drip.
Pitglaze | bbq smoke | pit + glaze: barbecue glaze for the pit | Glazed at the pit.
Limejolt | mexican salsa | lime + jolt: zesty salsas with a jolt | A jolt of lime.
Tinglejar | asian chilli oil sichuan chillioil | tingle + jar: Sichuan chilli oil that tingles | Feel the tingle.
Umamidash | asian soy umami | umami + dash: a dash of savoury depth | A dash of umami.
Mildkick | mild kids family children | mild + kick: a gentle kick for all the family | Just a little kick.
Dunkpot | condiment ketchup burger | dunk + pot: sauces for dunking | Made for dunking.
# r10: detail names
Jerkpan | caribbean jerk jamaican | jerk + pan: the oil-drum jerk pan grill | Fire up the jerk pan.
Bonnetbottle | caribbean scotch bonnet jamaican | bonnet + bottle: scotch bonnet peppers in a bottle | Bonnets, bottled.
Clovecrush | garlic aioli | clove + crush: crushed garlic cloves | Crushed by the clove.
Basilpound | pesto basil italian pasta | basil + pound: basil pounded for pesto | Pounded, not blitzed.
Nonnaladle | italian pasta tomato | nonna + ladle: sauce from nonna's ladle | Ladled like nonna's.
Stinghoney | honey hothoney | sting + honey: hot honey with a sting | Honey with a sting.
Mangoflame | mango tropical fruit fruity | mango + flame: mango hot sauce | Sweet mango, slow flame.
Tiffinjar | indian masala tandoori | tiffin + jar: Indian sauces in a jar, like a packed tiffin | Lunch from the tiffin.
# r11: detail names
Periglaze | peri piri periperi portuguese | peri + glaze: peri-peri glaze for the grill | Glaze it with peri.
Cheddarspoon | chutney chutneys relish relishes | cheddar + spoon: a spoon of chutney on cheddar | A spoon on the cheddar.
Banger & Grain | mustard mustards wholegrain | banger + grain: wholegrain mustard for sausages | Made for bangers.
Saladshake | dressing dressings vinaigrette salad salads | salad + shake: a dressing you shake in the jar | Shake, pour, toss.
Roastpour | gravy roast sunday | roast + pour: gravy poured over the roast | Pour it on the roast.
Heatflight | gift gifts giftset hamper tasting | heat + flight: a tasting flight of hot sauces | A flight of heat.
Satayspoon | satay peanut thai indonesian | satay + spoon: peanut satay sauce | Satay by the spoon.
Teriglaze | teriyaki japanese yakitori | teriyaki + glaze: a sticky teriyaki glaze | Glaze it teriyaki.
Gochujar | korean gochujang | gochujang + jar: Korean chilli paste in a jar | Korean heat in a jar.
Reaperdrop | superhot reaper ghost extreme | reaper + drop: a drop of the hottest peppers | One drop. Just one.
Brisketbaste | bbq brisket barbecue smokehouse | brisket + baste: a sauce for basting brisket | Baste it low and slow.
Tacodrip | mexican taco tacos salsa | taco + drip: salsa dripping from a taco | Let it drip.
# r12: detail names
Burnjar | chilli hot superhot | a jar of burning hot chilli sauce | One drop is plenty.
Pitsmoke | bbq smoke barbecue smokehouse brisket | smoke straight from the barbecue pit | Low, slow and smoky.
Jerkjar | caribbean jamaican jerk scotch bonnet | jerk sauce in a jar | Island heat in a jar.
Mildmate | mild kids family | a mild sauce for the whole family | All the taste, none of the tears.
# r13: detail names
Soukspoon | harissa moroccan tunisian middleeastern northafrican zaatar | souk + spoon: a spoon of harissa from the souk | A spoonful of the souk.
Yolkwhip | mayo mayonnaise aioli | yolk + whip: mayonnaise whipped from real yolks | Whipped from the yolk up.
Chimichop | chimichurri argentinian argentina steak | chimichurri + chop: herbs chopped for chimichurri | Chop, spoon, over the steak.
# r14: detail names
Sourcrock | pickle pickles pickled ferment fermented kimchi sauerkraut | sour + crock: ferments bubbling in a crock | Left to sour, worth the wait.
Buzzburn | honey hothoney | bee buzz + burn: honey with a chilli burn | Sweet first, then the sting.
Tarka Drop | indian curry masala tandoori | tarka: spices sizzled in oil, bottled in drops | The tarka, bottled.
Allotment Heat | allotment allotments | chillies grown on the allotment and bottled | Grown on the plot, bottled at home.
# r16: detail names
Furrowfire | farm farms grown homegrown grow grower growers field fields estate | furrow + fire: chillies picked from the furrows of our own farm | From our furrows to your fork.
Podrow | farm farms grown homegrown grow grower growers field fields | pod + row: pepper pods picked row by row on our farm | Picked row by row, bottled the same week.
Ristra Red | texas texan southwest southwestern newmexico hatch chile chiles | ristra: the string of red chiles hung to dry across the Southwest | Red chiles, strung and dried the Southwest way.
Pecos Pepper | texas texan southwest southwestern texmex | Pecos, the west Texas river, and the peppers of its country | West Texas heat, bottled by the Pecos.
Saltmash | ferment fermented fermentation lactofermented aged mash | salt + mash: peppers mashed with salt and left to ferment | Salt, peppers, patience.
Wingtoss | wing wings buffalo chicken hotwings gameday | wing + toss: the bowl where wings are tossed in sauce | Toss the wings, lick the fingers.
Flats & Drums | wing wings buffalo chicken hotwings gameday | flats and drums: the two cuts of a chicken wing, both sauced | For flats, for drums, for all of them.
Crawboil | cajun louisiana creole bayou crawfish seafood boil neworleans | craw + boil: the spiced sauce of a Louisiana crawfish boil | Bring the boil home.
Cayenne & Cane | cajun louisiana creole bayou neworleans vinegar | cayenne peppers and cane vinegar: Louisiana hot sauce | Cayenne, cane vinegar, nothing else.
`)
