import { bank } from '../types.ts'

export default bank('bikes', `
Cogset | - | the cogset, the stack of gears on the back wheel | Every gear, set right.
Grannygear | ebike electric hill | the granny gear, the lowest gear for the steepest hill | Every hill in granny gear.
Patchkit | repair service | the puncture patch kit every rider carries | Fixed faster than a patch kit.
Presta | - | the Presta valve on every good bike tyre | Pumped, checked and ready to ride.
Kerbhop | commute city urban | hopping a kerb on the ride to work | City riding, kerb to kerb.
Knobbly | mountain mtb trail | knobbly tyres that grip the mud | Tyres for the muddy way home.
Paceline | road racing | the paceline riders share on a road ride | Ride in line, ride faster.
Wobblewheel | kids child | the wobbly first ride on two wheels | From wobbly to flying.
Bidon | - | the bidon, the cyclist's water bottle | Fill the bidon, ride all day.
Hillhush | ebike electric hill | the quiet hum of an e-bike up a hill | Hills, in a hush.
Truingstand | repair service wheel | the truing stand where wheels are spun straight | Wheels spun true.
Longtail | cargo family | the longtail cargo bike that carries kids and shopping | Room for kids and the shopping.
Trackstand | - | the trackstand, balancing still at the lights | Balance, even at a standstill.
Bellbasket | commute city urban | a bell and a basket: the city bike | A bell, a basket, a better commute.
Musette | road racing | the musette, the bag handed to racers for food | Fuel for the long ride.
Spokekey | repair service wheel | the spoke key that tunes a wheel | Tuned with a spoke key.
Pushbike | kids child | pushbike, the old word for a bicycle | Every kid's first pushbike.
Crankshed | repair service | cranks in a bike shed: the local repair shop | Fixed in the crank shed.
Rockgarden | mountain mtb trail | the rock garden, the rough trail section riders love | Built for the rock garden.
Voltride | ebike electric | volts + ride: electric bikes for every day | A ride with a little volt.
Boxbike | cargo family | the box bike with a crate in front | A box for kids, dogs and shopping.
Toptube | road racing | the top tube of a road frame | Fitted from the top tube down.
Tagalong | kids family cargo | the tag-along bike a child rides behind a parent | Little riders tag along.
Spokesmith | - | spokes + smith: the wheel builder who makes them by hand | Wheels built by hand.
Towpath | commute city canal | the towpath commute by the canal | Commute by the water.
Bermside | mountain mtb trail | the berm, the banked turn of a trail | Lean into the berm.
FirstPedal | kids child | a child's first pedal strokes | Every first pedal, cheered.
Cleatclick | road | the click of a cleat clipping in | Click in, ride out.
Hubgear | commute city | a hub gear: sealed, simple gears for city riding | Simple gears for daily miles.
Plugpedal | ebike electric | plug it in, then pedal | Charge it, pedal it, grin.
Chainline | - | the chain line, running straight from ring to cog | Straight chains, smooth rides.
Freehub | - | the freehub, the ticking heart of a back wheel | Hear the freehub tick.
`)
