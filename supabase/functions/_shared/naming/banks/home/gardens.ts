import { bank } from '../types.ts'

export default bank('gardens', `
Potbench | - | the potting bench is where every seed tray and cutting starts | Everything starts at the bench.
*Lawnstripe | lawn mowing maintenance | the stripes of a freshly mown lawn | Stripes you can be proud of.
Crispedge | lawn mowing maintenance | a crisp lawn edge, cut clean | Crisp edges, every visit.
Wildmargin | wildlife eco organic | a wild margin left for bees and birds | Leave a little wild.
Buzzbed | wildlife eco organic bee | a flower bed that buzzes with bees | Beds that buzz.
*Pocketplot | urban city courtyard balcony small balconies courtyards | a pocket-sized plot in the city | Big gardens in small spaces.
Citymoss | urban city courtyard balcony small balconies courtyards | green moss and fern between city walls | Green between the walls.
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
# r11: detail names
Kneelfree | elderly senior seniors retired pensioner pensioners | gardening done for you, no kneeling needed | Your garden kept, your knees spared.
Plotshare | community shared volunteer volunteers therapy wellbeing | one plot, shared by many hands | Grow together.
Seedswap | community shared volunteer volunteers swap | neighbours swapping seeds | Bring seeds, take seeds.
Cloche & Seed | greenhouse greenhouses seedling seedlings seeds | the glass cloche over the new seed | Seeds started under glass.
Weedbucket | weeding weed weeds weeder | a bucket filled with weeds, beds left clear | We fill the bucket, you enjoy the beds.
Dandelion & Hoe | weeding weed weeds weeder | the dandelion and the hoe that gets it | Not a dandelion left.
Thornglove | rose roses pruning rosarian | thorn + glove: roses pruned by hand | Roses pruned, thorns handled.
Heapturn | compost composting compostheap | turning the compost heap | Turn the heap, feed the beds.
Privet & Shears | hedge hedges hedging privet trimming | the privet hedge and the shears that square it | Hedges cut square.
Welly & Worm | kids family children | wellies on, worms found: gardens for children | Wellies on, worms out.
# r12: detail names
Borderplan | design designer designs plan planting | planning a garden border by border | Your garden, planned before it's planted.
Turf & Timber | landscaping landscape landscaper | new turf and timber edging | New lawns, new beds, new garden.
Bough & Rope | tree trees surgeon surgery arborist | a tree surgeon roped up among the boughs | Trees cut safely, bough by bough.
Nodigbed | organic eco nodig | a no-dig bed, grown the organic way | Grow more, dig less.
Sketch & Spade | design designer designs | a garden design sketched, then dug | From sketch to spade.
# r13: detail names
Graftknife | orchard orchards fruit apple apples grafting | graft + knife: fruit trees grafted and orchards planted | Grafted by hand, picked by you.
Saltborder | coastal seaside beach seafront windswept | salt + border: borders planted to take the salt wind | Borders that laugh at the sea wind.
Vergeline | commercial grounds estate estates council | verge + line: grounds and verges kept in clean lines | Grounds kept, verges straight.
Spikeboot | scarify scarifying scarification aeration aerate aerating | spike + boot: the spiked shoes that aerate a tired lawn | Lawns that breathe again.
# r14: detail names
Sleeper Steps | landscaping landscape landscaper hardlandscaping | garden steps built from railway sleepers | Steps of sleepers, beds on every level.
Strimmer & Skip | overgrown clearance neglected jungle | the strimmer through the long grass and the skip for what comes out | Waist-high to tidy in a day.
# r15: detail names
`)
