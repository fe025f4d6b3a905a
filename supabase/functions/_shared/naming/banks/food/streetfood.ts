import { bank } from '../types.ts'

export default bank('street food', `
Hatchline | - | the queue that forms at the serving hatch | Worth the line at the hatch.
Salsacart | taco mexican burrito | salsa + cart: tacos and salsa from a cart | Fresh salsa, hot tacos.
*Tacotrike | taco mexican | taco + trike: tacos from a tricycle stall | Tacos on three wheels.
Smashhatch | burger smash | smash + hatch: smash burgers through the hatch | Smashed, stacked, handed out.
Ribyard | bbq barbecue brisket | rib + yard: ribs served in the yard | Ribs in the yard.
*Woktoss | asian noodle chinese thai | wok + toss: noodles tossed in a roaring wok | Tossed hot, served fast.
*TwelvePleats | dumpling asian chinese | the twelve pleats of a hand-folded dumpling | Every dumpling, twelve pleats.
Tahinidrip | vegan plant falafel middle eastern | tahini + drip: falafel wraps dripping with tahini | Extra tahini, always.
Chipcone | fries chips fish british | chip + cone: chips served in a paper cone | Chips in a cone.
Vinegarvan | fries chips fish british | vinegar + van: fish and chips from a van | Salt and vinegar on wheels.
Naanslap | indian curry tandoor | the slap of naan on the tandoor wall | Slapped, blistered, served.
Masalavan | indian curry masala | masala + van: Indian street food from a van | Spice on wheels.
Chaatcorner | indian chaat | chaat + corner: Indian street snacks on the corner | Tangy, crunchy, on the corner.
Jerkdrum | caribbean jerk | jerk + drum: jerk chicken off the drum grill | Off the drum, full of jerk.
Palmfire | caribbean jerk tropical | palm + fire: Caribbean food cooked over fire | Cooked over fire, island style.
Noonvan | office lunch corporate business | noon + van: the van that pulls up at lunchtime | Lunch pulls up at noon.
# r10: detail names
Glitter & Grill | festival festivals | glitter + grill: street food for the festival crowd | Glitter on, grill hot.
Confettivan | wedding weddings bride party | confetti + van: a food truck at the wedding | The van that feeds the wedding.
Mustardbun | hotdog hotdogs sausage frankfurter | mustard + bun: hot dogs with a line of mustard | Bun, dog, mustard, done.
Bapvan | breakfast bacon builder builders | bap + van: bacon baps from a van | A bacon bap before the shift.
Crunchwing | chicken wings wing fried korean | crunch + wing: crispy fried chicken wings | Crunch first, sauce second.
Cheesepull | cheese toastie toasties grilled melt | cheese + pull: the stretch of melted cheese | Watch the cheese pull.
Butterclaw | lobster crab seafood | butter + claw: lobster claw meat in a buttered roll | Claw meat, plenty of butter.
Pillowbun | bao steamed taiwanese | pillow + bun: soft steamed bao buns | Soft as a pillow, filled to the fold.
# r11: detail names
Batterswirl | crepe crepes galette pancake pancakes | batter + swirl: crepes swirled thin on the hotplate | Swirled thin, folded warm.
Sugarcoil | churro churros | sugar + coil: churros piped in coils and rolled in sugar | Sugar, cinnamon, chocolate to dip.
Pittaspit | kebab kebabs gyros shawarma doner souvlaki greek | pitta + spit: meat carved off the spit into a pitta | Carved off the spit, into the pitta.
Fryheap | loaded poutine toppings | fry + heap: fries heaped with toppings | Heaped so high you need a fork.
Jacketspud | jacket potato potatoes spud spuds | jacket + spud: baked jacket potatoes from a van | Crispy skin, fluffy middle.
Giantpan | paella spanish spain | giant + pan: paella cooked in one giant pan | One giant pan, a hundred plates.
Cornpocket | arepa arepas venezuelan colombian | corn + pocket: corn arepas split and stuffed | A corn pocket, stuffed to bursting.
Moonstall | nightmarket latenight night | moon + stall: a night market street food stall | Open when the moon is up.
Hoofhatch | horsebox trailer vintage converted | hoof + hatch: food served from a converted horsebox | Fed through the horsebox hatch.
Pulledjack | jackfruit vegan plant plantbased | pulled + jackfruit: pulled jackfruit, done like pulled pork | Pulled like pork, grown on a tree.
# r13: detail names
Leopardcrust | pizza pizzas woodfired | leopard + crust: the spotted, blistered crust from a wood-fired oven | Spotted like a leopard, straight from the fire.
Crackleroll | vietnamese banhmi banh | crackle + roll: the crackly baguette of a banh mi | Crackly roll, pickled crunch.
Squeakfry | halloumi cypriot cyprus | squeak + fry: halloumi fries that squeak when you bite | Fries that squeak back.
Dosacurl | dosa dosas southindian idli keralan | dosa + curl: a crisp dosa rolled into a curl | Crisp, curled, dipped in sambar.
Crimpfold | empanada empanadas argentinian argentine pasty pasties | crimp + fold: the crimped edge of a hand-folded empanada | Folded, crimped, baked gold.
# r14: detail names
Lacy Patty | burger burgers smash smashburger | the lacy crisp edge of a smashed burger patty | Smashed thin, crisp at the edge.
Oakpit | bbq barbecue brisket smoked smokehouse | oak + pit: brisket smoked low over an oak pit | Smoked over oak, sliced at the hatch.
Dancefloor Fries | wedding weddings party parties reception | fries handed out to the dancefloor late in the evening | Fries for the last dance.
Pitch Twelve | market markets stall stalls marketstall | the market pitch number regulars look for | Find us at pitch twelve.
Lanyard Lunch | office offices corporate businesspark | lunch for people still wearing their work lanyard | Lanyards on, lunch in hand.
# r16: detail names
Papaya Pound | thai thailand somtam papaya salad | green papaya pounded in the mortar for som tam | Pounded to order, as hot as you dare.
Satay Smoke | thai thailand satay skewer skewers peanut | the smoke rising off satay skewers on the grill | Follow the satay smoke.
Shroom Shawarma | vegan plant plantbased vegetarian veggie meatfree shawarma | mushrooms shaved off the spit like shawarma | All the shawarma, none of the meat.
Beet Street | vegan plant plantbased vegetarian veggie meatfree | beet + street: vegan street food with beetroot burgers | Plants, grilled on the street.
Bibimbox | korean korea bibimbap rice bowl | bibimbap packed in a takeaway box | Mix it up, eat it on the go.
Gochu Glaze | korean korea gochujang chicken wings | gochujang chilli glaze brushed on at the grill | Sticky, spicy, Korean.
Slurpstand | japanese japan ramen noodle noodles | slurp + stand: a ramen stand you hear before you see | Slurping encouraged.
Birria Dunk | taco tacos mexican birria quesabirria | birria tacos dunked in their consomme | Dunk, bite, repeat.
Streetlamp Supper | latenight late night nighttime midnight afterhours nightlife | supper under the streetlamp after a night out | Supper for the way home.
Cabrank Kebab | latenight late night nighttime midnight afterhours nightlife kebab kebabs | a kebab by the cab rank at closing time | The last stop before the cab.
`)
