import { bank } from '../types.ts'

export default bank('ice cream', `
Dipperwell | - | the running-water well where parlour scoops rest between servings | Fresh scoop, clean dipper, every time.
Slowchurn | - | ice cream churned slowly, in small batches | Churned slowly, scooped cold.
Fudgeladle | - | the ladle of hot fudge over a cold sundae | Hot fudge, cold scoop.
Wafflepress | - | the iron that presses fresh waffle cones in the shop | Cones pressed fresh, all afternoon.
RippleTub | - | a tub of raspberry ripple, the parlour classic | A ripple in every tub.
Sundaeglass | - | the tall tulip glass a proper sundae is built in | Built tall in the glass.
Spadeful | gelato italian | gelato is served with a flat spade, not a scoop | Served with a spade, the Italian way.
Pistachiopan | gelato italian | the pan of pistachio gelato every gelateria is judged by | Judge us by our pistachio.
Gelatowalk | gelato italian evening | the evening walk, gelato in hand | One more lap with a cup.
Oatchurn | vegan dairy plant | oat milk, churned like cream | Churned with oat, no cow required.
Coconutswirl | vegan dairy plant | a soft swirl made with coconut milk | All the swirl, none of the dairy.
Lemonspoon | vegan dairy sorbet | a spoon of sharp lemon sorbet | Sharp, cold, and dairy free.
NinetyNine | van truck uk seaside | the classic ninety-nine: soft serve, cone and chocolate flake | Flake in, queue up.
Greensleeves | van truck mobile uk | the tune every ice cream van plays as it comes up the road | When you hear the tune, run.
Trikecone | cart tricycle wedding event party | ice cream served from a tricycle cart | We pedal the party in.
PierEnd | beach seaside coastal summer | the kiosk at the far end of the pier | Worth the walk to the end.
BucketAndSpade | beach seaside summer family | the seaside bucket and spade, and a scoop to go with it | Sand on your feet, cone in hand.
Sandscoop | beach seaside summer | a scoop eaten with sand still between your toes | Best eaten barefoot.
JerseyCream | farm dairy cow organic | ice cream made from the rich milk of Jersey cows | Rich milk from our own Jerseys.
Creamline | farm dairy cow | the line of cream that rises on fresh whole milk | Whole milk, cream on top.
Milkpail | farm dairy cow | the milk pail from the morning milking | From the pail to the churn.
Sprinklejar | kids party birthday family | the big jar of sprinkles kids reach for first | Extra sprinkles are never extra.
Scoopsy | kids party family | scoop + a playful ending: ice cream for little ones | Little hands, big scoops.
Cherrytop | kids party birthday sundae | the cherry on top of every sundae | Always with a cherry on top.
Twistcone | soft serve frozen yogurt | the vanilla-and-chocolate twist of soft serve | Pull the lever, twist the cone.
Swirltop | soft serve frozen yogurt | the curl on top of a soft-serve cone | The curl on top is the best bit.
Tangcup | frozen yogurt fro yo | the tang of frozen yogurt in a cup | Tart, cold, topped with fruit.
Coldspoon | - | a cold spoon on a warm afternoon | Cold spoon, warm afternoon.
Lollystick | popsicle lolly paleta summer kids | the wooden stick of a homemade ice lolly | Real fruit, frozen on a stick.
PaletaCart | popsicle paleta mexican cart | Mexican fruit paletas sold from a push cart | Fruit paletas, pushed to your corner.
Dripstick | popsicle lolly summer | the drip that runs down the stick on a hot day | Eat it before it drips.
Pintlid | pint delivery online grocery | the lid you peel off a fresh pint at home | Peel the lid, find a spoon.
`)
