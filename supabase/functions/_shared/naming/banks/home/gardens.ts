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
`)
