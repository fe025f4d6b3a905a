import { bank } from '../types.ts'

export default bank('gardens', `
Dibbers | - | the dibber: the pointed tool that makes a hole for every seedling | A hole for every seedling.
Barrowload | - | a barrow full of soil, mulch or cuttings, the unit every gardener works in | Gardens shaped a barrowload at a time.
Rootball | - | the ball of roots every plant is lifted by, with a football wink | We plant it right, rootball and all.
Diggory | - | a real old first name with dig at its heart | Dig in with Diggory.
Finetilth | - | tilth: the fine crumbly soil every gardener works toward | Good soil makes good gardens.
Sprigly | - | a sprig of green, made into a name | Fresh sprigs, tidy borders.
Loamside | - | loam, the dark rich soil a garden is built on | We start with the soil.
Spadeturn | - | the first turn of the spade in a new bed | Good gardens start with a spade.
Hoedown | - | the hoe, and the country dance it sounds like | Weeds out, gardens dancing.
Mowline | lawn mowing maintenance | the clean lines a mower leaves on a good lawn | Straight lines, every fortnight.
Crispedge | lawn mowing maintenance | lawn edges cut crisp with an edging iron | Sharp edges, soft lawns.
Lawnstripe | lawn mowing maintenance | the stripes of a lawn mown with care | Stripes the neighbours notice.
Turfroll | lawn turf | a roll of fresh turf, laid for an instant lawn | A new lawn by teatime.
Pleached | design | pleached trees: trained into a hedge on stilts, the designer's favourite | Gardens drawn with care, grown with patience.
Sketchborder | design | borders sketched on paper before a single plant goes in | Drawn first, then planted.
Sightline | design | the line your eye follows across a well-designed garden | Gardens that lead the eye.
Wildmargin | wildlife organic eco | the wild margin left for bees and birds | Leave a little wild.
Hogway | wildlife organic eco | the hedgehog highway: a gap under the fence | Gardens with a gap for hedgehogs.
Nettlepatch | wildlife organic eco | the patch of nettles butterflies lay their eggs on | Gardens the butterflies choose.
Pocketplot | urban city courtyard | a pocket-sized city garden | Big gardens in small spaces.
Balconyleaf | urban city balcony | green leaves on a city balcony | A garden, four floors up.
Patiobed | urban city courtyard | planted beds around a paved patio | Green round every paving slab.
Seedrow | veg allotment kitchen | the first row of seeds in a vegetable bed | From seed row to supper.
Beancane | veg allotment kitchen | the canes runner beans climb in every veg patch | Up the cane, onto the plate.
Trugful | veg allotment kitchen | a trug full of vegetables picked from your own beds | A trug full every week.
Hedgelay | hedge tree | hedge laying: the old craft of cutting and weaving a hedge | Hedges laid the old way.
Crowncut | tree hedge | the careful reduction of a tree's crown | Trees cut with care, from the crown down.
Yewshape | hedge topiary | yew clipped into clean topiary shapes | Yew, clipped to shape.
Paddockmow | rural country estate | mowing paddocks and big country plots | Big plots, mown right.
Fieldgate | rural country estate | the farm gate at the edge of a country garden | From the house to the field gate.
Laneside | rural country | gardens on the lanes outside town | Gardens for the lanes outside town.
Peasticks | cottage veg | the hazel twigs sweet peas climb in a cottage border | Cottage gardens, planted properly.
Lupinrow | cottage | a row of lupins, the cottage border in one image | Borders full to the path.
Picketgate | cottage | the white picket gate of a cottage garden | Everything inside the picket gate.
`)
