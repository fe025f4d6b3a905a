import { bank } from '../types.ts'

export default bank('bikes', `
Hillhush | ebike electric hill ebikes | the quiet hum of an e-bike up a hill | Hills, in a hush.
Plugpedal | ebike electric ebikes | plug it in, then pedal | Charge it, pedal it, grin.
Crankshed | repair service repairs servicing | cranks in a bike shed: the local repair shop | Fixed in the crank shed.
Kerbhop | commute city urban commuting commuter | hopping a kerb on the ride to work | City riding, kerb to kerb.
*Bellbasket | commute city urban commuting commuter | a bell and a basket: the city bike | A bell, a basket, a better commute.
Trailgrin | mountain mtb trail mountainbike | the grin at the bottom of a trail | Grins at the bottom of the hill.
Mudmile | mountain mtb trail mountainbike | a muddy mile on a mountain bike | Every muddy mile.
*Wobblewheel | kids child children | the wobbly first ride on two wheels | From wobbly to flying.
Gravelgrin | gravel touring adventure | grins on the gravel | Gravel roads, big grins.
Secondspin | secondhand refurbished used preloved | a second spin for a used bike | Every bike deserves a second spin.
Foldflyer | folding foldable | a folding bike that flies through town | Ride, fold, go.
Trainfold | folding commute | a bike that folds for the train | Fold it, board it, ride on.
# r10: detail names
Cog & Cup | cafe coffee | a bike cog and a coffee cup: a bike shop with a café | Fix your bike, drink your coffee.
Tarmacwhirr | road racing race sportive | the whirr of thin tyres on smooth tarmac | Fast wheels for smooth roads.
Daywheels | hire rental rent | wheels hired for the day | Wheels for the day, no strings.
Crateride | cargo | a crate on the front: cargo bikes that carry the shopping and the kids | Carry the kids, skip the car.
Schoolrunner | cargo school | a cargo bike built for the school run | The school run, by bike.
Tweedride | vintage retro classic | tweed + ride: the tweed ride on an old steel bike | Old steel, still rolling.
# r11: detail names
Cobblespin | tour tours guided sightseeing | a spin over the old town cobbles | See the city from the saddle.
Pedal & Picnic | tour tours guided picnic | a guided ride with a picnic at the end | Ride out, unpack lunch.
Barspin | bmx skatepark stunt stunts | the barspin, the BMX trick every kid practises | Learn the barspin, then the next.
Ramp & Rim | bmx skatepark pumptrack dirt | a ramp and a wheel rim: BMX riding | Ramps, rims and big air.
Saddle & Stem | fit fitting bikefit | the saddle height and stem reach a bike fit sets | Fitted from saddle to stem.
Firstpedal | learn lesson lessons beginner beginners | the first pedal stroke on your own | Your first pedal, then the rest.
Saddlesisters | women woman ladies female | a riding club of saddle sisters | Ride out with your saddle sisters.
Pannier & Pitch | bikepacking pannier panniers camping | panniers packed, then the tent pitched | Pack the panniers, pitch by dusk.
Pedalpost | courier delivery deliveries parcel parcels | post delivered by pedal power | Parcels by pedal power.
Tasselgrip | kids child children | the tassels on a child's handlebar grips | Tassels flying on the first bike.
Shedfind | secondhand used refurbished | a bike found in a shed, brought back to life | From shed find to road ready.
Spanner & Spoke | repair repairs service servicing | a spanner and a spoke: the bike workshop | Serviced, trued and rolling.
# r12: detail names
Tandemtea | tour tours tandem couples | a tandem ride for two with a tea stop | Two saddles, one teapot.
Stabiliser Lane | kids child children learn | where small riders lose the stabilisers | Stabilisers off by Sunday.
Pumpshed | repair service servicing | the shed with the track pump: tyres, tubes, tune-ups | Pumped, trued, and back out.
Batterybell | ebike electric | an e-bike: a battery and a bell | The hills just got shorter.
Boost & Bell | ebike electric commute city | an e-bike with a boost for the ride to work | Boosted to work, not sweaty.
Rootdrop | mountain mtb trail | the drop over tree roots on a trail | Roots, drops, and a grin.
Lowstep | older senior stepthrough beginners | a low step-through frame that's easy to get on | Step through, sit up, ride.
Seaside Spokes | hire rental beach seaside coast | bikes to hire by the sea | Hire a bike, ride the front.
Secondsaddle | secondhand used refurbished | a second owner's saddle: good used bikes | A good bike's second ride.
Crate & Crank | cargo delivery courier | a cargo crate on the front and pedals doing the work | Deliveries on pedal power.
# r13: detail names
Lugwork | custom handbuilt bespoke framebuilder framebuilding frame frames | lug + work: steel frames brazed into lugs by hand | Brazed by hand, built for you.
Aerotuck | triathlon tri timetrial aero | aero + tuck: the low tuck on a time-trial bike | Tuck low, ride fast.
Spokesuds | wash washing cleaning clean detailing | spoke + suds: bikes washed down to the spokes | Muddy in, spotless out.
# r14: detail names
Driveway Tune | mobile callout doorstep visiting | a bike tune-up on your driveway | We fix it on your driveway.
Fireroad Bikes | gravel touring adventure bikepacking | fire roads: gravel tracks through the forest | Built for the forest fire road.
Cleatclack | cafe coffee | cleat + clack: cycling shoes clacking into the cafe | Clack in, coffee up.
Rodbrake | vintage retro classic restoration | rod brakes: the brakes on old roadsters | Old roadsters, riding again.
# r15: detail names
Size Up Bikes | swap swaps swapping tradein | a kids' bike swapped for the next size up | Outgrew it? Swap it up.
Kickstand Market | marketplace peertopeer resale | kickstand down, bike for sale: riders selling to riders | Kickstand down, sold by Sunday.
# r16: detail names
Charge & Roam | ebike ebikes electric rental rentals rent hire tourist tourists | a charged battery, then a day to roam | Fully charged, free to roam.
Postcard Cycles | tourist tourists visitor visitors sightseeing holiday holidays vacation | the views off a postcard, seen by bike | See the postcard views by bike.
Landmark Loop | tourist tourists visitor visitors sightseeing tour tours | a bike loop past every landmark in town | Every landmark, one easy loop.
Flat White Cycles | cafe coffee espresso | flat white coffee, flat tyres fixed alongside | Coffee while we fix your flat.
Chain & Crema | cafe coffee espresso | a bike chain and the crema on an espresso | Oil the chain, drink the crema.
Frame Rescue | secondhand used refurbished preloved | old frames rescued and made roadworthy | Good frames, given a second life.
Bermline | mountain mtb trail trails mountainbike | the line through the banked berms of a trail | Carve every berm.
`)
