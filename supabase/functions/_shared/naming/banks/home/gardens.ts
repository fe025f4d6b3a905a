import { bank } from '../types.ts'

export default bank('gardens', `
Calmborder | - | calm, neat borders all round the garden | A calm garden, kept.
Mudproud | - | proud of muddy boots and a garden that shows it | Muddy boots, proud gardens.
Rootwell | - | roots that grow well in well-kept ground | Good roots, good garden.
Weedwise | - | a gardener wise to every weed | Wise to every weed.
Easyspade | - | the heavy digging, made easy for you | We dig, you enjoy.
Trugful | - | a trug, the gardener's basket, full to the brim | A full trug every week.
Loamside | - | the side of the garden with the best soil | Good soil, good side.
Shedsong | - | the song a happy gardener hums by the shed | Happy gardens, happy gardeners.
Greenhour | - | an hour in a green garden, given back to you | Your garden hour, back.
Lawnstripe | lawn mowing maintenance | the stripes of a freshly mown lawn | Stripes you can be proud of.
Crispedge | lawn mowing maintenance | a crisp lawn edge, cut clean | Crisp edges, every visit.
Turfpride | lawn mowing maintenance turf | a lawn to be proud of | A lawn to be proud of.
Sketchborder | design landscape | a border sketched before it is planted | Sketched first, planted right.
Planplot | design landscape | every plot planned before we dig | Planned before we dig.
Pathplan | design landscape | a garden planned around its paths | Every path leads somewhere.
Hogway | wildlife eco organic | a hedgehog highway through the fence | Gardens with room for wildlife.
Wildmargin | wildlife eco organic | a wild margin left for bees and birds | Leave a little wild.
Buzzbed | wildlife eco organic bee | a flower bed that buzzes with bees | Beds that buzz.
Pocketplot | urban city courtyard balcony small | a pocket-sized plot in the city | Big gardens in small spaces.
Balconyleaf | urban city courtyard balcony small | a leafy balcony high above the street | Green, five floors up.
Citymoss | urban city courtyard balcony small | green moss and fern between city walls | Green between the walls.
Sowsupper | veg vegetable allotment kitchen | sow it in spring, eat it for supper | Sow it, grow it, eat it.
Forkgrown | veg vegetable allotment kitchen | grown with a garden fork, eaten with a table fork | From fork to fork.
Podpatch | veg vegetable allotment kitchen | a vegetable patch full of pods | A patch full of pods.
Crowncut | tree hedge topiary | a tree crown, cut well | Trees cut with care.
Yewshape | tree hedge topiary | yew shaped into clean topiary | Yew, shaped by hand.
Hedgeneat | tree hedge topiary | a neat hedge, cut square | Neat hedges, every season.
Paddockmow | rural country estate | mowing paddocks and big country lawns | Big lawns, country estates.
Laneside | rural country estate | gardens along country lanes | Gardens down every lane.
Estatespade | rural country estate | the spade that keeps big estates in order | Estates kept in order.
Lupinrow | cottage | a row of lupins along a cottage path | Cottage gardens, planted right.
Hollyhockway | cottage | a path lined with hollyhocks | The cottage garden you pictured.
Cottagerose | cottage | roses round a cottage door | Roses round the door.
Playlawn | kids family children | a lawn tough enough for play | Lawns built for play.
Wormhunt | kids family children | the worm hunt every child loves | Gardens for small explorers.
Puddlegarden | kids family children | a garden made for wellies and puddles | A garden made for wellies.
Gentlehoe | elderly senior older | gentle garden help for older owners | Your garden, kept as you like it.
Benchview | elderly senior older | your garden kept so you can enjoy it from the bench | Sit back, we will do the rest.
Patientroot | elderly senior older | patient, regular help in the garden | The same gardener, every week.
Groundskeep | commercial business grounds | keeping the grounds of offices and estates | Grounds kept, all year.
Siteverge | commercial business grounds | verges and borders on business sites | Tidy verges, good first impressions.
Officefern | commercial business grounds office | plants and planting for office grounds | Green work, all year.
Patiopride | patio paving hardscape | a patio to be proud of | A patio for long summer evenings.
Slabsure | patio paving hardscape | paving slabs laid sure and level | Laid level, every slab.
Terracewell | patio paving hardscape | terraces and steps built well | Terraces built well.
`)
