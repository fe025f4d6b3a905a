import { bank } from '../types.ts'

export default bank('martial arts', `
Breakfall | - | the breakfall: the first thing taught on the mat, how to land safely | Learn to fall before you learn to throw.
Mittwork | - | focus mitts held up by a coach for fast combinations | Jab, cross, hook, on the mitts.
Tinytatami | kid child junior | tatami mats for tiny students | Big lessons on tiny mats.
Pandakick | kid child junior | a panda's kick, cute but strong | Cute kicks, real skills.
Cubstripe | kid child junior | a stripe on a cub's belt | Every cub earns a stripe.
*Shoutfirst | selfdefence self-defence women safety woman female ladies | shout first: the first rule of self-defence | Use your voice first.
Safestride | selfdefence self-defence women safety woman female ladies | walking home with a safe stride | Walk home confident.
Tapwise | bjj jiujitsu grappling | wise enough to tap and learn | Tap, learn, roll again.
*Boardsnap | karate taekwondo | the snap of a board breaking | Hear the board snap.
Shinsteel | kickboxing muaythai thai | shins hardened like steel | Shins of steel.
Latebelt | adult beginner fitness | a belt earned later in life | Never too late for a belt.
Firstbow | adult beginner | the first bow at your first class | Your first class starts here.
Groundgrit | mma cage grappling | grit on the ground | Grit on the ground.
Tallstance | teen confidence bullying | standing tall in your stance | Stand tall.
Slowpalm | taichi tai chi kungfu senior qigong elderly | slow palms of tai chi | Slow moves, strong body.
Gentlecrane | taichi tai chi kungfu senior qigong elderly | the gentle crane stance | Balance, gently.
# r10: detail names
Jabbell | boxing boxer | jab + bell: jabbing until the bell | Jab till the bell.
Beltgrip | judo throw throws | belt + grip: the judo grip on jacket and belt | Grip, throw, land.
Sweatround | fitness conditioning cardio workout | sweat + round: three-minute rounds of sweat | One more round.
Matmates | parent parents mum dad | mat + mates: parents and kids training side by side | Train with your kids.
Medalmat | competition competitive tournament fight | medal + mat: training for the podium | Train for the medal.
# r11: detail names
Ninjatots | toddler toddlers tot tots preschool | ninja + tots: martial arts for the very little | Tiny ninjas, big bows.
Calmkata | autism autistic adhd sen neurodivergent | calm + kata: steady, patterned classes for busy minds | One calm move at a time.
Birthdaybelt | birthday birthdays | birthday + belt: martial arts birthday parties | A party with a black-belt finish.
Deepbow | respect discipline manners | deep + bow: the bow of respect that starts every class | It starts with a bow.
Matslam | wrestling wrestler wrestlers | mat + slam: takedowns on the wrestling mat | Hit the mat, get back up.
Palmstrike | selfdefence self-defence safety | palm + strike: the first strike taught in self-defence | Learn the strike, hope you never need it.
Wrap & Jab | boxing boxer boxers boxfit | wrap + jab: wrap the hands, throw the jab | Wrap up, jab on.
Rollnight | bjj jiujitsu grappling nogi | roll + night: an evening of rolling on the mat | Come roll with us.
# r12: detail names
Roundhouse Club | kickboxing kick muaythai | the roundhouse kick, known to every kickboxer | Learn the roundhouse right.
Bullyproof | teen teens teenager confidence bullying | training that makes a child bully-proof | Stand tall, stay safe.
Katakids | karate kid kids child children junior | kata: the set moves every young karate student learns | Kata first, belts follow.
Elbow & Exit | women woman female selfdefence self-defence safety | an elbow strike, then a way out: self-defence made simple | Strike, escape, get home.
# r13: detail names
Bamboostrike | kendo sword swords iaido kenjutsu samurai | the strike of a bamboo sword in kendo | Armour on, bamboo up.
Gingastep | capoeira | the ginga, the swaying base step of capoeira | Sway, kick, play the roda.
Chainpunch | wingchun kungfu | the fast chain punch of Wing Chun | Straight line, fast hands.
Loungedojo | online virtual zoom livestream | a dojo in your own lounge | Push the sofa back, bow in.
Wheelkata | wheelchair disabled disability adaptive | kata adapted for wheelchair users | Every kata, on wheels too.
# r14: detail names
Closedguard | bjj jiujitsu grappling nogi gi | the closed guard, legs locked round your partner | Lock the guard, learn the sweep.
Kiai Club | karate taekwondo tkd | the kiai shout that goes with every strike | Shout it, strike it.
Whitebelt Wednesday | adult adults beginner beginners | a midweek class for adults still in white belts | Everyone starts in white.
Cloudhands | taichi tai chi qigong | cloud hands, the slow flowing move of tai chi | Move like clouds.
Corner Stool | boxing boxer boxers boxfit | the stool in the corner between rounds | Back to the corner, back out stronger.
Ipponclub | judo throw throws | ippon: the clean throw that wins a judo match | Throw clean, land safe.
Heavybag Hour | fitness conditioning cardio workout | an hour of work on the heavy bag | One hour, one heavy bag.
`)
