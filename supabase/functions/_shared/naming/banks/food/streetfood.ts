import { bank } from '../types.ts'

export default bank('street food', `
Paperboat | - | the paper boat tray street food is handed over in | Served in a paper boat.
Squeezybottle | - | the squeezy sauce bottle on every truck counter | Extra sauce, just squeeze.
Foilwrap | - | a hot wrap handed over in foil | Wrapped in foil, eaten standing.
Charmark | - | the grill marks on anything done right over fire | Look for the char.
MoreNapkins | - | what you ask for after the first bite | You'll need more napkins.
Shutterup | - | the shutter on the truck goes up: we're open | Shutter up, grill on.
TortillaPress | taco mexican burrito | the press that flattens every fresh tortilla | Pressed fresh for every taco.
Comalcorner | taco mexican | the comal, the hot griddle tortillas cook on, on a street corner | Hot off the comal.
TrompoTruck | taco mexican al pastor | the spinning trompo of al pastor pork | Sliced off the trompo, onto the tortilla.
Flattop | burger smash diner | the flat-top griddle burgers are smashed on | Smashed on the flat-top.
Smashpress | burger smash | the heavy press behind a proper smash burger | Pressed thin, crisp edges.
Cheeseskirt | burger smash | the crisp skirt of melted cheese around a smash burger | Crispy cheese, all the way round.
SmokeRing | bbq barbecue smoke brisket | the pink ring under the bark of slow-smoked meat | Smoked long enough to show the ring.
BurntEnds | bbq barbecue brisket | the crisp, prized ends of a smoked brisket | The best bit, every time.
Stickburner | bbq barbecue smoke | a pitmaster who cooks over real logs, not gas | Real wood, real smoke.
Steamerstack | bao asian dumpling chinese | the stack of bamboo steamers on the truck | Stacked high, steamed fresh.
Woktoss | asian noodle chinese thai | the flick of the wrist that tosses a wok | Tossed hot, served fast.
TwelvePleats | dumpling asian chinese | the pleats on a well-folded dumpling | Folded by hand, twelve pleats each.
Tahinidrip | vegan plant falafel middle eastern | a drip of tahini over hot falafel | Drip, wrap, eat.
Chickpeacart | vegan plant falafel | a cart of chickpea dishes | All chickpea, no meat.
Jackfruitvan | vegan plant bbq | jackfruit, the vegan pulled-meat trick, from a van | Pulled, smoked, still vegan.
Chipcone | fries chips fish british | a paper cone of hot chips | Hot chips in a paper cone.
Twicefried | fries chips belgian | the chip shop secret: fry twice | Fried twice, crisp once.
Frybasket | fries chips fish | the wire basket that lifts chips out of the fryer | Straight out of the basket.
Naanslap | indian curry tandoor | the slap of naan dough onto the tandoor wall | Slapped on the tandoor, torn at the hatch.
Tiffinstack | indian curry lunch | the stacked tins of an Indian tiffin lunch | Lunch in layers.
Chaatcart | indian street | chaat, India's tangy street snack, from a cart | Tangy, crunchy, from the cart.
FieldKitchen | festival event wedding party | a kitchen set up in a field for the day | We cook where you party.
Buntingbun | festival event party fair | buns under the festival bunting | Buns under the bunting.
Tentpeg | festival camping event | the peg that holds the festival tent down | Fuel for the festival field.
LastBus | late night | food for the wait before the last bus home | Feed yourself before the last bus.
Nighthatch | late night | the hatch that stays open after dark | The hatch is open late.
Taxirank | late night city | the late-night van parked by the taxi rank | One more bite before the cab.
`)
