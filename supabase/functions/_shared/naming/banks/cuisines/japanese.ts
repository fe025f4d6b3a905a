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
# r10: detail names
Matchawhisk | matcha tea cafe | matcha + whisk: the bamboo whisk that froths matcha | Whisked green, served calm.
Matchacup | matcha tea cafe | matcha + cup: a cup of bright green tea | A bright green cup.
Gyozapan | gyoza dumpling dumplings | gyoza + pan: dumplings fried crisp in the pan | Crisp bottoms, juicy middles.
Twelveseat | omakase counter chef tasting | twelve seats at the chef's counter | Twelve seats. Trust the chef.
Makidash | delivery takeaway | maki + dash: sushi rolls dashed to your door | Rolled, boxed, dashed to you.
Mochimoon | mochi dessert desserts sweets | mochi + moon: the rabbit on the moon pounding mochi | Sweets from the moon rabbit.
Tempurabasket | tempura fried | tempura + basket: a basket of light, crisp tempura | Light batter, loud crunch.
Rollclass | class classes workshop lessons | roll + class: learn to roll sushi | Learn to roll your own.
# r11: detail names
Teppanflip | teppanyaki hibachi griddle | teppan + flip: the chef flipping food on the iron griddle | Dinner with a show.
Shrimpflip | teppanyaki hibachi griddle | the shrimp the chef flips off the griddle | Catch the shrimp.
Sushiloop | conveyor belt kaiten | sushi + loop: sushi plates looping past on the belt | Grab a plate as it passes.
Plateparade | conveyor belt kaiten | a parade of coloured sushi plates on the belt | Count the plates.
Edamamebowl | vegan plant vegetarian tofu plantbased | edamame + bowl: plant-based Japanese bowls | Beans, rice, miso, no meat.
Ramenvan | truck van trailer mobile | ramen + van: hot ramen served from a van | Broth on wheels.
Takoball | takoyaki octopus street streetfood | takoyaki + ball: octopus balls turned on the griddle | Turned hot, eaten hotter.
Osaka Griddle | osaka okonomiyaki takoyaki | the hot griddles of Osaka street food | Osaka, off the griddle.
Brothpot | ramen broth tonkotsu | broth + pot: ramen broth simmered all day | Simmered all day, slurped in minutes.
Sushiboat | platter platters catering party events | the wooden boat sushi is served on for a party | Sushi for the whole table.
Highball & Skewer | izakaya highball whisky yakitori | a highball in one hand, a skewer in the other | After work, before home.
# r12: detail names
Wasabidab | sushi sashimi | a dab of wasabi on fresh sushi | Just a dab, and fresh fish.
Salmon & Shiso | sushi sashimi | salmon and shiso leaf, a sushi pairing | Salmon, shiso, sliced to order.
Bentoknot | bento lunch office | the cloth knot tied around a bento box | Lunch, tied in a knot.
Sake & Skewer | sake izakaya yakitori | a cup of sake and a chicken skewer | One more skewer, one more sake.
Tofu & Tamari | vegan plant vegetarian tofu plantbased | tofu with tamari, a vegan Japanese plate | Japanese food, fully plant-based.
# r13: detail names
Sandocut | sando sandos sandwich sandwiches | the katsu sando cut in half, crusts off | Crusts off, cut in half, still crisp.
Kakigori Cloud | kakigori shaved ice | a cloud of Japanese shaved ice with syrup | Shaved like snow, soaked in syrup.
# r14: detail names
Jade Foam | matcha tea cafe teahouse | the jade-green foam on whisked matcha | Whisked until it turns to jade.
Yatai Cart | truck van trailer mobile cart yatai streetfood | the yatai, Japan's wooden street food cart | Street food from the yatai.
Taiyaki Tail | dessert desserts sweets taiyaki | the tail of a fish-shaped taiyaki cake | Start with the tail.
Hinoki Counter | omakase counter chef tasting | the pale cypress counter of an omakase bar | Sit at the hinoki, trust the chef.
Konbini Crate | snacks snack box boxes subscription konbini | a crate of Japanese convenience-store snacks | A konbini in a crate.
# r16: detail names
Senbei Tin | snacks snack crackers ricecrackers treats | a tin of crunchy senbei rice crackers | Crunch through the whole tin.
Tokyo Postmark | subscription subscriptions box boxes monthly snacks | a snack box that arrives with a Tokyo postmark | Snacks from Tokyo, straight to you.
Onigiri Press | onigiri riceball riceballs | onigiri pressed into triangles and wrapped to go | Pressed into triangles, wrapped to go.
Crimp & Sear | gyoza dumpling dumplings potsticker potstickers | gyoza crimped by hand and seared in the pan | Crimped by hand, seared to order.
Donburi Doorstep | delivery takeaway takeout | donburi rice bowls delivered to your doorstep | Rice bowls to your door.
Soba Scooter | delivery takeaway takeout noodles | soba noodles delivered by scooter, as in Tokyo | Noodles on two wheels.
Shojin Table | vegan plant vegetarian plantbased meatfree | shojin ryori, the plant-based food of Buddhist temples | Temple food, no meat at all.
Tamago Fold | class classes workshop workshops lesson lessons course cooking | learning to fold tamagoyaki, the rolled omelette | Learn the fold, one layer at a time.
Pleat School | class classes workshop workshops lesson lessons course cooking gyoza | a class in pleating gyoza by hand | Pleat your own gyoza.
# r17: detail names
Hundred Yen Haul | snacks snack box boxes subscription subscriptions monthly candy sweets haul | a haul of snacks from a Tokyo hundred-yen shop | A Tokyo snack haul, every month.
Wagyu & Tongs | yakiniku bbq barbecue grill wagyu beef tabletop | wagyu grilled yourself with tongs at a tabletop grill | Grab the tongs, grill your wagyu.
Robata Paddle | robata robatayaki grill grilled charcoal counter | at a robata bar the cook hands food over on a long wooden paddle | Grilled on coals, passed on the paddle.
Platform Bento | bento ekiben lunch takeaway takeout train station | ekiben, the bento sold on Japanese station platforms for the train ride | A station-platform bento, without the train.
`)
