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
# r6
Mapfold | - | a trail map folded in the pocket | Fold the map, find the trail.
Pitchpeg | - | tent pegs knocked in at camp | Pegs in, tent up, kettle on.
*Ridgepack | - | a pack carried along the ridge | Packs built for the high ridge.
Muddy Boot Gear | - | gear for walkers who come home muddy | Gear that loves a muddy boot.
`)
