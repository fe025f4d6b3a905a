import { bank } from '../types.ts'

export default bank('cars', `
Beadwell | - | the way water beads on well-kept paint | When the rain beads, we did our job.
Calmclutch | - | a garage that keeps you calm | Calm, clear, fair.
Steadygear | - | steady, honest work on every gear | Steady hands, honest work.
Milekeeper | - | keeping your car going mile after mile | Mile after mile.
Fairtorque | - | a fair price for every turn of the spanner | Fair work, fair price.
Glossday | - | the day your car gets its gloss back | Gloss back, today.
Sundayshine | - | the Sunday shine on a clean car, any day of the week | Sunday shine, any day.
Honestbonnet | - | an honest look under the bonnet | Honest, bonnet up.
Swirlfree | detailing ceramic valeting polish | paint polished free of swirl marks | Not a swirl left.
Deepgloss | detailing ceramic valeting polish | a deep gloss you can see into | Gloss you can see into.
Mirrorcoat | detailing ceramic valeting polish | a ceramic coat that shines like a mirror | See yourself in it.
Kerbwash | mobile van driveway | a car wash at your kerb | We wash it where it is parked.
Driveside | mobile van driveway | valeting on your own drive | We come to your drive.
Bucketvan | mobile van driveway | a van of buckets and sponges that comes to you | The car wash comes to you.
Cupwash | eco waterless green | a whole car washed with a cup of water | One cup of water, one clean car.
Mistbuff | eco waterless green | mist on, buff off: waterless washing | Mist on, buff off.
Dropwise | eco waterless green | wise with every drop of water | Wise with every drop.
Chromekeep | classic vintage retro | keeping the chrome of classic cars | Chrome kept, classics loved.
Heritagewax | classic vintage retro | the waxing that keeps old paint alive | Old paint, kept young.
Walnutdash | classic vintage retro | the walnut dashboard of a classic car | For cars with walnut dashboards.
Quietbay | ev electric hybrid | the quiet of a workshop that services electric cars | Quiet cars, quiet bay.
Regenroad | ev electric hybrid | regen braking: an electric car earning miles back on the road | Electric cars, expertly kept.
Hushmotor | ev electric hybrid | the hush of an electric motor | The hush of a good motor.
Deeptread | tyre tire wheel | deep tread, safe grip | Deep tread, safe roads.
Gripsure | tyre tire wheel | tyres you can be sure grip | Sure grip in the wet.
Tyretrust | tyre tire wheel | a tyre fitter you can trust | Tyres you can trust.
Passwell | service mot maintenance | a car kept so it passes its test well | Pass well, every year.
Fullstamp | service mot maintenance | a service book with every stamp | Every stamp in the book.
Servicekeep | service mot maintenance | the service that keeps your car going | Serviced, kept, running.
Panelpride | body bodywork repair | bodywork panels made good with pride | Panels put right.
Scuffaway | body bodywork repair | scuffs and scrapes, taken away | Scuffs gone.
Dentless | body bodywork repair | dents taken out until none are left | Not a dent left.
Fleetshine | fleet commercial business van | a whole fleet kept shining | Every vehicle, shining.
Fleetgear | fleet commercial business van | servicing for whole fleets | Your fleet, on the road.
Vanpride | fleet commercial business van | vans kept clean and proud | Vans you are proud of.
Crumbvac | interior valet family kids | the crumbs of every school run, vacuumed out | The school run, vacuumed away.
Mudmat | interior valet family kids dog | muddy mats made clean | Muddy mats, made clean.
Cabinfresh | interior valet family kids | a car cabin made fresh | Fresh inside, again.
Torquetune | performance tuning sport | tuning for more torque | More torque, same car.
Apexrev | performance tuning sport | revving through the apex of a bend | Built for the bends.
Boostbay | performance tuning sport | a bay where cars get a boost | A boost for your car.
`)
