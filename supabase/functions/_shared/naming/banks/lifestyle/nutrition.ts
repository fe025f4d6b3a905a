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
# r10: detail names
Kale & Lentil | vegan plant plantbased vegetarian | kale and lentils: a plant-based plate | Plants on the plate, protein sorted.
Chickpeak | vegan plant plantbased vegetarian | chickpea + peak: plant power at its best | Plant power, at its peak.
Gluten Sleuth | gluten coeliac celiac allergy allergies intolerance | we sleuth out the hidden gluten | We find the gluten so you don't.
Wheatless Week | gluten coeliac celiac wheat intolerance | a week of meals planned without wheat | A week without wheat, planned.
Oatpulse | heart cholesterol pressure cardiac | oats + pulse: eating for a steadier heart | Oats in, pulse steady.
Fork & Pause | mindful intuitive binge emotional disorder | a pause between forkfuls | Pause, taste, enjoy.
Barbell Bowl | gym muscle strength protein bodybuilding lifting | a bowl that feeds the barbell work | Eat for the next lift.
Bib & Beaker | baby babies weaning toddler infant | the bib and the first beaker | First tastes, fewer battles.
Highchair Bowl | baby babies weaning toddler infant | the bowl on the highchair tray | Happy highchair, clean bowl.
Canteen Plate | workplace corporate office employees | a better plate at the work canteen | Better lunches at every desk.
# r11: detail names
Fussy Fork | picky fussy eaters eater toddler toddlers | a fork for fussy eaters | Fewer battles at the table.
Sneaky Greens | picky fussy eaters kids children | greens snuck into meals kids love | Greens they never notice.
Flaxplate | menopause perimenopause hormones hormonal midlife | flaxseed on the plate, eaten for hormone balance | Eat well through the change.
Moonplate | period periods pcos menstrual hormones | a plate that follows your monthly cycle | Eat in step with your cycle.
Silverfork | elderly seniors older ageing aging retired | a fork for silver-haired diners | Eating well in later years.
Lettuce Bun | keto lowcarb carb carbs ketogenic | the lettuce leaf swapped in for the bun | Swap the bun, keep the burger.
Pasta & Pace | running runner runners marathon endurance triathlon | carb-loading pasta and race pace | Fuel the miles, keep the pace.
Ramen Rescue | student students university uni budget | cheap student noodles, rescued into real meals | Student meals, sorted.
# r12: detail names
Plantplate | vegan plant plantbased vegetarian | a plate built from plants | A full plate, all plants.
Fuelbox | sports athlete athletes performance | the fuel an athlete packs for training | Eat like you train.
Lunchbox Lab | kids children school family | packed lunches worked out for school kids | Lunchboxes they'll actually empty.
Sugarsteady | diabetes sugar prediabetes | keeping blood sugar steady | Steady sugar, steady days.
Bumpbites | pregnancy prenatal pregnant bump | small snacks for a growing bump | Good food for two.
Mealmap | meal plans plan planning | a map of your week's meals | Know what's for dinner all week.
# r13: detail names
Kibble Check | dog dogs cat cats pet pets puppy puppies canine | checking what really goes into the kibble | Better bowls for dogs and cats.
Milky Oats | postnatal postpartum breastfeeding newborn newmum | the oats new mums eat between night feeds | Eating well through the night feeds.
Fridge Tour | online virtual remote video zoom | the tour of your own fridge on a video call | Open the fridge, we'll take it from there.
# r14: detail names
Old Jeans Plan | weight loss weightloss slimming lose losing | eating to fit back into your old jeans | Back into the old jeans.
Krautjar | gut digestion digestive bloating ibs microbiome | a jar of sauerkraut feeding the good gut bugs | A forkful of kraut for a calmer gut.
Craving Kitchen | pregnancy prenatal pregnant bump expecting | good food that still answers pregnancy cravings | Feed the cravings, feed the bump.
Saltswap | heart cholesterol pressure bloodpressure cardiac | swapping the salt shaker for herbs | Swap the salt, keep the taste.
Scoop & Shaker | gym muscle strength protein bodybuilding lifting bulking | the protein scoop and the shaker bottle | More than a shake: meals that build.
`)
