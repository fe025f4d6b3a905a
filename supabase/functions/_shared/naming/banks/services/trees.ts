import { bank } from '../types.ts'

export default bank('tree care', `
*Limbitless | - | limb + limitless: no branch out of reach | No branch too high.
Rope & Bough | - | the climbing rope and hand saw of a tree surgeon | Roped in, cut clean.
Canopyclimb | - | the climber roped high in the canopy | We climb, so your garden stays put.
Acorn & Rope | - | the acorn that grows the tree and the rope that climbs it | From acorn to crown, cared for.
Oakcrown | - | the crown of an old oak, thinned with care | Old oaks, looked after.
Ringcount | - | the growth rings you count on a fresh stump | Every ring respected.
*Chipper Van | - | the wood chipper hitched behind the van | Branches in, mulch out.
Stumpout | stump grinding removal | the stump ground out of the lawn | Stumps out, lawn back.
Privetline | hedge hedges trimming privet | a privet hedge cut to a sharp line | Privet, cut to the line.
Stormlimb | emergency storm fallen urgent | a limb brought down by a storm, cleared fast | Down in the night, cleared by morning.
Blossomcut | orchard fruit apple cherry | a winter cut for spring blossom | Cut in winter, blossom in spring.
Logstack | firewood logs wood | your tree left as a tidy stack of logs | Your tree, stacked as firewood.
# r10: detail names
Spade & Sapling | planting plant saplings sapling woodland replanting hedgerow | the spade and the young tree going in | Planted today, shade tomorrow.
Barkreport | survey surveys report inspection planning mortgage | a report on the bark, trunk and crown | A report on every tree.
Frondcut | palm palms tropical | palm fronds cut clean | Palms trimmed clean.
Frond & Rope | palm palms tropical coconut | the climber's rope and the palm fronds | We climb the tall palms.
Shadecut | shade light sunlight view views | a cut that lets the sun back in | Sun back on the lawn.
Mulchmound | mulch woodchip chippings chips | a mound of fresh mulch from your own branches | Your branches, back as mulch.
Timber Shout | felling fell dismantle dismantling removal | the shout of timber as a tree comes down | Timber, safely down.
Owl & Oak | wildlife bat bats birds ecology conservation nesting | the owl at home in an old oak | Cut with the wildlife in mind.
# r11: detail names
Ashcheck | dead diseased disease dieback rot fungus | ash trees checked for dieback | Checked before it falls.
Leylandtrim | leylandii conifer conifers | a tall leylandii hedge cut back | Giant conifers, cut down to size.
Bramble & Blade | clearance overgrown clearing brambles scrub | brambles cut back with the blade | Brambles out, garden back.
Rootguard | roots root subsidence foundations drains | roots kept away from your walls and drains | Roots kept in their place.
Peacock Hedge | topiary shaping shapes | a hedge clipped into a peacock | Hedges shaped like art.
Gale & Rope | emergency storm storms fallen urgent wind | a gale-blown tree brought down on ropes | After the gale, we come.
# r12: detail names
Hedgebox | hedge hedges trimming privet | hedges cut square and neat as a box | Hedges cut square.
# r13: detail names
Wireclear | powerline powerlines utility utilities cables electric electricity wires | wire + clear: branches cut clear of power lines | Branches off the wires.
Crownlift | crown reduction thinning | crown + lift: the lower branches lifted to let light under | Lift the crown, let the light in.
Coppice Cut | woodland woodlands forestry coppice coppicing forest | the hazel coppice cut back to grow again | Woods cut to grow back.
# r14: detail names
Turfback | stump stumps grinding grinder removal | a stump ground out and the turf laid back over | Stump gone, lawn back by Sunday.
Rigged & Lowered | felling fell dismantle dismantling removal sectional | a tree taken down piece by piece, each piece lowered on ropes | Down in pieces, nothing broken.
Malletcheck | survey surveys report reports inspection planning mortgage tpo | the surveyor's mallet tapping a trunk for hidden rot | Every trunk tapped and checked.
Spurprune | orchard orchards fruit apple apples cherry pear pears | pruning fruit trees back to their fruiting spurs | Pruned for a bigger crop.
Rotfinder | dead diseased disease dieback rot fungus decay | finding the rot hidden in a trunk | We find the rot before it falls.
`)
