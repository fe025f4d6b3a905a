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
# r10: detail names
Peg & Pole | tent tents | the pegs and poles of a good tent | Pegged down, poled up.
Borrowboots | hire rental rent | boots and kit you borrow for the trip | Borrow the kit, take the trip.
Kayakkit | kayak paddle paddleboard canoe sup | kit for kayak days | Pack dry, paddle far.
Pawpack | dog dogs | a pack your dog carries on the trail | Kit for the dog on the trail.
Flintstrike | bushcraft survival | the strike of a flint | Strike a flint, make camp.
Tarp & Kindling | bushcraft survival wild | a tarp for shelter, kindling for the fire | Shelter up, fire lit.
Seamseal | repair reproof waterproofing waterproof | seams sealed against the rain | Keep the rain out, again.
Zipfix | repair repairs | a broken zip, fixed | Broken zip? Fixed.
# r11: detail names
Lace & Lug | boot boots footwear shoe shoes | laced boots with lugged soles | Boots fitted for the hills.
Drysock | boot boots footwear sock socks | dry socks at the end of a wet walk | Dry feet, every mile.
Pistepack | ski skiing snowboard piste | a pack for the piste | Packed for the piste.
Tailgate Kettle | van vanlife campervan camper overland | the kettle on the van's tailgate | Kit for life on the road.
Contourfold | map maps navigation compass orienteering | a folded contour map | Read the map, find the way.
Treestrap | hammock hammocks | the strap that hangs a hammock from a tree | Hang between two trees.
Sporkful | stove stoves cooking cookware | a spork full of camp dinner | Hot food, wherever you pitch.
Mallet & Peg | tent tents pitch campsite camping camp | a mallet knocking in a tent peg | Pitched properly, every time.
# r12: detail names
Stilestep | hiking hike walking ramblers | the step over a stile on a country walk | Over the stile and up the hill.
Fellboot | hiking walking hillwalking fell | boots for walking the fells | Boots for the high fells.
Fellsisters | women woman ladies female | outdoor gear for women who walk the hills | Kit for women on the hills.
Tinytrek | kids child children family | a small trek in small boots: outdoor kit for kids | Small boots, big hills.
Fly & Flask | fishing angling fly | a fly rod and a flask of tea | Rod, reel, flask.
Patchwell | eco sustainable repair | patched kit that lasts: buy less, mend more | Patch it, keep going.
Secondsummit | secondhand used preloved | used kit off for a second summit | Good kit, second climb.
Wax & Wetsuit | surf surfing wetsuit | board wax and a wetsuit: surf kit | Wax up, zip up, paddle out.
Tent Library | hire rental rent borrow | borrow a tent like a library book | Borrow it, pitch it, bring it back.
# r13: detail names
Lakedip Kit | swim swimming wildswimming openwater dip | kit for a cold lake dip | Get in, then warm up.
Badgepack | scouts scout dofe | a pack for earning the badge | Kit for every badge and expedition.
Nightpitch | wildcamping backpacking bivvy bivy | pitching a tent at dusk, far from any campsite | Pitch late, leave early, leave no trace.
Birdhide Kit | birdwatching birding binoculars wildlife | kit for a morning in the bird hide | Quiet kit for the bird hide.
# r14: detail names
Tentzip | camping camp campers tent tents campsite | the zip of the tent door at dawn | Unzip to the view.
Billycan Kit | camping camp campers campfire stove | a billycan boiling on the campfire | Kit for the campfire brew.
Ridgerun Kit | running runner runners trailrunning ultra fellrunning | kit for running a ridge line | Light kit for the long ridge.
Puddlesuit | kids child children toddler toddlers family | an all-in-one puddle suit for kids | Let them jump in.
Drybag Days | kayak kayaking paddle paddling paddleboard canoe canoeing sup | a rolled drybag strapped to the deck | Roll it tight, paddle out.
# r15: detail names
Loftkit | lend lending borrow borrowing peertopeer | the tent and stove in a neighbour's loft, lent out for your trip | Their loft kit, your weekend.
Rucksack Relay | swap swaps swapping marketplace resale | kit passed pack to pack like a relay baton | Pass the pack on.
`)
