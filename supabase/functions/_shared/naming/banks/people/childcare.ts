import { bank } from '../types.ts'

export default bank('childcare', `
Smallsteps | - | small steps taken with care, every day | Small steps, big days.
Tinyteam | - | a team of tiny people, well looked after | Tiny team, big hearts.
Playwise | - | play that makes children wise | Learning through play, all day.
Giggleford | - | a little town full of giggles | Where the giggles live.
Kindcubby | - | a kind cubby for every child | A cubby for every child.
Hopscotchery | - | hopscotch + -ery: a place of games and learning | Hop in, learn more.
Snugsprout | - | snug little sprouts, growing well | Little sprouts, growing well.
Muddlemore | - | a happy muddle of play and more | Messy play, happy kids.
Cuddlecare | - | care with cuddles | Care with a cuddle.
Wellywalk | forest outdoor | a walk in wellies, whatever the weather | Wellies on, out we go.
Stickfort | forest outdoor | forts built from sticks | Forts, dens and fresh air.
Muddykin | forest outdoor | muddy little ones, outdoors all day | Muddy knees, happy kids.
Woodlore | forest outdoor | the lore of the woods, learned young | Learning where the trees are.
Pinktower | montessori | the pink tower, the classic Montessori material | Learning one block at a time.
Tinyjug | montessori | the small jug children learn to pour from | Little hands, real jugs.
Selfhand | montessori | doing it with their own hands: Montessori independence | Let me do it myself.
Cotside | baby infant | the cot side, where babies are watched | Right by the cot, all day.
Lullabay | baby infant | a bay of lullabies for the littlest | Lullabies for the littlest.
Babystep | baby infant | first steps, taken with care | From first smile to first step.
Gatepickup | afterschool school | the school gate pick-up, handled | We meet them at the gate.
Threefifteen | afterschool school | 3.15, the school pick-up time | After 3.15, we've got them.
Homeworkhut | afterschool school | a hut where homework gets done | Homework done, then play.
Circlewise | preschool | wise at circle time | Ready for school, one circle at a time.
Pegandname | preschool | the coat peg with each child's name | A peg with your name on it.
Schoolready | preschool | ready for school, gently | Ready for school, gently.
Sofafort | nanny home | a sofa-cushion fort at home | Home care, fort included.
Nannykind | nanny home | a kind nanny, at home | Kind care in your own home.
Homecubby | nanny home childminder | a childminder's cosy home | Home care with a cubby.
Quietden | sensory sen | a quiet den for calm moments | A calm corner for everyone.
Hushnook | sensory sen | a hushed nook for every child | A calm corner for everyone.
Sensorysand | sensory sen | sand, light and sound for little senses | Play for every sense.
HolaHello | bilingual spanish language | hola + hello: two languages every day | Hola, hello, good morning.
Twotongue | bilingual language | two tongues, learned young | Two languages, one happy day.
Bonjourbear | bilingual french language | bonjour + a bear: a French nursery | Bonjour, little bear.
Greensprout | eco organic | green little sprouts, eco care | Green care for little sprouts.
Acornkind | eco organic | acorns growing kindly | Kind care, green values.
Summercrew | holiday camp | a crew for the summer holidays | The holidays, sorted.
Holidaycrew | holiday camp | a crew for the school holidays | School's out, crew's in.
Halftermer | holiday camp | half-term days out for school-age kids | Half-term, sorted.
Ecotots | eco organic | eco care for tots: green play, organic lunches | Green play, organic lunches.
Citykin | city urban workplace | city little ones, cared for near work | City care, close to work.
Deskside | workplace city | childcare next to the office | Drop off, go to work.
Citytots | city urban workplace | tots cared for in the city | City care, close to work.
`)
