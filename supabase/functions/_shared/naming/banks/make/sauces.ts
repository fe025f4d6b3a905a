import { bank } from '../types.ts'

export default bank('sauces', `
Mortarstone | - | the stone mortar where whole spices are ground | Ground in stone, by hand.
Pestlepound | - | the pound of the pestle as the spice breaks | Pounded fresh for every jar.
Simmerline | - | the line a sauce cooks down to in the pot | Simmered down to the line.
Woozyneck | - | the woozy: the tall thin bottle hot sauce comes in | A few drops from the long neck.
Toastseed | - | seeds toasted in a dry pan before grinding | Toasted first, ground after.
Spoonlick | - | the spoon you lick clean after tasting | You'll lick the spoon.
Blisterpod | - | chilli pods blistered on the grill | Blistered pods, bottled heat.
Seedshaker | - | a shaker of toasted seeds and spice | Shake it on anything.
Cumincrush | - | cumin seeds crushed fresh | Crushed fresh, smells like it.
Ladledrip | - | the drip off the ladle as hot sauce is jarred | Ladled hot, sealed fast.
Ristrahang | - | the ristra: a string of chillies hung to dry | Strung up, dried slow.
Relishrow | - | a row of relishes on the kitchen shelf | A relish for every plate.
Scovillain | hot chilli | Scoville + villain: a sauce with a wicked heat | Wickedly hot.
Habanerow | hot chilli | habanero + row: rows of habaneros grown for the bottle | Grown in rows, bottled hot.
Reaperdrop | hot chilli | the Carolina reaper, one drop at a time | One drop is plenty.
Tadkapan | curry indian | the tadka pan where spices crackle in hot ghee | Crackled in ghee, stirred in last.
Masalabox | curry indian | the masala box, the round spice tin every Indian kitchen keeps | Seven spices, one tin.
Mustardpop | curry indian | mustard seeds popping in hot oil | Listen for the pop.
Crockweight | pickle ferment kimchi | the stone weight that keeps a ferment under brine | Kept under, left to sour.
Bubblebrine | pickle ferment kimchi | brine that bubbles as the ferment comes alive | Alive in the jar.
Lactojar | pickle ferment kimchi | lacto-fermented in the jar | Soured slow, the old way.
Pitmop | bbq smoke | the mop that bastes meat on the pit | Mopped on, smoked in.
Barkcrust | bbq smoke rub | the bark: the dark crust on slow-smoked meat | Rub it on, build the bark.
Brisketrub | bbq smoke rub | a rub made for brisket | Made for a long smoke.
Stalljar | market farmer | a jar from the Saturday market stall | Find us at the stall.
Samplespoon | market farmer | the sample spoons on the market table | Try a spoon first.
Chutneystall | market farmer | a stall stacked with chutneys | Chutney by the stall-load.
Trioheat | gift box | three sauces boxed as a gift | Mild, hot, hotter.
Heatflight | gift tasting | a flight of sauces from mild to wild | Climb the heat.
Spiceparcel | gift subscription | a parcel of fresh-ground spice | Fresh spice, posted.
`)
