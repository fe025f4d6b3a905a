import { bank } from '../types.ts'

export default bank('mexican food', `
GuacStar | - | guac + rock star: the guacamole everyone talks about | The guac everyone talks about.
NachoAverage | - | nacho + not your average: not your average Mexican | Not your average Mexican.
Limeside | - | a wedge of lime on the side of every plate | Extra lime, no extra charge.
Cornpress | - | the press that flattens fresh corn tortillas to order | Tortillas pressed to order, all day.
Tortillastack | - | a warm stack of fresh tortillas | A warm stack on every table.
Chilistring | - | the strings of dried chilies hanging in the kitchen | Hung to dry, ground for the salsa.
Cactus & Lime | - | two flavours of Mexico on one plate | Cactus, lime, and a little heat.
Salsaspoon | salsa bar | a spoon in every bowl of a salsa bar | Mild to wild, help yourself.
Pastorspit | taqueria taco al pastor | the spinning spit of al pastor pork | Carved off the spit, onto the tortilla.
Tacolamp | taqueria taco late night | the lamp over the taco stand at night | Tacos till the lamp goes out.
Foilwrap | burrito takeaway | a burrito in its foil wrap | Wrapped in foil, hot to the last bite.
Burritofold | burrito | the tuck and roll of a well-made burrito | Folded tight, eaten with both hands.
Quesopot | tex mex queso | a pot of melted queso for dipping | Dip deep.
Chiliskillet | tex mex fajita | fajitas sizzling on a hot skillet | Hear it sizzle before you see it.
Agavebar | tequila mezcal cantina bar | agave + bar: the plant behind tequila and mezcal | Sip slow, agave only.
Horchatajar | drinks family | the big jar of horchata on the counter | A cold cup of horchata.
Masahands | tortilla corn homemade | masa + hands: corn dough pressed by hand | Corn ground here, pressed by hand.
Avocadoboard | vegan plant | avocado + board: fresh avocado smashed to order | Smashed to order, never from a tub.
Churrocart | dessert churros street | churro + cart: churros hot from a street cart | Hot churros, cinnamon sugar.
Limewheel | - | a wheel of lime on the rim of the glass | Every plate with a squeeze of lime.
`)
