import { bank } from '../types.ts'

export default bank('gardens', `
Potbench | - | the potting bench is where every seed tray and cutting starts | Everything starts at the bench.
*Lawnstripe | lawn mowing maintenance | the stripes of a freshly mown lawn | Stripes you can be proud of.
Crispedge | lawn mowing maintenance | a crisp lawn edge, cut clean | Crisp edges, every visit.
Wildmargin | wildlife eco organic | a wild margin left for bees and birds | Leave a little wild.
Buzzbed | wildlife eco organic bee | a flower bed that buzzes with bees | Beds that buzz.
*Pocketplot | urban city courtyard balcony small | a pocket-sized plot in the city | Big gardens in small spaces.
Citymoss | urban city courtyard balcony small | green moss and fern between city walls | Green between the walls.
Sowsupper | veg vegetable allotment kitchen | sow it in spring, eat it for supper | Sow it, grow it, eat it.
Forkgrown | veg vegetable allotment kitchen | grown with a garden fork, eaten with a table fork | From fork to fork.
Podpatch | veg vegetable allotment kitchen | a vegetable patch full of pods | A patch full of pods.
Yewshape | tree hedge topiary | yew shaped into clean topiary | Yew, shaped by hand.
Lupinrow | cottage | a row of lupins along a cottage path | Cottage gardens, planted right.
Hollyhockway | cottage | a path lined with hollyhocks | The cottage garden you pictured.
Wormhunt | kids family children | the worm hunt every child loves | Gardens for small explorers.
# r10: detail names
Pond & Spade | pond ponds wildlife | a pond dug with a spade | Ponds dug by hand.
Frogpond | pond ponds wildlife | a pond the frogs will find | Dig a pond, the frogs will come.
Slab & Shrub | patio patios paving paved decking | patio slabs and the shrubs around them | Patios with planting round them.
Gravel & Sage | drought gravel dry mediterranean | a gravel garden planted with sage | Gardens that do not need the hose.
Vaseplot | flowers cutflower bouquet bouquets posy | a plot grown for the vase | Grown for the vase.
Posyrow | flowers cutflower bouquet bouquets posy | a row of flowers to pick a posy from | Pick a posy every week.
Picket & Gate | fence fences fencing gate gates | the picket fence and the gate in it | Fences and gates that stand straight.
Koi & Maple | japanese zen koi | the koi pond and the maple of a Japanese garden | A Japanese garden, at home.
Nevermow | artificial astroturf synthetic fake | a lawn you never mow | Green all year, never mown.
Brambleclear | overgrown clearance bramble brambles neglected | brambles cleared from an overgrown garden | Back from the brambles.
`)
