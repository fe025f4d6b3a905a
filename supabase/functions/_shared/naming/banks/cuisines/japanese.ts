import { bank } from '../types.ts'

export default bank('japanese food', `
*RollModel | - | roll + role model: sushi rolls to look up to | Rolls worth looking up to.
Misoladle | - | miso + ladle: miso soup ladled hot | Ladled hot, every bowl.
Pinkginger | - | the pink pickled ginger served beside sushi | A slice of ginger between bites.
Noricrisp | sushi hand roll | the crisp nori of a fresh hand roll | Eat it before the nori softens.
Slurpcounter | ramen | the ramen counter where everyone slurps | Slurp loudly. It is polite here.
Coalskewer | izakaya yakitori | chicken skewers grilled over hot coals at the bar | Skewers, cold beer, long table.
Sakecup | izakaya sake | sake + cup: a small cup of sake after work | One more small cup.
Bentostack | bento lunch office | bento + stack: bento boxes stacked for the lunch rush | Lunch, boxed in neat rows.
Katsucrumb | katsu curry | the crisp crumb on a katsu cutlet | Crisp crumb, rich curry.
Udonpull | udon noodle | udon + pull: thick noodles pulled by hand | Thick, chewy, pulled by hand.
*Mochimail | snacks box subscription | mochi + mail: Japanese sweets and snacks by post | A box of Japan, every month.
Wasabi & Rice | - | the two things every sushi plate starts with | Rice first, fish second, care always.
Bambooroll | - | the bamboo mat sushi is rolled on | Rolled on bamboo, cut in front of you.
Sesamebowl | - | a bowl finished with toasted sesame | Toasted sesame on every bowl.
Noodlesteam | - | the steam rising off a fresh bowl of noodles | Straight from the pot to the bowl.
*Use Your Noodle | ramen noodle udon | use your noodle: the smart choice is a bowl of noodles | Think smart, slurp noodles.
*Maki My Day | sushi | maki + make my day: sushi rolls that make your day | Maki rolls that make your day.
*Round & Roll | sushi conveyor | round + rock and roll: sushi rolls going round the belt | Rolls that go round and round.
*Tempura Tantrum | tempura | tempura + temper tantrum: crisp tempura worth making a fuss about | Worth throwing a tantrum for.
*Gyozilla | gyoza dumpling | gyoza + Godzilla: monster plates of crisp gyoza | Monster plates of gyoza.
*Broth & Neon | ramen late night | a bowl of ramen broth under a neon sign at night | Hot broth under the neon.
*Edamame Mia | - | edamame + Mamma Mia: Japanese small plates worth singing about | Salted edamame, and much more.
`)
