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
*Branch Manager | - | branch + branch manager: the one in charge of your branches | Your branches, well managed.
*Timber Call | - | the shout of timber as a tree comes safely down | Timber! Then we tidy up.
*Treetop Tidy | - | the tops of tall trees trimmed neat and tidy | Tidy treetops, tidy garden.
*Up A Tree | - | up a tree: where our climbers spend the day | We go up so you stay down.
*Hedge Fund | hedge hedges trimming | hedge + hedge fund: hedges kept in good shape, season after season | Invest in a tidy hedge.
*Gale Force Trees | emergency storm fallen wind | gale force: fast help when the wind brings a tree down | Gale damage made safe, fast.
*Apple Ladder | orchard fruit apple pruning | the ladder propped in the apple tree at pruning time | Prune in winter, pick in autumn.
*Avenue Oaks | estate commercial council park | the rows of old oaks lining an estate avenue | Big trees, big grounds, looked after.
`)
