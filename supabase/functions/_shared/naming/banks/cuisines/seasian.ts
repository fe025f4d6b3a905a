import { bank } from '../types.ts'

export default bank('southeast asian food', `
*SatayAwhile | - | satay + stay a while: pull up a stool and stay | Pull up a stool and stay a while.
*PhoReal | pho vietnamese | pho + for real: the real bowl of pho | The real bowl, for real.
Hawkerwok | hawker malaysian singapore | the roaring wok of a hawker stall | Every stall, one roaring wok.
*Moonwok | night market late | a wok fired up under the moon at the night market | Hot woks after dark.
Wokflare | - | the burst of flame from a hot wok | Cooked in the flare of the wok.
Limeleaf | - | the fragrant lime leaf in every curry and soup | Sour, sweet, salty, hot.
Sambaljar | malaysian indonesian sambal | the jar of chilli sambal on every table | A spoon of sambal with everything.
Adobopot | filipino adobo | the pot of adobo simmering all day | Simmered slow, the family way.
Ubeswirl | filipino ube dessert | the purple swirl of ube in Filipino sweets | Purple, sweet, and proudly Filipino.
Lumpiaroll | filipino lumpia | lumpia + roll: crisp Filipino spring rolls | Rolled thin, fried crisp.
Noodlepull | noodle bar noodles | noodle + pull: noodles lifted with chopsticks | Lift, slurp, repeat.
Riceboat | lunch takeaway | rice + boat: rice and curry in a takeaway boat | Rice and curry, ready to go.
*Wokabout | - | wok + walkabout: a wander round the woks of Southeast Asia | A wander round the woks.
Limewok | - | lime + wok: noodles tossed in the wok and finished with lime | Tossed hot, finished with lime.
# r10: detail names
Tuktukwok | thai bangkok | tuk tuk + wok: Bangkok street cooking | Bangkok, straight from the wok.
Bangkok Basil | thai bangkok | the holy basil of a Bangkok stir-fry | Basil, chilli, fire.
Stickymango | thai mango dessert desserts | sticky rice with mango | Sticky rice, sweet mango.
Baguette & Chilli | banh baguette sandwich sandwiches | the crusty baguette and fresh chilli of a banh mi | Crusty, pickled, hot.
Laksaladle | laksa curry coconut | laksa + ladle: coconut noodle soup ladled hot | A ladle of laksa.
Wokwagon | truck van trailer mobile | wok + wagon: a wok fired up on a street wagon | The wok on wheels.
Tofuwok | vegan plant vegetarian tofu plantbased | tofu + wok: tofu tossed in the wok | Tossed hot, all plants.
Rendangpot | indonesian rendang | rendang + pot: beef rendang slow cooked | Slow cooked until dark.
# r11: detail names
Saigon Drip | vietnamese coffee saigon hanoi | the slow drip of Saigon coffee over condensed milk | Slow drip, sweet milk.
Anisebowl | pho vietnamese broth | anise + bowl: star anise in a bowl of pho | Star anise, simmered overnight.
Peanut & Lime | padthai thai peanut | the crushed peanuts and lime on a pad thai | Crushed peanuts, a squeeze of lime.
Tealeafbowl | burmese myanmar | tea leaf + bowl: Burmese tea leaf salad | Burma's famous salad, in a bowl.
Lechonspit | filipino lechon pig hog roast | lechon + spit: a whole pig roasting Filipino style | Crisp skin, Filipino feast.
Mortar & Wok | class classes workshop lessons cookery | the mortar for curry paste and the wok to cook it | Pound it, toss it, eat it.
Sataytray | catering events party platter platters | satay + tray: satay skewers by the tray | Skewers by the tray.
Mekong Pot | cambodian lao laos khmer mekong | a pot of food from the lands along the Mekong | Cooking from the Mekong.
# r12: detail names
Wokdrop | delivery takeaway | wok + drop: wok dishes dropped at your door | Straight from the wok to your door.
Krapow | thai basil | pad kra pao: Thai holy basil stir-fry | Holy basil, fried egg, rice.
Kaya & Kopi | singapore singaporean malaysian breakfast coffee | kaya toast and kopi coffee, the Singapore breakfast | Kaya toast and a strong kopi.
Tempehpan | vegan plant vegetarian tempeh indonesian plantbased | tempeh fried in a pan, Indonesian style | Tempeh, sambal, rice.
Massaman Pot | curry thai massaman | a pot of mild, peanutty massaman curry | Slow-cooked massaman, potatoes and all.
# r13: detail names
Longtail Wok | beach seaside coastal island islands | the longtail boats of Thai beaches and a wok on the sand | Island cooking, beach side.
Nasileaf | nasi lemak malaysian malay | nasi + leaf: nasi lemak wrapped in banana leaf | Unwrap the leaf, coconut rice inside.
Steamboat Table | hotpot steamboat shabu | a bubbling steamboat hotpot in the middle of the table | Dip, cook, share.
# r14: detail names
Neon Hawker | night market late latenight | a hawker stall lit in neon at the night market | Woks fire up when the neon does.
Banh Mi Bus | banh banhmi vietnamese | banh mi sandwiches served from a bus | Banh mi, all aboard.
Pandan Cloud | dessert desserts pandan cake cakes sweets | a light green cloud of pandan chiffon cake | Green, light, smells of pandan.
`)
