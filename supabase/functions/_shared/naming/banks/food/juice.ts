import { bank } from '../types.ts'

export default bank('juice', `
Slowpress | cold pressed raw coldpressed | slow + press: juice pressed slowly, cold | Pressed slow, served cold.
*Gingerjolt | shot ginger wellness immunity | ginger + jolt: a fiery ginger shot | One shot, full jolt.
Zingshot | shot ginger wellness | zing + shot: a shot with zing | Zing in one gulp.
Repshake | gym fitness protein athlete sport | rep + shake: a shake after the last rep | After the last rep.
*Mileberry | gym fitness running runner | mile + berry: berry smoothies for runners | Fuel for the next mile.
Surfstraw | beach surf summer | surf + straw: juice after the surf | Paddle in, sip up.
Bottlerun | delivery subscription office deliver delivered subscriptions weekly | bottle + run: fresh bottles delivered on a weekly run | Fresh bottles, every run.
Wonkyjuice | eco zero waste sustainable rescued zerowaste ecofriendly | wonky + juice: juice from wonky fruit shops reject | Wonky fruit, perfect juice.
Citruscart | market cart stall event | citrus + cart: fresh citrus squeezed from a cart | Squeezed while you wait.
Canecart | market cart stall street | cane + cart: fresh sugar-cane juice from a cart | Pressed fresh on the street.
Wigglestraw | kids family school | wiggle + straw: juice kids love | Wiggle, sip, grin.
Kaleyard | organic farm eco local | kale + yard: vegetables grown in our own yard | Grown in the yard, pressed at the bar.
# r10: detail names
Acaispoon | acai bowl bowls granola | acai + spoon: acai bowls eaten by the spoon | Grab a spoon.
Sixbottle | cleanse detox reset | six + bottle: a day's juice cleanse in six bottles | Six bottles, one fresh start.
Stalkpress | celery greens kale spinach | stalk + press: celery and greens pressed whole | Pressed green, stalk and all.
Husksip | coconut tropical island | husk + sip: coconut water sipped straight from the husk | Straw in, husk on.
Fuzzshot | hangover hangovers | fuzz + shot: a shot for a fuzzy morning head | For the morning after.
# r11: detail names
Stretch & Sip | yoga pilates stretch stretching | stretch + sip: juice after the yoga class | Stretch first, then sip.
Dawnpress | breakfast morning commuter commuters | dawn + press: juice pressed at dawn for the morning rush | Pressed at dawn, gone by nine.
Zestjug | lemonade lemon lemons | zest + jug: fresh lemonade by the jug | Squeezed by the jugful.
Mangoslurp | mango mangoes pineapple tropical | mango + slurp: thick mango smoothies | Slurp the mango.
Umbrellasip | mocktail mocktails alcoholfree sober | cocktail umbrella + sip: mocktails made from fresh juice | Umbrella in, alcohol out.
Beetsprint | beetroot beet athlete athletes endurance triathlon cyclists | beet + sprint: beetroot juice before the race | Beetroot before the race.
# r13: detail names
Blitzcup | smoothie smoothies blend blended blender | blitz + cup: whole fruit blitzed into a smoothie | Blitzed thick, poured to the brim.
Pipsqueeze | orange oranges orangejuice | pip + squeeze: oranges squeezed fresh, pips and all caught | Squeezed while you watch.
Gutfizz | kombucha kefir probiotic probiotics gut fermented | gut + fizz: fizzy fermented drinks for a happy gut | Fizz your gut will thank you for.
# r14: detail names
Fridgedrop | delivery delivered deliver subscription weekly doorstep | fridge + drop: fresh bottles dropped off to fill your fridge | Your fridge, restocked weekly.
Muddyroot | organic farm farmgrown | muddy + root: organic carrots and beets still muddy when they arrive | Muddy at dawn, juiced by noon.
Tonguefire | shot shots ginger turmeric immunity | tongue + fire: a ginger shot that lights up your tongue | One gulp, then fire.
`)
