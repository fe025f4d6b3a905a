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
*Pho Sho | pho vietnamese | pho + for sure: the bowl of pho you can count on | A bowl of pho, fo sho.
*Banh Mi Up | banh mi vietnamese sandwich | banh mi + beam me up: the crackly Vietnamese sandwich | Crackly roll, beam me up.
*Thai Breaker | pad thai thai | Thai + tie-breaker: the dish that settles what's for dinner | When nobody can decide, Thai.
*Curry Me Home | thai curry coconut | curry + carry me home: coconut curry that feels like home | Coconut curry that tastes like home.
*Relaksa | laksa malaysian | laksa + relax: a slow bowl of spicy coconut noodle soup | Sit down, relaksa, slurp.
*Adobo Abode | filipino adobo | adobo + abode: Filipino home cooking from a family kitchen | Filipino cooking, like at home.
*Wok This Way | - | wok + Walk This Way: follow the sizzle of the wok | Follow the sizzle.
*Spring Roll Call | - | spring roll + roll call: everyone answers for crisp spring rolls | Everyone is here for spring rolls.
*Rice & Shine | breakfast lunch takeaway | rice + rise and shine: rice bowls from early morning | Rice bowls from first light.
`)
