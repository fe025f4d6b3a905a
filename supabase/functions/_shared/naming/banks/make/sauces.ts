import { bank } from '../types.ts'

export default bank('sauces', `
*Scovillain | hot chilli | Scoville + villain: a wickedly hot sauce | The villain of the Scoville scale.
Daredrop | hot chilli | dare + drop: the drop you dare to try | Dare you.
Bubblebrine | pickle ferment kimchi | bubble + brine: the bubbles of a live ferment | Alive and bubbling.
Funkjar | pickle ferment kimchi | funk + jar: funky ferments | Get funky.
*Hickorydrip | bbq smoke rub | hickory + drip: smoky barbecue sauces | Hickory in every drip.
Pitglaze | bbq smoke | pit + glaze: barbecue glaze for the pit | Glazed at the pit.
Limejolt | mexican salsa | lime + jolt: zesty salsas with a jolt | A jolt of lime.
Tinglejar | asian chilli oil sichuan | tingle + jar: Sichuan chilli oil that tingles | Feel the tingle.
Umamidash | asian soy umami | umami + dash: a dash of savoury depth | A dash of umami.
Mildkick | mild kids family | mild + kick: a gentle kick for all the family | Just a little kick.
Dunkpot | condiment ketchup burger | dunk + pot: sauces for dunking | Made for dunking.
*Red Hot Dab | hot chilli | a red-hot sauce where one dab is plenty | One dab is plenty. Two is brave.
*Masala Ladle | curry indian | the ladle of masala sauce that starts every curry | One ladle of masala, and dinner is sorted.
*Pickle & Pop | pickle ferment kimchi | the pop of the lid on a jar of live pickles | Crack the lid, hear the pickles pop.
*Heat Ladder | gift tasting box | a box of sauces climbing the heat ladder from mild to wild | Climb the heat ladder, mild to wild.
*Tortilla Dip | mexican salsa | salsas made for dipping tortilla chips | Grab a chip, dive into the salsa.
*Smoke & Sticky | bbq smoke rub | smoky, sticky barbecue sauce for ribs and wings | Smoky, sticky, made for ribs.
`)
