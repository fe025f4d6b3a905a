import { bank } from '../types.ts'

export default bank('campsites', `
*Dawnzip | - | the sound of tent zips opening one by one across the field at dawn | The field wakes one zip at a time.
Pegbag | - | the little drawstring bag of tent pegs every camper hunts for on arrival | Bring the pegs, we'll bring the view.
Mallowmoon | - | marshmallows toasted under the moon | Marshmallows by moonlight.
*Yurtwood | glamping luxury woodland yurt | a yurt in the woods | A yurt in the woods.
Bellcanvas | glamping luxury belltent | a bell tent's canvas, with a proper bed inside | Canvas outside, comfort inside.
Conkerhunt | family kid child | hunting for conkers around the campsite | Conkers, campfires and kids.
Torchtrail | family kid child | a torch-lit trail after dark | Torches on, adventure on.
*Hitchrest | caravan motorhome campervan rv | unhitch and rest | Unhitch and rest.
Vanwander | caravan motorhome campervan rv | a stop for wandering vans | Park the van, wander off.
Brackenbed | woodland forest wild | a bed among the bracken | Sleep among the bracken.
Owlcall | woodland forest | the owl calling over the tents at night | Fall asleep to the owls.
*Skimstone | lake lakeside river riverside | skimming stones on the water | Skim stones till sunset.
Reedrest | lake lakeside river riverside | rest by the reeds | Rest by the reeds.
Starcount | eco offgrid wild dark | counting stars where there is no light pollution | Count the stars.
Wagwood | dog pet woodland dogfriendly | woods that set tails wagging | Woods worth wagging for.
Dunedawn | coastal beach seaside | dawn over the dunes | Wake by the dunes.
Hushmeadow | adult quiet couple adultsonly peaceful | a hushed meadow, no kids' parties | Quiet meadow, grown-ups only.
Fellfire | mountain hill fell | a campfire on the fell | A fire on the fell.
Heatherbed | mountain hill moor | a bed in the heather | Sleep in the heather.
# r10: detail names
Haybale & Hen | farm farmyard animal animals | haybale + hen: pitches among hay bales and hens | Wake up to the hens.
Wetsuitline | surf surfing surfer wave | wetsuit + line: wetsuits drying on the line beside the tent | Wetsuits on the line by noon.
Acornpod | pod pods cabin cabins | acorn + pod: snug camping pods under the oaks | A pod among the oaks.
Branchbunk | treehouse tree cabin | branch + bunk: a bunk up among the branches | Sleep in the branches.
Stilepitch | walker walkers walking hiking hiker rambler | stile + pitch: over the stile to your pitch | Over the stile, pitch up.
Paddlepitch | canoe kayak paddle paddleboard | paddle + pitch: pitch your tent, launch your canoe | Tent up, canoe in.
Badgefield | scout scouts guides youth group | badge + field: a field where scouts earn their badges | Earn a badge by the campfire.
Wogglewood | scout scouts cub cubs guides | woggle + wood: the scout's woggle, out in the woods | Woggles on, into the woods.
Confettifield | wedding bride bridal | confetti + field: a wedding in a field under canvas | Say I do in the field.
# r11: detail names
Soak & Canvas | hottub tub spa jacuzzi | soak + canvas: a hot tub beside the bell tent | Soak, then sleep under canvas.
Steam & Stars | hottub tub spa sauna jacuzzi | steam + stars: a steaming hot tub under the night sky | Steam rising, stars out.
Levelpitch | accessible wheelchair disabled disability | level + pitch: flat, step-free pitches | Every pitch, level.
Pedal & Peg | cycling cyclist cyclists bike bikes | pedal + peg: cycle in, peg the tent | Pedal in, peg out.
Muddytyre | mtb mountainbike mountainbiking biking | muddy + tyre: mountain bikers camping by the trails | Muddy tyres welcome.
Paddockpitch | horse horses pony equestrian riding | paddock + pitch: your pitch, your horse in the next paddock | Bring the horse too.
Crook & Kettle | shepherd hut huts | crook + kettle: a shepherd's hut with the kettle on | Kettle on in the hut.
Tent & Tackle | fishing angling angler anglers carp | tent + tackle: camp by the water with your fishing tackle | Pitch up, cast off.
Pawpeg | dog dogs dogfriendly pet pets | paw + peg: a tent peg and a dog welcome beside it | Paws by the tent pegs.
Thistle & Tent | scotland scottish highland highlands | thistle + tent: camping in the Scottish hills | Tents among the thistles.
# r12: detail names
*Dunepitch | coastal beach seaside sea | dune + pitch: a tent pitch behind the sand dunes | Pitch up behind the dunes.
Sandpeg | beach coastal seaside | sand + peg: tent pegs pushed into the sand | Pegs in the sand.
Cliffpitch | coastal clifftop seaside sea | cliff + pitch: pitches on the clifftop with a sea view | Wake up to the sea.
Hushpitch | adult adults quiet couple couples peaceful | hush + pitch: quiet pitches for grown-ups only | No kids, just the quiet.
Starpeg | stargazing stars dark sky astronomy | star + peg: pegging out the tent under the stars | Peg out under the stars.
*Welliepitch | family families kid kids child children | wellie + pitch: muddy wellies lined up by the tent | Wellies by the tent door.
Marshmallow Meadow | family families kid kids child children campfire | marshmallows toasted round the campfire in a meadow | Toast marshmallows, sleep in the meadow.
Duvetpitch | glamping luxury comfort | duvet + pitch: a proper duvet in a ready-made tent | Camping with a real duvet.
# r13: detail names
Blossompitch | orchard orchards apple apples cider blossom | blossom + pitch: a pitch under the orchard's apple blossom | Pitch up under the apple trees.
Whittlewood | bushcraft survival foraging whittling firelighting | whittle + wood: whittling sticks by the fire in the woods | Whittle, forage, cook on the fire.
Bunting Field | group groups party parties hen stag reunion exclusive | a field strung with bunting, booked for your group | The whole field, just your lot.
Kickstand Camp | motorbike motorbikes motorcycle motorcycles biker bikers | kickstand down, tent up | Kickstand down, tent up.
# r14: detail names
Jetty Morning | lake lakeside river riverside loch | morning coffee on the jetty over the water | Coffee on the jetty.
No Signal Meadow | offgrid nosignal unplugged | a meadow out of phone signal | No bars, just stars.
Fetchfield | dog dogs dogfriendly pet pets | a field big enough to throw a ball | Throw the ball, pitch the tent.
Wine & Hammock | adult adults adultsonly couple couples | a hammock between the trees and a glass of wine | Grown-ups, hammocks, wine.
Cairncamp | mountain mountains hill hills fell fells moor peaks | a camp below the cairn at the top of the hill | Camp below the cairn.
Waymark Camp | walker walkers walking hiking hiker hikers rambler ramblers trail | the waymark arrow that leads walkers to the site | Follow the arrow, pitch up.
Tipi Vows | wedding weddings bride bridal | a wedding party under tipis in a field | Vows, tipis and a field.
Ironwheel Huts | shepherd hut huts | shepherd's huts on iron wheels | A hut on wheels, a stove inside.
# r15: detail names
Pitched On Arrival | hire hiring rent rental rentals prepitched | a hired tent already pitched when you arrive | Turn up. The tent's already up.
`)
