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
`)
