import { bank } from '../types.ts'

export default bank('pottery', `
Palmcup | - | palm + cup: a cup shaped to sit in your palm | Made to fit your palm.
*Wobblepot | class workshop beginner | wobble + pot: where beginners learn, wobbles and all | Wobbles welcome.
Mudclub | class workshop beginner adult | mud + club: a friendly pottery club | Join the club, get muddy.
Duetmug | date couple night gift | duet + mug: a pair of mugs made together | Two mugs, made together.
Namestamp | wedding gift personalised | a name stamped into the clay | Your name, fired in.
Heirloomjug | wedding gift personalised | heirloom + jug: a jug to hand down | Made to hand down.
Thumbpot | kids family school | thumb + pot: little pots pinched with thumbs | Pinched by little thumbs.
Splodgemug | kids family party | splodge + mug: mugs painted by kids | Splodges made to last.
Smokeglaze | woodfired rural | smoke + glaze: glazes made by smoke and flame | Glazed by the smoke.
Rootpot | planter plant houseplant garden | root + pot: handmade pots for plants | A good home for roots.
Handlehug | mug coffee tea | handle + hug: a mug with a handle that fits | A handle you can hug.
*Dunkmug | mug tea biscuit | dunk + mug: wide mugs made for dunking | Wide enough to dunk.
# r10: detail names
Brushplate | paintyourown pyo painting paint | brush + plate: paint your own plate | Pick a plate, pick a brush.
Dab & Bake | paintyourown pyo painting paint | dab + bake: you dab the paint, we fire it | You dab, we bake.
Tablethrow | tableware restaurant chef dinnerware plate plates | table + throw: pots thrown for the table | Thrown for the table.
Supperstack | tableware dinnerware plate plates bowl bowls | supper + stack: stacks of handmade plates for supper | Stack up for supper.
Fizz & Clay | hen party prosecco social corporate | fizz + clay: clay on the wheel, fizz in the glass | Bring the fizz, we bring the clay.
Toeprint | baby newborn footprint keepsake | toe + print: a baby's toe prints fired in clay | Tiny toes, fired forever.
Tulipjug | vase vases flower flowers florist | tulip + jug: jugs made for tulips | Made for tulips.
Kibblepot | dog dogs pet | kibble + pot: handmade dog bowls | A bowl worth the wait.
`)
