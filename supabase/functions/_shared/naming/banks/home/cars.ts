import { bank } from '../types.ts'

export default bank('cars', `
Swirlfree | detailing ceramic valeting polish | paint polished free of swirl marks | Not a swirl left.
Mirrorcoat | detailing ceramic valeting polish | a ceramic coat that shines like a mirror | See yourself in it.
*Kerbwash | mobile van driveway | a car wash at your kerb | We wash it where it is parked.
Bucketvan | mobile van driveway | a van of buckets and sponges that comes to you | The car wash comes to you.
Cupwash | eco waterless green ecofriendly | a whole car washed with a cup of water | One cup of water, one clean car.
Mistbuff | eco waterless green ecofriendly | mist on, buff off: waterless washing | Mist on, buff off.
Chromekeep | classic vintage retro | keeping the chrome of classic cars | Chrome kept, classics loved.
*Walnutdash | classic vintage retro | the walnut dashboard of a classic car | For cars with walnut dashboards.
Quietbay | ev electric hybrid | the quiet of a workshop that services electric cars | Quiet cars, quiet bay.
Hushmotor | ev electric hybrid | the hush of an electric motor | The hush of a good motor.
Gripsure | tyre tire wheel | tyres you can be sure grip | Sure grip in the wet.
Fullstamp | service mot maintenance | a service book with every stamp | Every stamp in the book.
Scuffaway | body bodywork repair | scuffs and scrapes, taken away | Scuffs gone.
Dentless | body bodywork repair | dents taken out until none are left | Not a dent left.
Fleetshine | fleet commercial business van | a whole fleet kept shining | Every vehicle, shining.
*Crumbvac | interior valet family kids | the crumbs of every school run, vacuumed out | The school run, vacuumed away.
Mudmat | interior valet family kids dog | muddy mats made clean | Muddy mats, made clean.
Torquetune | performance tuning sport | tuning for more torque | More torque, same car.
# r10: detail names
Chain & Chrome | motorbike motorbikes motorcycle motorcycles biker bikes | the bike chain and the chrome | Motorbikes, kept in shape.
Visorshine | motorbike motorbikes motorcycle motorcycles biker | a bike clean down to the visor | Clean from visor to tyre.
Camperbay | campervan campervans camper motorhome motorhomes caravan | a workshop bay for campervans | Ready for the next trip.
Awning & Axle | campervan campervans camper motorhome motorhomes caravan | the awning and the axle of a camper | Campers fixed, trips saved.
Chipfill | windscreen windscreens windshield chip | a windscreen chip filled before it cracks | Fill the chip, keep the screen.
OneOwner | used secondhand preowned dealer dealership | the used car with one careful owner | Used cars, well looked after.
LowMiles | used secondhand preowned dealer dealership | the used car with low miles on the clock | Low miles, fair prices.
Vinylskin | wrap wraps wrapping vinyl ppf | a vinyl skin for your car | A new colour, off again whenever.
Mudwinch | offroad overland 4x4 landrover jeep | mud + winch: kit for cars that leave the road | Made for mud.
# r11: detail names
Hazard & Hook | breakdown recovery tow towing roadside | the hazard lights on and the tow hook out | Hazards on? We are on our way.
Towhome | breakdown recovery tow towing roadside | your car towed home | Broken down? We tow you home.
Squealfix | brake brakes clutch exhaust suspension | the squeal of worn brakes, fixed | Stop the squeal.
Stopsure | brake brakes clutch exhaust | brakes you can be sure of | Sure stops, every time.
Kerbrash | alloy alloys wheel wheels rim rims refurbishment | kerb rash on alloys, taken out | Kerbed it? We can fix that.
Rimmend | alloy alloys wheel wheels rim rims refurbishment | scuffed rims mended | Rims back to new.
Dashlight | diagnostic diagnostics warning fault | the warning light on the dash, read and fixed | Light on? We will find out why.
Lorrywash | hgv lorry lorries truck trucks haulage | lorries washed down to the wheels | Clean lorries, clean name.
Oilstamp | service servicing mot maintenance oil | fresh oil and a stamp in the service book | Fresh oil, new stamp.
Lastlap | scrap scrapping scrapyard salvage | the car's last lap, to the scrapyard | Old car? Paid and collected.
# r12: detail names
Wheelnut Mobile | tyre tyres tire tires mobile | new tyres fitted wherever the car is parked | New tyres, fitted where you park.
Foambay | wash handwash carwash snowfoam | a wash bay covered in snow foam | Foam on, dirt off.
*Barnfind Motors | classic vintage restoration barnfind | bringing back the classic car found in a barn | Found in a barn, back on the road.
*Spanner Van | mobile mechanic van | a mechanic who drives the spanners to you | The garage comes to your driveway.
Buckle & Crumb | family kids children baby carseat | car seat buckles and crumbs, cleaned out | Car seats, buckles and crumbs sorted.
Dogboot Valet | dog dogs pet pets | cleaning the dog hair and mud out of the boot | Dog hair out, fresh boot in.
Rainbarrel Wash | eco green rainwater | washing cars with saved rainwater | Washed with rain, not mains water.
# r13: detail names
Fobmatch | key keys fob fobs lost | fob + match: a new car key fob coded to match your car | Lost the key? We code a new one.
Ventchill | aircon airconditioning regas ac | vent + chill: car air con regassed until the vents blow cold | Cold air from every vent.
Booth & Bake | respray spray paintshop | the spray booth and the bake that sets new paint | Sprayed in the booth, baked to a shine.
Wirehide | dashcam dashcams tracker trackers stereo | wires hidden behind the trim when a dashcam or stereo goes in | Fitted neat, not a wire in sight.
# r14: detail names
Two Bucket Rule | detailing detailer valeting valet polish ceramic | the detailer's rule: one bucket to wash, one to rinse, no swirls | One to wash, one to rinse.
Dyno Day | performance tuning tuned remap remapping dyno | a day on the rolling road to measure the power | See the numbers on the dyno.
Twenty Pence Tyres | tyre tyres tire tires tread | the twenty pence coin test for tread depth | Failed the 20p test? We fit today.
# r15: detail names
Driveway Keys | peertopeer borrow carshare carsharing share sharing carclub | renting the car parked on a neighbour's driveway | The car next door, by the hour.
Tiprun Vans | vanhire | tip + run: a van hired for the run to the tip | Load it, tip it, bring it back.
`)
