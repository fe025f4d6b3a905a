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
`)
