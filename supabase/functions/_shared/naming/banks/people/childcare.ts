import { bank } from '../types.ts'

export default bank('childcare', `
Giggleford | - | a little town full of giggles | Where the giggles live.
Namepeg | - | every child's own coat peg with their name above it | A peg with your name on.
Wellyrack | - | the rack of little wellies by the door, ready for the garden | Wellies on, garden time.
Wellywalk | forest outdoor | a walk in wellies, whatever the weather | Wellies on, out we go.
*Stickfort | forest outdoor | forts built from sticks | Forts, dens and fresh air.
Muddykin | forest outdoor | muddy little ones, outdoors all day | Muddy knees, happy kids.
Tinyjug | montessori | the small jug children learn to pour from | Little hands, real jugs.
Cotside | baby infant | the cot side, where babies are watched | Right by the cot, all day.
*Lullabay | baby infant | a bay of lullabies for the littlest | Lullabies for the littlest.
Threefifteen | afterschool school | 3.15, the school pick-up time | After 3.15, we've got them.
Homeworkhut | afterschool school | a hut where homework gets done | Homework done, then play.
*Sofafort | nanny home | a sofa-cushion fort at home | Home care, fort included.
Quietden | sensory sen | a quiet den for calm moments | A calm corner for everyone.
*HolaHello | bilingual spanish language | hola + hello: two languages every day | Hola, hello, good morning.
Bonjourbear | bilingual french language | bonjour + a bear: a French nursery | Bonjour, little bear.
`)
