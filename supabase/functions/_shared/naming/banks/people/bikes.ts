import { bank } from '../types.ts'

export default bank('bikes', `
Spokesmith | - | spokes + smith: the wheel builder who makes them by hand | Wheels built by hand.
Saddlewell | - | a saddle set right, every ride | Set up right, ride well.
Breezeride | - | a ride with the breeze behind you | Ride with the breeze.
Cadencewell | - | a good cadence, the steady rhythm of pedalling | Find your rhythm.
Gearglad | - | glad in the right gear | Always in the right gear.
Ridekind | - | kind rides, kind service | Kind to riders, kind to bikes.
Wheelwise | - | wise about wheels | Wise about every wheel.
Chainsure | - | a chain that runs surely | Smooth chains, sure rides.
Tyretale | - | every tyre has a tale | Every ride a tale.
Hillhush | ebike electric hill | the quiet hum of an e-bike up a hill | Hills, in a hush.
Voltride | ebike electric | volts + ride: electric bikes for every day | A ride with a little volt.
Plugpedal | ebike electric | plug it in, then pedal | Charge it, pedal it, grin.
Crankshed | repair service | cranks in a bike shed: the local repair shop | Fixed in the crank shed.
Fixfast | repair service | fixed fast, back on the road | Fixed today, riding tomorrow.
Rimright | repair service wheel | a rim spun right | Wheels spun true.
Vanspanner | mobile repair service | a spanner in a van, coming to you | The bike shop comes to you.
Kerbfix | mobile repair service | fixed at your kerb | Fixed at the kerb.
Kerbhop | commute city urban | hopping a kerb on the ride to work | City riding, kerb to kerb.
Bellbasket | commute city urban | a bell and a basket: the city bike | A bell, a basket, a better commute.
Commuteclub | commute city urban | a club for city commuters | Better commutes, every day.
Trailgrin | mountain mtb trail | the grin at the bottom of a trail | Grins at the bottom of the hill.
Bermside | mountain mtb trail | the berm, the banked turn of a trail | Lean into the berm.
Mudmile | mountain mtb trail | a muddy mile on a mountain bike | Every muddy mile.
Paceline | road racing | the paceline riders share on a road ride | Ride in line, ride faster.
Sundaypack | road racing | the Sunday pack of road riders | For the Sunday lycra crowd.
Climbsmith | road racing | a smith of climbing bikes | Built to climb.
Wobblewheel | kids child | the wobbly first ride on two wheels | From wobbly to flying.
FirstPedal | kids child | a child's first pedal strokes | Every first pedal, cheered.
Balancebud | kids child | a buddy for learning balance on two wheels | The day the stabilisers come off.
Schoolcargo | cargo family | a cargo bike for the school run | The school run, on two wheels.
Kidcarrier | cargo family | a bike that carries the kids | Room for kids and the shopping.
Boxbikery | cargo family | a shop of box bikes | A box for kids, dogs and shopping.
Gravelgrin | gravel touring adventure | grins on the gravel | Gravel roads, big grins.
Farspin | gravel touring adventure | spinning far | Ride far, camp wild.
Panniertrail | gravel touring adventure | a trail ridden with panniers | Pack the panniers.
Secondspin | secondhand refurbished used | a second spin for a used bike | Every bike deserves a second spin.
Reridden | secondhand refurbished used | bikes ridden again | Good bikes, ridden again.
Revelo | secondhand refurbished | re + velo: a bike made new again | Old bikes, new rides.
Sheclimbs | women | women who ride and climb hills | Rides for women, by women.
Girlgears | women | gears and rides for women | Gear up, girls.
Hirehub | hire rental tour | a hub for bike hire | Hire a bike, see the town.
Towncruise | hire rental tour | cruising round town on a hired bike | See the town by pedal.
Foldflyer | folding | a folding bike that flies through town | Ride, fold, go.
Trainfold | folding commute | a bike that folds for the train | Fold it, board it, ride on.
`)
