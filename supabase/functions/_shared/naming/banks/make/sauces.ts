import { bank } from '../types.ts'

export default bank('sauces', `
Brinecrock | - | brine + crock: chillies fermented in brine in a stoneware crock | Fermented in the crock.
Scovillain | hot chilli | Scoville + villain: a wickedly hot sauce | The villain of the Scoville scale.
Habanerow | hot chilli | habanero + row: rows of homegrown habaneros | Grown in rows, bottled hot.
Daredrop | hot chilli | dare + drop: the drop you dare to try | Dare you.
Tadkapan | curry indian | the tadka pan where whole spices hit hot oil | Spices in hot oil.
Bubblebrine | pickle ferment kimchi | bubble + brine: the bubbles of a live ferment | Alive and bubbling.
Funkjar | pickle ferment kimchi | funk + jar: funky ferments | Get funky.
Slowsour | pickle ferment kimchi | slow + sour: pickles soured slowly | Soured slowly.
Hickorydrip | bbq smoke rub | hickory + drip: smoky barbecue sauces | Hickory in every drip.
Pitglaze | bbq smoke | pit + glaze: barbecue glaze for the pit | Glazed at the pit.
Heatflight | gift tasting box | heat + flight: a tasting flight of hot sauces | A flight of heat.
Limejolt | mexican salsa | lime + jolt: zesty salsas with a jolt | A jolt of lime.
Verdepot | mexican salsa | verde + pot: green salsa | Green and fresh.
Tinglejar | asian chilli oil sichuan | tingle + jar: Sichuan chilli oil that tingles | Feel the tingle.
Umamidash | asian soy umami | umami + dash: a dash of savoury depth | A dash of umami.
Mildkick | mild kids family | mild + kick: a gentle kick for all the family | Just a little kick.
Dunkpot | condiment ketchup burger | dunk + pot: sauces for dunking | Made for dunking.
`)
