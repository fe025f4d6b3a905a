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
*Taco Libre | taqueria taco | taco + Nacho Libre: a free-spirited taqueria with a wrestler's swagger | Tacos with a wrestler's appetite.
*Holy Guacamole | vegan plant avocado guacamole | holy guacamole: fresh guacamole that makes you shout | Smashed avocado, every single order.
*Queso Closed | tex mex queso | queso + case closed: melted queso settles every argument | Melted queso. Case closed.
*Midnight Taco | taqueria taco late night | the taco you crave at midnight, served till late | Tacos till way past midnight.
*Wrap Battle | burrito takeaway | wrap + rap battle: burritos fighting for the biggest fill | The biggest burrito wins.
*Maize Craze | tortilla corn homemade | maize + craze: fresh corn tortillas made every day | Fresh corn tortillas, every day.
*Jalapeno Business | - | jalapeno + none of your business: serious Mexican food with a grin | Serious about salsa, never serious.
*Tequila Mockingbird | tequila mezcal cantina bar | tequila + To Kill a Mockingbird: a cantina bar with a story | Tequila, mezcal and a good story.
*Taco Chariot | truck van street mobile | a taco truck rolling up like a chariot | Tacos roll up to your street.
`)
