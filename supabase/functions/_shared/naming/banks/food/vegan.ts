import { bank } from '../types.ts'

export default bank('vegan food', `
Sproutfork | - | sprout + fork: a fork full of greens at a plant-only kitchen | Greens on every fork.
Carrot & Clove | - | carrots and cloves: vegetables and spices, nothing from an animal | Vegetables first, spice always.
Lentil Ladle | - | a ladle of lentil stew | A ladle of lentils, hot and thick.
Radish & Rye | - | radishes and rye bread: simple plant cooking | Radishes, rye and a full plate.
Greasy Greens | junk junkfood fastfood comfort fries dirty | vegan junk food: greens, but greasy | Vegan, but not the salad kind.
Bean Crate | delivery mealprep meal prep subscription box weekly | a crate of bean and grain meals delivered weekly | A week of plants in one crate.
Collard & Cornbread | soul southern comfort bbq | collard greens and cornbread, no meat | Soul food, all from the soil.
Wok & Tamari | asian chinese thai stirfry wok | vegetables tossed in a wok with tamari | Tossed hot in tamari.
Dal & Dosa | indian southindian dosa curry | dal and dosa: South Indian food, plant-based | Crisp dosa, thick dal, no dairy.
Seven Roots | fine dining finedining tasting menu restaurant | a tasting menu built from seven roots | Seven courses, all from the ground.
Peel & Stem | zerowaste zero waste eco sustainable nowaste | cooking with the peel and the stem too | Peel, stem and all: nothing wasted.
Yolkless | breakfast brunch egg eggs eggless | breakfast without a single yolk | A full breakfast, no yolks involved.
`)
