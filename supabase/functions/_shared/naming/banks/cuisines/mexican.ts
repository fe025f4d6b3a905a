import { bank } from '../types.ts'

export default bank('mexican food', `
*GuacStar | - | guac + rock star: the guacamole everyone talks about | The guac everyone talks about.
*NachoAverage | - | nacho + not your average: not your average Mexican | Not your average Mexican.
Limeside | - | a wedge of lime on the side of every plate | Extra lime, no extra charge.
Tortillastack | - | a warm stack of fresh tortillas | A warm stack on every table.
Cactus & Lime | - | two flavours of Mexico on one plate | Cactus, lime, and a little heat.
Salsaspoon | salsa bar | a spoon in every bowl of a salsa bar | Mild to wild, help yourself.
Burritofold | burrito | the tuck and roll of a well-made burrito | Folded tight, eaten with both hands.
Quesopot | tex mex queso | a pot of melted queso for dipping | Dip deep.
Chiliskillet | tex mex fajita | fajitas sizzling on a hot skillet | Hear it sizzle before you see it.
Agavebar | tequila mezcal cantina bar | agave + bar: the plant behind tequila and mezcal | Sip slow, agave only.
Churrocart | dessert churros street | churro + cart: churros hot from a street cart | Hot churros, cinnamon sugar.
# r10: detail names
Tacolot | truck trailer van mobile | taco + lot: a taco truck in a parking lot, tacos a lot | Tacos, and a lot of them.
Birriadip | birria consomme | birria + dip: tacos dipped in rich broth | Dip it in the broth.
Surftaco | baja fish seafood beach surf | surf + taco: Baja fish tacos by the surf | Fish tacos, surf side.
Catch & Tortilla | baja fish seafood coastal shrimp | the day's catch in a warm tortilla | Today's catch, wrapped warm.
Brunchito | breakfast brunch | brunch + burrito: a breakfast burrito | Eggs, salsa, wrapped tight.
Cactustaco | vegan plant vegetarian nopales plantbased | cactus + taco: grilled cactus tacos | Plants, grilled, wrapped.
Huskfold | tamale tamales | husk + fold: tamales folded in a corn husk | Unwrap the husk.
Saltrim | margarita margaritas cocktail cocktails | the salted rim of a margarita glass | Salt on the rim, lime in the glass.
Abuelapot | grandmother grandma abuela recipes recipe | abuela + pot: grandma's pot, grandma's recipes | Grandma's recipes, still in the pot.
# r11: detail names
Pineapplespit | pastor taqueria | the pineapple on top of the al pastor spit | Carved off the spit, pineapple on top.
Tacospread | catering events party wedding weddings | taco + spread: a spread of tacos for the whole party | Build your own, all night.
Masamill | tortilleria tortilla tortillas masa corn | masa + mill: corn ground fresh for tortillas | Ground in the morning, pressed to order.
Cornpress | tortilleria tortilla tortillas masa corn | corn + tortilla press: tortillas pressed by hand | Pressed by hand, warm off the griddle.
Mole & Mezcal | oaxaca oaxacan mole | the two gifts of Oaxaca: dark mole and smoky mezcal | A taste of Oaxaca.
Elotestick | elote corn esquites | a grilled corn cob on a stick, street style | Grilled, slathered, dusted with chili.
Paletapush | paleta paletas popsicle popsicles icepop | paleta + push cart: Mexican ice pops from a push cart | Fruit, frozen on a stick.
Horchatajug | horchata agua aguas drinks juice juices | horchata + jug: a jug of cinnamon rice milk | Cold horchata, by the jug.
Burritobag | takeaway delivery | burrito + bag: a warm bag of burritos | Warm bag, full hands.
Limewheel | truck van trailer mobile | lime wheel + wheels: a taco truck with lime on every plate | Tacos on wheels, lime on the tacos.
# r12: detail names
Double Tortilla | taco tacos street taqueria | street tacos served on two small tortillas | Two tortillas, every taco.
Black Bean Cantina | vegan plant vegetarian plantbased | a cantina cooking with black beans, not meat | Mexican food, no meat needed.
Jackfruit Pastor | vegan plant vegetarian jackfruit pastor plantbased | al pastor tacos made with jackfruit | Al pastor, plant-based.
Agave & Salt | tequila mezcal agave bar | agave spirit with a pinch of salt | Tequila, mezcal and a pinch of salt.
# r13: detail names
Cinnamon Olla | coffee cafe olla cinnamon | coffee brewed with cinnamon in a clay olla pot | Clay pot coffee, cinnamon stick.
Concha Tray | bakery panaderia pan dulce concha conchas pastry pastries | a tray of sugar-shell concha buns at a panaderia | Grab a tray, grab the tongs.
# r14: detail names
Papel Picado | catering events party parties wedding weddings fiesta | the cut-paper bunting strung over a Mexican party | Bunting up, tacos out.
Huevos Hour | breakfast brunch huevos | the morning hour of huevos rancheros | Huevos, salsa, strong coffee.
Goat & Guajillo | birria consomme goat | birria: goat stewed with guajillo chiles | Slow goat, red chile, dip deep.
`)
