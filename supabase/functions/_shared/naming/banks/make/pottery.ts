import { bank } from '../types.ts'

export default bank('pottery', `
Spinclay | - | spin + clay: clay spinning on the wheel | Spun, shaped, fired.
Warmkiln | - | warm + kiln: pots fresh and warm from the kiln | Still warm from the kiln.
Kindglaze | - | kind + glaze: soft, gentle glazes | Gentle glazes, everyday pots.
Slowthrow | - | slow + throw: pots thrown slowly by hand | Thrown slow, made to last.
Stillwheel | - | still + wheel: the calm of the potter's wheel | Find the stillness at the wheel.
Honestjug | - | honest + jug: plain, useful pottery | Honest pots for daily use.
Fondbowl | - | fond + bowl: the bowl you always reach for | The bowl you reach for first.
Palmcup | - | palm + cup: a cup shaped to sit in your palm | Made to fit your palm.
Dawnclay | - | dawn + clay: pots in soft morning colours | Shaped in morning light.
Firstthrow | class workshop beginner | first + throw: your first pot on the wheel | Everyone remembers their first throw.
Wobblepot | class workshop beginner | wobble + pot: where beginners learn, wobbles and all | Wobbles welcome.
Mudclub | class workshop beginner adult | mud + club: a friendly pottery club | Join the club, get muddy.
Pairpot | date couple night | pair + pot: pottery classes for two | Make a pot for two.
Duetmug | date couple night gift | duet + mug: a pair of mugs made together | Two mugs, made together.
Twinthrown | wedding gift couple | two pots thrown as a matching pair | Thrown as a pair.
Menuware | tableware restaurant cafe chef | menu + ware: plates made for a restaurant menu | Plates made for your menu.
Chefplate | tableware restaurant chef | chef + plate: plates made with chefs | Plates chefs asked for.
Cafemug | tableware cafe coffee | cafe + mug: sturdy mugs for busy cafes | Mugs that survive the rush.
VowPlate | wedding gift couple | vow + plate: a wedding plate made to order | A plate to remember the day.
Namestamp | wedding gift personalised | a name stamped into the clay | Your name, fired in.
Heirloomjug | wedding gift personalised | heirloom + jug: a jug to hand down | Made to hand down.
Wobblebowl | kids family beginner | wobble + bowl: the first wonky bowls kids make | Every wobble is perfect.
Thumbpot | kids family school | thumb + pot: little pots pinched with thumbs | Pinched by little thumbs.
Splodgemug | kids family party | splodge + mug: mugs painted by kids | Splodges made to last.
Mugmail | online subscription delivery | mug + mail: handmade mugs sent by mail | A new mug through the post.
Kilnpost | online delivery shop | kiln + post: fresh from the kiln, straight to the post | From the kiln to your door.
Doorjug | online delivery shop | door + jug: handmade pottery delivered | Pottery to your door.
Ashkiss | woodfired rural anagama | ash + kiss: the mark ash leaves on pots in a wood kiln | Kissed by the ash.
Smokeglaze | woodfired rural | smoke + glaze: glazes made by smoke and flame | Glazed by the smoke.
Stokemark | woodfired rural | stoke + mark: the mark of a stoked wood fire | Marked by the fire.
Rootpot | planter plant houseplant garden | root + pot: handmade pots for plants | A good home for roots.
Fernpot | planter plant houseplant | fern + pot: planters for houseplants | Pots your plants will love.
Sproutvase | planter plant garden | sprout + vase: pots for new sprouts | Somewhere to sprout.
Handlehug | mug coffee tea | handle + hug: a mug with a handle that fits | A handle you can hug.
Dunkmug | mug tea biscuit | dunk + mug: wide mugs made for dunking | Wide enough to dunk.
Cosysip | mug coffee tea | cosy + sip: mugs for cosy mornings | Cosy sips, handmade mugs.
`)
