import { bank } from '../types.ts'

export default bank('outdoor gear', `
Hutkit | - | the kit a walker takes hut to hut | Kit for hut to hut.
Clipwell | - | clip in, climb well | Clip in, climb well.
Wildworn | - | gear worn in wild places | Kit for the wild.
Hillready | - | ready for the hills | Ready for the fells.
Packproud | - | a pack you are proud to carry | Packed right, proud to carry.
Ridgeward | - | gear that gets you ridgeward | Gear that gets you to the ridge.
Outworn | - | gear worn out in the open | Worn outdoors, built for it.
Mileproof | - | gear proofed for the miles | Proofed for every mile.
Weatherwise | - | wise to the weather | Wise to every weather.
Cragswap | climbing used secondhand | a swap at the crag: second-hand climbing gear | Swap gear, climb more.
Cragready | climbing | ready for the crag | Racked and crag-ready.
Gritgrip | climbing | grip on gritstone | Grip for gritstone days.
Chalkhand | climbing bouldering boulder | a chalked hand on the rock | Chalk up, send it.
Padstack | bouldering boulder | a stack of crash pads under the problem | Fall soft, try again.
Toprock | bouldering boulder | topping out on a rock | Top out, every time.
Pitchsure | camping camp tent | a tent pitched surely | Pitched right, first time.
Campcraft | camping camp tent | the craft of making camp | Make camp, well.
Canvasdry | camping camp tent | dry under canvas, whatever the rain | Dry under canvas.
Trailfolk | hiking hike walking | gear for trail folk | Kit for every trail.
Stilewell | hiking hike walking | a stile climbed well on a country walk | Over every stile.
Bootfit | hiking hike walking | boots fitted properly | Boots fitted for the long way.
Gramcount | ultralight lightweight | counting grams, the ultralight habit | Every gram counted.
Ouncewise | ultralight lightweight | wise with every ounce | Wise with every ounce.
Featherpack | ultralight lightweight | a pack as light as a feather | Light as a feather, strong as a mule.
Frostproof | winter alpine snow | proofed against frost and snow | Warm in the frost.
Icepoint | winter alpine ice | the point of a crampon on ice | Kick in, step up.
Galeguard | winter alpine | guarded against the gale | Ready for the storm.
Resend | used secondhand | re + send: used climbing gear sent again | Gear for its second send.
Gearagain | used secondhand | good gear, out again | Good gear, out again.
Mendandgo | repair used | gear mended, and off you go | Mended, and back outside.
Littleboots | kids family | boots for little walkers | Little boots, big hills.
Familyfell | kids family | the family day out on the fells | Fells for the whole family.
Tinytrek | kids family | a tiny trek for small legs | Small legs, big adventures.
Herridge | women | gear for women on the ridge | Kit cut for women.
Sheclimb | women climbing | climbing gear for women | Kit that fits her climb.
Gearhire | rental hire | gear for hire | Hire the kit, take the trip.
Borrowtent | rental hire | a tent to borrow for a trip | Borrow the pack, keep the memories.
Greenpeak | eco sustainable | green gear for the peaks | Green gear for the peaks.
Leavelight | eco sustainable | leave light: leave no trace | Leave no trace, carry less.
Paddlekit | water kayak paddle | kit for paddling | Kit for the water.
Dryloader | water kayak paddle | a dry bag loaded for the river | Dry kit, wet trips.
Trailpace | running trail | keeping pace on the trail | Pace the trail.
Mudstride | running trail | striding through mud | Stride through the mud.
`)
