import { bank } from '../types.ts'

export default bank('childcare', `
Cubbyhole | - | the cubbyhole where each child keeps their things | A cubby for every child.
Mudkitchen | forest outdoor | the mud kitchen of every outdoor nursery | Mud pies served daily.
Pinktower | montessori | the pink tower, a classic Montessori material | Learning one block at a time.
Tummytime | baby infant | tummy time, the first exercise of babyhood | From tummy time to first steps.
Tufftray | - | the tuff tray full of messy play | Messy play, daily.
Bookbag | afterschool school | the book bag carried home from school | From book bag to bedtime.
Circletime | preschool | circle time, when the day is shared | Everyone in the circle.
Storysack | - | the story sack: a book with props to play it out | Stories you can hold.
Bughotel | forest outdoor | the bug hotel children build in the garden | Bug hotels and muddy knees.
Goldenbead | montessori | the golden beads used in Montessori maths | Counting with golden beads.
Cotside | baby infant | the cot side, where babies are watched | Right by the cot, all day.
ThreeFifteen | afterschool school | 3.15, the school pick-up time | After 3.15, we've got them.
Coatpeg | preschool | the coat peg with each child's name | A peg with your name on it.
Gluestick | - | the glue stick of every craft table | Sticky fingers, proud faces.
Stickfort | forest outdoor | forts built from sticks | Forts, dens and fresh air.
Tinyjug | montessori | the small jug children learn to pour from | Little hands, real jugs.
Rattlebox | baby infant | a box of rattles for the youngest | For the very littlest.
Schoolgate | afterschool school | the school gate where pick-up happens | Meet you at the school gate.
Singsong | preschool | a sing-song: nursery rhymes and songs together | Every day ends in a singsong.
Carpetbag | nanny home | the nanny's carpet bag, full of surprises | Nannies with a bag of tricks.
Sandtray | sensory montessori | the sand tray for tracing and play | Learning in the sand.
Bubblewand | sensory | the bubble wand children chase bubbles from | Chasing bubbles all day.
Quietden | sensory sen | a quiet den for calm moments | A calm corner for everyone.
Paintapron | - | the paint apron hanging by the easel | Aprons on, let's paint.
Chunkycrayon | - | the chunky crayons for small hands | Big crayons, small hands.
Fingerpuppet | - | the finger puppets of story time | Stories on every finger.
HolaHello | bilingual spanish | hola + hello: two languages every day | Hola, hello, good morning.
Napmat | - | the nap mat every child rests on after lunch | Busy mornings, cosy nap mats.
Pramwalk | nanny baby | the pram walk to the park | Out with the pram, every day.
Sofafort | nanny home | a sofa-cushion fort at home | Home care, fort included.
Mudpie | - | the mud pie every toddler bakes | Mud pies and big smiles.
Wellywalk | forest outdoor | a walk in wellies, whatever the weather | Wellies on, out we go.
`)
