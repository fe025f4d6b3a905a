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
`)
