import { bank } from '../types.ts'

export default bank('outdoor gear', `
Hutkit | - | the kit a walker takes hut to hut | Kit for hut to hut.
*Cragswap | climbing used secondhand | a swap at the crag: second-hand climbing gear | Swap gear, climb more.
Gritgrip | climbing | grip on gritstone | Grip for gritstone days.
Chalkhand | climbing bouldering boulder | a chalked hand on the rock | Chalk up, send it.
Padstack | bouldering boulder | a stack of crash pads under the problem | Fall soft, try again.
Gramcount | ultralight lightweight | counting grams, the ultralight habit | Every gram counted.
Icepoint | winter alpine ice | the point of a crampon on ice | Kick in, step up.
Galeguard | winter alpine | guarded against the gale | Ready for the storm.
Familyfell | kids family | the family day out on the fells | Fells for the whole family.
Leavelight | eco sustainable | leave light: leave no trace | Leave no trace, carry less.
Mudstride | running trail | striding through mud | Stride through the mud.
`)
