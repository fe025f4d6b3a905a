import { bank } from '../types.ts'

export default bank('pottery', `
Kilnmouth | - | the open mouth of the kiln on unloading day | Fresh from the kiln's mouth.
Leatherhard | - | the clay stage when a pot is firm enough to trim | Trimmed at just the right moment.
Glazedrip | - | the run of glaze that drips down a pot in the firing | Every drip is one of a kind.
ThrowLine | - | the rings a thrower's fingers leave up the wall of a pot | You can see the hands in every line.
Coilpot | - | the oldest way to build a pot: coil on coil | Built coil by coil.
Cobaltrim | - | a cobalt-blue rim, the classic stoneware finish | Blue rims, warm hands.
ShinoMug | - | shino, the soft white-orange glaze, on an everyday mug | Shino glaze, morning coffee.
Clayprint | - | the thumbprint a potter leaves in wet clay | Every piece carries a thumbprint.
Kickwheel | - | the foot-powered wheel of the old potteries | Kicked by foot, shaped by hand.
Saggarbox | - | the saggar: the clay box that shields pots in the kiln | Fired safe in the saggar.
Ashglaze | - | the glaze that wood ash lays on pots in the fire | Glazed by the fire itself.
Footring | - | the trimmed ring every pot stands on | Finished right down to the foot.
WheelNight | class workshop beginner | evening classes at the wheel | Tuesday nights at the wheel.
MuddyHands | class workshop beginner | what every beginner goes home with | Come home with muddy hands.
FirstCentre | class workshop beginner | centring the clay, the first thing a potter learns | Centre the clay; the rest follows.
Platepass | tableware restaurant cafe | plates made for the restaurant pass, where food goes out | Plates made for a busy pass.
Bowlbench | tableware restaurant cafe | bowls lined up on the potter's bench | From our bench to your table.
PulledHandle | tableware mug cafe | mug handles pulled by hand, the potter's way | Every handle pulled by hand.
Twinthrown | wedding gift couple | a pair of pieces thrown side by side for two | Thrown as a pair.
VowPlate | wedding gift couple | a plate thrown for the wedding day | A plate for the day you said yes.
Namestamp | wedding gift personalised | names stamped into the wet clay | Your names, pressed into clay.
Pinchpot | kids family school | the first pot every child makes | Every potter starts with a pinch.
Squidgeclay | kids family school | clay squidged into shape by small hands | Squidge it, fire it, keep it.
Wobblebowl | kids family beginner | the wobbly first bowl everyone keeps anyway | Every first bowl wobbles.
Kilnpost | online delivery shop | pots from the kiln, posted to you | From our kiln to your door.
Mugmail | online subscription delivery | a new mug by mail each season | A new mug every season.
Strawpack | online delivery | pots packed in straw for the post | Packed in straw, arrives whole.
Stokehole | woodfired rural anagama | the hole a wood kiln is stoked through all night | Stoked through the night.
AshRun | woodfired rural anagama | the runs of melted ash on wood-fired pots | Fired with wood, finished by ash.
Firemark | woodfired rural | the flame marks left on bare clay in a wood kiln | Marked by the flame.
`)
