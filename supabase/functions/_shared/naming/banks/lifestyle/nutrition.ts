import { bank } from '../types.ts'

export default bank('nutrition', `
Grainbow | - | grain + rainbow: a plate of every colour | Every colour on the plate.
Peasful | - | peas + peaceful: calm about food | Make peace with your plate.
Beetbox | - | beet + beatbox: eating with a rhythm | Eat to your own beat.
Halfgreen | - | half of every plate green | Half the plate green.
Forkwise | - | wise about what goes on the fork | Wiser with every forkful.
Labelwise | - | knowing how to read food labels | We read the labels with you.
*Pantry Reset | - | a pantry cleared out and restocked | Clear the shelves, start fresh.
Plateplan | meal plans plan planning | a plan for every plate | A plan for every plate.
*Gutgarden | gut digestion bloating | the garden of good bacteria in your gut | Feed the good bugs.
Fuelplate | sports athlete athletes performance | a plate that fuels training | Fuel for the next session.
Lunchtin | family kids children school | the lunch tin packed right | Lunchboxes they actually finish.
Beltnotch | weight loss | one notch tighter on the belt | One notch at a time.
Bumpbowl | pregnancy prenatal fertility | meals for the bump | Eating well for two.
Steadysugar | diabetes sugar | steady blood sugar through the day | Steady sugar, steady days.
`)
