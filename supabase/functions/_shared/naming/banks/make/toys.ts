import { bank } from '../types.ts'

export default bank('toys', `
Spintop | - | the spinning top, the oldest toy there is | Give it a spin.
Marblerun | - | the marble run every child builds and rebuilds | Drop a marble, watch it go.
Windupkey | - | the key on the back of a wind-up toy | Wind it up and let go.
Kitetail | - | the ribboned tail of a kite | Tails up, kites out.
Clockworkfox | - | a little clockwork fox that trots along | Wind the fox, watch it trot.
Pullalong | - | the pull-along toy on a string | Pulled along everywhere.
Teddypatch | - | the patch sewn onto a much-loved teddy | Loved until it needs a patch.
Rockerhoof | - | the hoof of a rocking horse | Giddy up.
Skittlerun | - | a run of skittles lined up to fall | Set them up, knock them down.
Tinrobot | - | the tin wind-up robot | Wind it, watch it walk.
Toppletower | - | a tower of blocks that topples | Build it high, watch it fall.
Humtop | - | the humming top that sings as it spins | Push, spin, hum.
Beechblock | wooden eco | blocks cut and sanded from beech | Beech blocks, sanded smooth by hand.
Lathetoy | wooden eco | toys turned on the lathe | Turned by hand, played forever.
Maplepeg | wooden eco | maple pegs for little hands | Smooth maple, safe hands.
Rattlebead | baby newborn | the wooden bead rattle for a baby | A first rattle, made to keep.
Cotmobile | baby newborn | the mobile that turns above the cot | Something to watch from the cot.
Grabring | baby newborn | the first ring a baby learns to grab | First grab, first toy.
Gearplay | educational stem | gears that mesh and turn | Turn one gear, turn them all.
Cogkit | educational stem | a kit of cogs to build with | Build it, crank it, learn it.
Circuitblock | educational stem | blocks that click into a working circuit | Snap, click, light up.
Jigsawedge | puzzle game | the edge pieces every puzzler does first | Start with the edges.
Dicecup | boardgame game | the cup dice are shaken in | Shake the cup, roll the night.
Meeplerow | boardgame game | the little wooden figures of a board game | Move your meeple.
Attictoy | vintage secondhand | a toy found in the attic | Found in the attic, loved again.
Marbletin | vintage secondhand | a tin of old glass marbles | A tin of old favourites.
Wornbear | vintage secondhand | a worn old bear with a story | Worn bears tell the best stories.
Kitehill | outdoor garden | the hill you fly the kite from | Meet us on the kite hill.
Puddlejump | outdoor garden | the puddle jump every wellied child loves | Wellies on, jump in.
Pailspade | outdoor beach | the pail and spade of a beach day | Pail, spade, sandcastle.
`)
