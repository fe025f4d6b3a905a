import { bank } from '../types.ts'

export default bank('bagels', `
Boil & Bake | - | every bagel is boiled, then baked | Boiled first, baked second.
Schmear & Slice | - | a bagel sliced and spread with a schmear of cream cheese | Sliced, schmeared, wrapped.
Malt & Kettle | - | bagels boiled in malted water in the kettle | Malted water, hot oven.
Brooklyn Boil | newyork ny nyc brooklyn newyorkstyle | New York-style bagels, kettle boiled | Boiled like Brooklyn.
Bodega Bagels | newyork ny nyc bodega corner | the corner bodega bagel | Your corner bodega bagel.
Honeyboil | montreal honey woodfired | Montreal bagels boiled in honey water | Honey boiled, wood fired.
Lox & Dill | lox salmon smoked fish deli | lox and dill on cream cheese | Lox, dill, cream cheese.
Egg & Everything | breakfast sandwich sandwiches egg eggs bacon | an egg sandwich on an everything bagel | Egg on an everything, wrapped hot.
Bagel & Babka | jewish deli babka bakery | bagels and babka from a Jewish bakery | Bagels now, babka for later.
Cashew Schmear | vegan plantbased dairyfree | cream cheese made from cashews | Plant schmear, same chew.
Six AM Bagels | wholesale cafes cafe b2b restaurants | bagels baked and bagged by six for cafes | Bagged by six, at your cafe by seven.
Doorstep Dozen | delivery subscription weekend | a dozen bagels delivered to your door | A dozen bagels on your doorstep.
Night Kettle | night late latenight 24hour allnight | bagels boiled through the night | Hot bagels at three in the morning.
`)
