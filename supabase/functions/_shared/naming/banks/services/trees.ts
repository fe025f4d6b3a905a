import { bank } from '../types.ts'

export default bank('tree care', `
Limbitless | - | limb + limitless: no branch out of reach | No branch too high.
Rope & Bough | - | the climbing rope and hand saw of a tree surgeon | Roped in, cut clean.
Boughline | - | the line of a well-shaped bough | Shaped, not butchered.
Canopyclimb | - | the climber roped high in the canopy | We climb, so your garden stays put.
Acorn & Rope | - | the acorn that grows the tree and the rope that climbs it | From acorn to crown, cared for.
Oakcrown | - | the crown of an old oak, thinned with care | Old oaks, looked after.
Ringcount | - | the growth rings you count on a fresh stump | Every ring respected.
Highsaddle | - | the climbing seat a tree surgeon sits in high up | Sat high, cutting clean.
Crownthin | - | a crown thinned so light reaches your lawn | Light back in the garden.
Bough Tie | - | bough + bow tie: trees trimmed smart | Trimmed smart.
Chipper Van | - | the wood chipper hitched behind the van | Branches in, mulch out.
Stumpout | stump grinding removal | the stump ground out of the lawn | Stumps out, lawn back.
Hedgesquare | hedge hedges trimming | hedges cut square and level | Square hedges, clear paths.
Privetline | hedge hedges trimming privet | a privet hedge cut to a sharp line | Privet, cut to the line.
Stormlimb | emergency storm fallen urgent | a limb brought down by a storm, cleared fast | Down in the night, cleared by morning.
Galefall | emergency storm fallen wind | trees blown over in a gale, made safe | Gale damage, made safe.
Orchardprune | orchard fruit apple | fruit trees pruned for a better crop | More apples next year.
Blossomcut | orchard fruit apple cherry | a winter cut for spring blossom | Cut in winter, blossom in spring.
Logstack | firewood logs wood | your tree left as a tidy stack of logs | Your tree, stacked as firewood.
Estatebough | estate commercial council park | the big trees of estates and parks | Big trees, big grounds.
`)
