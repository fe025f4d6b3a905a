import { bank } from '../types.ts'

export default bank('yoga', `
Breathbarn | - | a plain, warm room to come and breathe | Come in, breathe out.
Sweatlotus | hot heated | the lotus seat, in a hot room | Sit in lotus, sweat it out.
Corespring | pilates | core strength + the springs of the reformer | Springs loaded, core switched on.
Reformery | pilates | the reformer + -ery: a room full of reformers | A reformer for everyone.
Stillbell | meditation sound | the singing bowl rung, then stillness | The bell rings, the mind settles.
Wriggletree | kids child | tree pose for wriggly kids | Wiggles welcome.
Froggylegs | kids child | frog pose, jumped and held by small legs | Little legs, big stretches.
Bumpflow | prenatal pregnancy | a gentle flow for a growing bump | Gentle flow for growing bumps.
Ninemoons | prenatal pregnancy | nine moons: the months of pregnancy | Yoga for all nine moons.
Shorebend | beach outdoor coastal | bending by the shore, by the sea | Salt air, long stretch.
Sandlotus | beach outdoor coastal | a lotus seat on the sand | Bare feet, warm sand, slow breath.
Stillacre | retreat rural | an acre of stillness | An acre of quiet.
Bolsterbarn | retreat rural | bolsters in a barn: a country retreat | Bolsters, a barn and a quiet week.
Meadowhush | retreat rural | the hush of a meadow at a country retreat | Yoga in the long grass.
Chairbend | senior elderly chair | yoga from a chair for older bodies | Flow from your chair.
Desklimber | office corporate work | limber again after a day at the desk | Unknot the desk day.
Lunchbreath | office corporate work | a lunchtime class to breathe at work | Half an hour, back to work lighter.
Moonsalute | evening night sleep | moon salutations, the slow evening sequence | Evening flow under the moon.
Loungemat | online live | a mat in your lounge, class on screen | The class comes to your lounge.
Couchwarrior | online live | warrior pose, from next to your couch | Warrior pose, living-room edition.
`)
