import { bank } from '../types.ts'

export default bank('sauces', `
Bigdollop | - | big + dollop: sauce served by the big dollop | Never just a little.
Zingdash | - | zing + dash: a dash of zing for any dish | A dash of zing.
Tangjar | - | tang + jar: a jar full of tang | Tang in a jar.
Punchspoon | - | punch + spoon: sauces that pack a punch | A spoonful of punch.
Sizzledrop | - | sizzle + drop: a drop that makes food sizzle | One drop, all sizzle.
Happydip | - | happy + dip: dips that make food happy | Dip happy.
Fondrelish | - | fond + relish: the relish you grow fond of | A relish to be fond of.
Merrydrizzle | - | merry + drizzle: a cheerful drizzle over dinner | Drizzle merrily.
Scovillain | hot chilli | Scoville + villain: a wickedly hot sauce | The villain of the Scoville scale.
Habanerow | hot chilli | habanero + row: rows of homegrown habaneros | Grown in rows, bottled hot.
Daredrop | hot chilli | dare + drop: the drop you dare to try | Dare you.
Tadkapan | curry indian | the tadka pan where whole spices hit hot oil | Spices in hot oil.
Masalajar | curry indian | masala + jar: curry sauces in jars | Masala, ready in a jar.
Currykind | curry indian | curry + kind: gentle, homely curry sauces | Curry, made kindly.
Bubblebrine | pickle ferment kimchi | bubble + brine: the bubbles of a live ferment | Alive and bubbling.
Funkjar | pickle ferment kimchi | funk + jar: funky ferments | Get funky.
Slowsour | pickle ferment kimchi | slow + sour: pickles soured slowly | Soured slowly.
Hickorydrip | bbq smoke rub | hickory + drip: smoky barbecue sauces | Hickory in every drip.
Smokedollop | bbq smoke | smoke + dollop: a smoky dollop for the grill | A dollop of smoke.
Pitglaze | bbq smoke | pit + glaze: barbecue glaze for the pit | Glazed at the pit.
Samplespoon | market farmer | sample + spoon: try a spoon at the stall | Try a spoonful first.
Chutneystall | market farmer | chutney + stall: homemade chutney at the market | Find us at the stall.
Stalljar | market farmer | stall + jar: jars from the market stall | From our stall to your shelf.
Heatflight | gift tasting box | heat + flight: a tasting flight of hot sauces | A flight of heat.
Trioheat | gift box | trio + heat: a gift trio of hot sauces | Three levels of heat.
Sauceparcel | gift subscription box | sauce + parcel: sauces by post | A parcel of sauces.
Salsasmile | mexican salsa | salsa + smile: fresh salsa that makes you smile | Salsa with a smile.
Limejolt | mexican salsa | lime + jolt: zesty salsas with a jolt | A jolt of lime.
Verdepot | mexican salsa | verde + pot: green salsa | Green and fresh.
Tinglejar | asian chilli oil sichuan | tingle + jar: Sichuan chilli oil that tingles | Feel the tingle.
Crunchoil | asian chilli oil crisp | crunch + oil: crispy chilli oil | Crunch in every spoon.
Umamidash | asian soy umami | umami + dash: a dash of savoury depth | A dash of umami.
Mildkick | mild kids family | mild + kick: a gentle kick for all the family | Just a little kick.
Tinydip | mild kids family | tiny + dip: dips for little ones | Dips for small hands.
Softspice | mild kids family | soft + spice: softly spiced sauces | Spice, softly.
Dunkpot | condiment ketchup burger | dunk + pot: sauces for dunking | Made for dunking.
Chipdip | condiment ketchup burger | chip + dip: dips for chips | Every chip needs a dip.
Squeezegrin | condiment ketchup burger | squeeze + grin: squeezy sauces for the table | Squeeze on a grin.
`)
