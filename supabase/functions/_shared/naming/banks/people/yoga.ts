import { bank } from '../types.ts'

export default bank('yoga', `
WarriorTwo | - | warrior two, the pose every class comes back to | Strong legs, steady breath.
FortyDegrees | hot heated | the forty-degree room of a hot yoga class | Forty degrees of good sweat.
Corkblock | - | the cork block under every student's hand | A block for every pose.
Footbar | pilates | the footbar of a pilates reformer | Press the footbar, feel the core.
Sitwell | meditation | sit + well: meditation made comfortable | Sit well, breathe easy.
HipOpener | - | the hip opener every desk-bound body needs | Open hips, easy days.
Firebreath | hot heated kundalini | breath of fire, the fast heated breath | Breathe fire, leave lighter.
Stickymat | - | the sticky mat that stops you slipping | Grip the mat, hold the pose.
Reformery | pilates | the reformer + -ery: a room full of reformers | A reformer for everyone.
CatCow | kids child | cat-cow, the pose kids love to moo and purr in | Purr, moo, stretch.
Oceanbreath | beach outdoor | ocean breath, the ujjayi breath that sounds like waves | Breathe like the tide.
ForwardFold | - | the forward fold that releases a long day | Fold forward, let go.
Bumpflow | prenatal pregnancy | a gentle flow for a growing bump | Gentle flow for growing bumps.
Zafu | meditation | the zafu, the round meditation cushion | Take a cushion, take a breath.
Springset | pilates | the set of springs on a reformer | Set the springs, find the strength.
Froglegs | kids child | frog pose, jumped and held by small legs | Little legs, big stretches.
Bolsterbarn | retreat rural | bolsters in a barn: a country retreat | Bolsters, a barn and a quiet week.
LastPose | - | the last pose, lying still at the end of class | Stay for the last pose.
Birthball | prenatal pregnancy | the birth ball used in pregnancy yoga | Ready for the birth ball.
WarmFlow | hot heated | a warm room and a flowing class | Warm room, slow flow.
Bellbowl | meditation sound | the singing bowl rung to begin and end | The bell rings, the mind settles.
Wigglemat | kids child | a mat for wriggly kids | Wiggles welcome.
Saltstretch | beach outdoor | stretching by the sea, salt on the air | Salt air, long stretch.
Stillacre | retreat rural | an acre of stillness | An acre of quiet.
EasyPose | beginner | easy pose, the cross-legged seat beginners start in | Everyone starts in easy pose.
Ninemoons | prenatal pregnancy | nine moons: the months of pregnancy | Yoga for all nine moons.
Dawnsalute | beach outdoor morning | sun salutations at dawn | Salute the sun, first thing.
LongExhale | retreat | the long exhale that lets the day go | A long exhale away from it all.
Spinewise | - | spine + wise: yoga that knows your back | Kind to your spine.
Crowlift | - | the lift into crow pose | The day you lift into crow.
Corespring | pilates | core strength + the springs of the reformer | Springs loaded, core switched on.
Moonsalute | evening night | moon salutations, the slow evening sequence | Evening flow under the moon.
`)
