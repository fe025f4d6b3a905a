import { bank } from '../types.ts'

export default bank('martial arts', `
Calmfist | - | a calm mind behind a strong fist | Strong fist, calm mind.
Steadystance | - | a steady stance that holds under pressure | Hold your stance.
Stillstrike | - | the stillness before a clean strike | Be still, then strike.
Honourmat | - | the mat where respect comes first | Respect on every mat.
Gritbelt | - | the grit it takes to earn every belt | Every belt, earned with grit.
Dojodawn | - | early training in the dojo at dawn | Train at dawn.
Bowfirst | - | always bow first: respect before fighting | Bow first, train hard.
Poisepunch | - | a punch thrown with poise | Power, with poise.
Focusblock | - | a block made with full focus | Focus first.
Sweatspar | - | sparring that works up a sweat | Spar hard, sweat well.
Tinytatami | kid child junior | tatami mats for tiny students | Big lessons on tiny mats.
Pandakick | kid child junior | a panda's kick, cute but strong | Cute kicks, real skills.
Cubstripe | kid child junior | a stripe on a cub's belt | Every cub earns a stripe.
Shoutfirst | selfdefence self-defence women safety | shout first: the first rule of self-defence | Use your voice first.
Safestride | selfdefence self-defence women safety | walking home with a safe stride | Walk home confident.
Streetsure | selfdefence self-defence women safety | sure of yourself on the street | Sure on every street.
Lunchroll | bjj jiujitsu grappling | a lunchtime roll on the mat | Roll at lunch.
Tapwise | bjj jiujitsu grappling | wise enough to tap and learn | Tap, learn, roll again.
Chokecalm | bjj jiujitsu grappling | staying calm in a tight spot | Stay calm in the choke.
Kiaicall | karate taekwondo | the kiai, the shout behind a strike | Find your voice on the mat.
Katasteady | karate taekwondo kata | a kata practised until steady | Steady kata, sharp mind.
Boardsnap | karate taekwondo | the snap of a board breaking | Hear the board snap.
Thaipad | kickboxing muaythai thai | the pads held for Thai kicks | Hit the pads.
Shinsteel | kickboxing muaythai thai | shins hardened like steel | Shins of steel.
Padpulse | kickboxing muaythai thai fitness | the pulse of pads being struck | Feel the pulse on the pads.
Sweatgi | adult beginner fitness | a gi you sweat in: martial arts as a workout | Fitness in a gi.
Latebelt | adult beginner fitness | a belt earned later in life | Never too late for a belt.
Firstbow | adult beginner | the first bow at your first class | Your first class starts here.
Cageready | mma cage | ready for the cage | Ready for the cage.
Mixedmettle | mma cage | mixed martial arts, tested mettle | Test your mettle.
Groundgrit | mma cage grappling | grit on the ground | Grit on the ground.
Throwwell | judo | a throw landed well | Throw well, fall well.
Tumblesafe | judo | learning to fall safely | Fall safely, get up stronger.
Judojoy | judo | the joy of judo | The gentle way, joyfully.
Tallstance | teen confidence bullying | standing tall in your stance | Stand tall.
Nerveblock | teen confidence bullying | blocking out nerves | Confidence that shows.
Couragecrew | teen confidence bullying | a crew that builds courage | Courage, built together.
Slowpalm | taichi tai chi kungfu senior | slow palms of tai chi | Slow moves, strong body.
Silkflow | taichi tai chi kungfu senior | movements as smooth as silk | Flow like silk.
Gentlecrane | taichi tai chi kungfu senior | the gentle crane stance | Balance, gently.
`)
