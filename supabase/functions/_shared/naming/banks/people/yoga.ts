import { bank } from '../types.ts'

export default bank('yoga', `
Breathbarn | - | a plain, warm room to come and breathe | Come in, breathe out.
Corespring | pilates | core strength + the springs of the reformer | Springs loaded, core switched on.
Stillbell | meditation sound | the singing bowl rung, then stillness | The bell rings, the mind settles.
Wriggletree | kids child | tree pose for wriggly kids | Wiggles welcome.
*Bumpflow | prenatal pregnancy pregnant antenatal maternity | a gentle flow for a growing bump | Gentle flow for growing bumps.
Ninemoons | prenatal pregnancy pregnant antenatal maternity | nine moons: the months of pregnancy | Yoga for all nine moons.
Sandlotus | beach outdoor coastal | a lotus seat on the sand | Bare feet, warm sand, slow breath.
Stillacre | retreat rural | an acre of stillness | An acre of quiet.
Bolsterbarn | retreat rural | bolsters in a barn: a country retreat | Bolsters, a barn and a quiet week.
Chairbend | senior elderly chair | yoga from a chair for older bodies | Flow from your chair.
Desklimber | office corporate work | limber again after a day at the desk | Unknot the desk day.
Moonsalute | evening night sleep | moon salutations, the slow evening sequence | Evening flow under the moon.
Loungemat | online live | a mat in your lounge, class on screen | The class comes to your lounge.
*Couchwarrior | online live | warrior pose, from next to your couch | Warrior pose, living-room edition.
# r10: detail names
Mat & Muslin | postnatal mum mums baby | a yoga mat and a muslin: classes with baby | Bring the baby, bring the muslin.
Blokebend | men man male | bends for blokes | Yoga for stiff blokes.
Goatpose | goat goats farm animal | yoga with goats wandering the mats | Downward dog, with goats.
Paddlepose | paddleboard sup paddle lake | poses on a paddleboard | Find your balance on the water.
Sweatsalute | vinyasa power ashtanga dynamic | sun salutes that make you sweat | Salute the sun, break a sweat.
Matmentor | teacher ttc certification | a mentor for new teachers on the mat | Become the teacher on the front mat.
Fourcount | breathwork breath pranayama | the four-count breath | Breathe in for four.
# r11: detail names
Heatbend | hot heated bikram | bending in the heat | Warm room, deep stretch.
Towel & Mat | hot heated bikram sweat | a towel over the mat for hot yoga | Bring a towel, you'll need it.
Silksling | aerial hammock silks antigravity | a silk sling hung from the ceiling | Fly a little.
Blanketfold | yin restorative nidra | folded blankets for restorative yoga | Fold in, let go.
Toetouch | beginner beginners stiff inflexible | touching your toes, at last | Touch your toes, one day soon.
Stride & Stretch | runner runners running athlete athletes | a stretch after the stride | Stretches made for runners.
Springs & Straps | reformer | the springs and straps of a reformer | Reformer classes, springs loaded.
Tiptoe Barre | barre ballet | on tiptoe at the barre | Barre classes, on tiptoe.
Longexhale | anxiety stress trauma | a long exhale that calms you | Breathe out longer.
Rooftop Salute | rooftop city urban | a sun salute on a city rooftop | Salute the sun above the city.
Bowl & Gong | soundbath gong gongs bowl bowls | the singing bowls and gongs of a sound bath | Lie back and let it ring.
Lionbreath | kids child children | lion's breath: the roaring pose kids love | Roar like a lion.
# r12: detail names
Block & Strap | beginner beginners stiff | the blocks and straps beginners use | Props for every body.
Onemat | private oneonone personal | one mat, one teacher: private yoga | One mat, one teacher.
Parkmat | outdoor park | a mat rolled out in the park | Roll out in the park.
Slowsalute | gentle senior elderly older | a slow sun salute for older bodies | Salute the sun, slowly.
Buggyflow | postnatal mum mums mom moms baby | yoga with the buggy parked by the mat | Buggy parked, mum stretched.
Lunchmat | office corporate work lunch | yoga in the lunch break at work | Stretch out your lunch break.
# r13: detail names
Twinflight | acro acroyoga partner partners couple couples | two bodies flying together in acro yoga | Fly with a partner.
Pawmat | dog dogs puppy doga | a mat shared with a paw | Downward dog, with your dog.
Wheelflow | wheelchair adaptive disabled disability | a yoga flow done from the wheelchair | Yoga for every body, every chair.
Mat & Mimosa | brunch hangover | yoga first, then mimosas at brunch | Stretch first, brunch after.
# r14: detail names
Pyjama Flow | online live virtual zoom streaming | a class you can do in your pyjamas | Class starts. Pyjamas fine.
Silent Porridge | retreat retreats getaway | the porridge eaten in silence on a yoga retreat | Wake, stretch, eat in silence.
Hamstring Club | men man male mens | for men with the tightest hamstrings | Tight hamstrings welcome.
Shoulders Down | anxiety anxious stress stressed trauma | the cue to drop your shoulders from your ears | Drop your shoulders. Breathe.
# r16: detail names
Firstkick | prenatal pregnancy pregnant antenatal maternity expecting | the baby's first kick felt during a class | Breathe with baby's first kicks.
Rockabye Yoga | postnatal postpartum mum mums mom moms mother mothers newborn baby | rock-a-bye: mums rock their babies between poses | Rock the baby, stretch the back.
Frog & Flamingo | kids kid child children toddler toddlers | frog and flamingo: the animal poses kids love most | Hop like a frog, stand like a flamingo.
Cubicle Cobra | office offices corporate work workplace employees staff | cobra pose done beside the cubicle | Lift your chest off the keyboard.
Surf & Savasana | beach beaches coastal seaside surf surfers surfing | a surf in the morning, savasana on the sand after | Catch a wave, then lie still.
# r17: detail names
No Kidding Yoga | goat goats goatyoga kid kids animal animals | baby goats are called kids: yoga with real ones | Real goats. No kidding.
Piglet Pose | pig pigs piglet piglets animal animals farm | yoga with piglets trotting between poses | Downward dog, with piglets.
Alpaca Asana | alpaca alpacas llama llamas animal animals farm | yoga on the field with alpacas looking on | Stretch while the alpacas watch.
Haybale Flow | farm farms outdoor outdoors rural countryside field | yoga among the hay bales on a farm | Mats down between the bales.
`)
