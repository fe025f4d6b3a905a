import { bank } from '../types.ts'

export default bank('tyres and brakes', `
*Tyred & Tested | - | tyre + tried and tested: tyres tried, tested and trusted | Tried, tested, tyred.
Treadline | - | the tread lines of a new tyre | Fresh tread, sure grip.
Treadcheck | - | the tread checked with a coin in the groove | We check your tread for free.
Tyrestack | - | the stack of new tyres waiting in the bay | Your size, in stock.
*Roadside Jack | mobile roadside emergency breakdown | the jack under the car at the roadside | Flat tyre? We come to you.
Plug & Patch | puncture repair flat | punctures plugged and patched | Plugged, patched, rolling.
Nailfinder | puncture repair flat | the nail found in your tyre | We find the nail, you keep the tyre.
Alloyfix | alloy alloys kerb rims | scuffed alloys made good | Kerbed alloys, made good.
Padswap | brake brakes pads discs braking | new brake pads fitted | Pads swapped while you wait.
Passday | mot test service servicing | the day your car passes its test | Pass day, every year.
Snowtread | winter snow ice | winter tyres with deep tread | Grip when it snows.
Fleetwheel | fleet van business commercial | tyres for whole fleets of vans | Every van, rolling.
# r10: detail names
Steerstraight | alignment tracking balancing wobble | steering that runs straight again | Hands off, still straight.
Rumblefix | exhaust exhausts muffler silencer | the rumble of a blown exhaust, fixed | Rumble gone, ride quiet.
Visor & Tread | motorbike motorbikes motorcycle motorcycles biker | the helmet visor and the tyre tread | Bike tyres fitted while you wait.
Mudtread | offroad 4x4 suv truck trucks mud | deep tread for mud | Tread for the muddy tracks.
Secondtread | used partworn secondhand budget | a second life for good part-worn tyres | Good tread, second time round.
Volt & Tread | electric ev evs hybrid tesla | tyres built for an electric car's instant power | Tyres made for electric torque.
Pitlane Tyres | performance sports track racing trackday | tyres fitted as fast as a pit lane | Fitted at pit-lane speed.
Tractor Tread | tractor tractors farm agricultural | deep tread for tractor tyres | Tread for muddy fields.
# r11: detail names
Hitch & Tread | caravan caravans motorhome motorhomes trailer trailers campervan | the tow hitch and good tread on the trailer | Safe tyres for the holiday tow.
Whitewall Tyres | classic vintage retro heritage | the whitewall tyres of a classic car | Classic cars, classic tyres.
Clamp & Crank | battery batteries jumpstart | the jump lead clamp and the crank of an engine starting | Flat battery? We bring the clamps.
Rackswap | storage seasonal swap swaps | your other tyres kept on our rack and swapped each season | Swapped each season, stored between.
Cabtread | taxi taxis cab cabs privatehire uber | tyres for cabs that never stop | Tyres for cars that never stop.
Squealstop | squeal squealing squeaky grinding noisy | the brake squeal stopped | No more squealing brakes.
# r12: detail names
Driveway Tyres | mobile van home | new tyres fitted on your own driveway | New tyres on your driveway.
# r13: detail names
Tachotread | hgv lorry lorries haulage haulier hauliers bus buses coach coaches | tacho + tread: tyres for drivers who live by the tachograph | Tyres for the long haul.
Scootpatch | scooter scooters escooter escooters moped mopeds ebike ebikes | scoot + patch: punctured scooter and moped tyres patched | Punctured scooter? Patched today.
Cuppa & Jack | wait waiting whileyouwait lounge | a cuppa in the lounge while the jack goes under your car | Finish your tea, tyres done.
# r14: detail names
Hazardlight Tyres | emergency breakdown 24hour urgent roadside night | help that arrives while your hazard lights blink | Hazards on? We are on the way.
Kerbrash Repairs | alloy alloys kerb kerbed rims wheel wheels refurb refurbishment | kerb rash: the scrape an alloy gets on the kerb, repaired | Kerb rash gone, alloys shine.
Slushgrip | winter snow ice allseason allweather | grip through winter slush | Grip in the slush.
Pedalfirm | brake brakes pads discs braking | a firm brake pedal again | Firm pedal, sure stop.
# r16: detail names
Wrench Wagon | mobile fitting fitter van onsite | a wagon with the wrench and new tyres aboard | Wrench in hand, on your street.
Hiss Hunters | puncture punctures flat slow leak repair | hunting the hiss of a slow puncture | We find the hiss.
Frugal Fitters | budget cheap affordable value discount lowcost | fitters who keep your tyre bill frugal | Good tyres, frugal prices.
Hushroll | electric ev evs hybrid tesla quiet | hush + roll: quiet low-noise tyres for electric cars | Silent car, silent tyres.
Depot Dawn | fleet fleets van vans business commercial company courier delivery depot | the fleet fitted at your depot before dawn | Fitted by dawn, on the road by six.
# r17: detail names
Parked & Fitted | mobile home driveway workplace work office street anywhere van fitter fitting onsite | tyres fitted wherever the car is parked | Wherever it is parked, it is fitted.
Lunch Break Tyres | workplace work office offices carpark parking employer staff mobile | tyres fitted in your work car park during your lunch break | New tyres before your sandwich is gone.
Locknut Rescue | lockingwheelnut locknut locknuts wheelnut wheelnuts key lost stuck removal | the locking wheel nut whose key is lost, taken off without harm | Lost the key? We get the nut off.
Hard Shoulder Tyres | roadside motorway highway breakdown stranded emergency | a tyre changed on the hard shoulder, so you are back on the road | Stuck on the hard shoulder? We are coming.
Shocks & Stops | suspension shock shocks absorber absorbers springs brake brakes | shock absorbers and brakes: the smooth ride and the sure stop | Smooth over the bumps, sure at the lights.
# r18: detail names
*Pyjama Pitstop | mobile driveway home doorstep house van onsite | a pit-stop tyre change on your drive while you are still in your pyjamas | New tyres before you are dressed.
`)
