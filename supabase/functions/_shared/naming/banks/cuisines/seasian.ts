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
`)
