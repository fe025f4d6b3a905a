import { bank } from '../types.ts'

export default bank('yoga', `
Spinewise | - | spine + wise: yoga that knows your back | Kind to your spine.
Stretchwell | - | a good stretch, done well | Stretch well, live loose.
Breathbarn | - | a plain, warm room to come and breathe | Come in, breathe out.
Calmhall | - | a calm hall away from the noise | Leave the noise at the door.
Looselimb | - | loose limbs after a good class | Leave with loose limbs.
Slowsun | - | slow sun salutations, no rush | Slow down, greet the day.
Steadyroot | - | rooted and steady, pose by pose | Root down, stand steady.
Kindspine | - | a practice that is kind to the back | Kind stretches for tight backs.
Earlyease | - | ease found early in the day | Find your ease early.
WarmFlow | hot heated | a warm room and a flowing class | Warm room, slow flow.
Heatmat | hot heated | a mat in a heated room | Heat, sweat, stretch.
Sweatlotus | hot heated | the lotus seat, in a hot room | Sit in lotus, sweat it out.
Corespring | pilates | core strength + the springs of the reformer | Springs loaded, core switched on.
Reformery | pilates | the reformer + -ery: a room full of reformers | A reformer for everyone.
Coreloft | pilates | a loft studio for core work | Core work, high above the street.
Stillbell | meditation sound | the singing bowl rung, then stillness | The bell rings, the mind settles.
Quietseat | meditation | a quiet seat for meditation | Take a quiet seat.
Mindseat | meditation mindfulness | a seat for the mind as well as the body | A seat for the mind.
Wriggletree | kids child | tree pose for wriggly kids | Wiggles welcome.
Froggylegs | kids child | frog pose, jumped and held by small legs | Little legs, big stretches.
Tinytree | kids child | tree pose for tiny yogis | Tiny trees, standing tall.
Bumpflow | prenatal pregnancy | a gentle flow for a growing bump | Gentle flow for growing bumps.
Ninemoons | prenatal pregnancy | nine moons: the months of pregnancy | Yoga for all nine moons.
Mamastretch | prenatal pregnancy postnatal mum | stretches for mums before and after birth | Stretch for two.
Shorebend | beach outdoor coastal | bending by the shore, by the sea | Salt air, long stretch.
Dawnsalute | beach outdoor morning | sun salutations at dawn | Salute the sun, first thing.
Sandlotus | beach outdoor coastal | a lotus seat on the sand | Bare feet, warm sand, slow breath.
Stillacre | retreat rural | an acre of stillness | An acre of quiet.
Bolsterbarn | retreat rural | bolsters in a barn: a country retreat | Bolsters, a barn and a quiet week.
Meadowhush | retreat rural | the hush of a meadow at a country retreat | Yoga in the long grass.
Firstpose | beginner | a first class for new students | Your first pose, gently.
Easystart | beginner | an easy start for stiff beginners | No splits required.
Stiffstart | beginner men | a start for the stiff and the unsure | Stiff is where everyone starts.
Chairbend | senior elderly chair | yoga from a chair for older bodies | Flow from your chair.
Silverlimb | senior elderly | supple limbs in silver years | Supple in your silver years.
Desklimber | office corporate work | limber again after a day at the desk | Unknot the desk day.
Lunchbreath | office corporate work | a lunchtime class to breathe at work | Half an hour, back to work lighter.
Moonsalute | evening night sleep | moon salutations, the slow evening sequence | Evening flow under the moon.
Duskease | evening night sleep | a slow class at dusk before bed | Unwind at dusk, sleep by ten.
Loungemat | online live | a mat in your lounge, class on screen | The class comes to your lounge.
Couchwarrior | online live | warrior pose, from next to your couch | Warrior pose, living-room edition.
Bropose | men | yoga for men who cannot touch their toes | Tight hamstrings welcome.
Stiffblokes | men | yoga for stiff blokes | Stiff blokes welcome.
Gentlejoint | senior elderly | gentle yoga for older joints | Gentle on every joint.
Cubiclecalm | office corporate work | calm brought to the cubicle | Calm, right at your desk.
Lowlampyoga | evening night sleep | yoga by low lamplight before bed | Lamps low, shoulders lower.
Wifiwarrior | online live | warrior pose over the wifi | Warrior pose, wherever you are.
`)
