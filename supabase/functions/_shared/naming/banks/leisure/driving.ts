import { bank } from '../types.ts'

export default bank('driving lessons', `
*Bitepoint | - | the biting point: where the clutch catches and the car starts to move | Find the bite, then off you go.
Tentotwo | - | ten to two: where generations of instructors have said to hold the wheel | Hands at ten to two.
Dualbrake | - | the instructor's own brake pedal on the passenger side, there just in case | Our foot's never far from the brake.
Clutchglide | manual | gliding the clutch up smoothly | Glide off the clutch.
Twopedal | automatic | two pedals only: automatic driving | Two pedals, less stress.
Weekpass | intensive crash fast | passing in a week | Learn in a week.
Quietroads | nervous anxious confidence anxiety scared nerves | quiet roads to start learning on | Start on quiet roads.
Firstkeys | teen student young teenager seventeen | your first set of car keys | Your first keys.
*Platesoff | teen student young teenager seventeen | the day the L-plates come off | The day the plates come off.
Nightmiles | motorway passplus advanced dualcarriageway | miles driven at night | Confident at night.
Mockmiles | test mock exam | miles driven on mock tests | Mock tests, real confidence.
Herwheel | women female woman ladies | lessons with a female instructor | Her wheel, her way.
Shesteers | women female woman ladies | she steers: driving for women | She steers.
# r10: detail names
Rustyclutch | refresher returning rusty lapsed | rusty + clutch: a refresher for drivers who have not driven in years | Shake the rust off your clutch.
Dustykeys | refresher returning rusty lapsed | dusty + keys: car keys back out of the drawer | Dust off the keys.
Plugpass | electric ev hybrid | plug + pass: learn and pass in an electric car | Plug in, pass.
Throttlestart | motorcycle motorbike moped scooter cbt | throttle + start: first lessons on a motorbike | Twist the throttle, safely.
Cabclimb | hgv lorry truck bus | cab + climb: climbing up into a lorry cab to learn | Climb in, move up.
Hitchback | towing trailer caravan horsebox | hitch + back: learning to reverse with a trailer, a play on hatchback | Reverse it like a pro.
Hazardclick | theory hazard perception | hazard + click: the click when you spot a hazard on the theory test | Click on time, pass the theory.
# r11: detail names
Licenceswap | foreign international overseas exchange expat | licence + swap: swapping a foreign licence for a local one | Swap the licence, stay on the road.
Keepleft | foreign international overseas tourist visitor | keep left: the first rule for drivers from abroad | Keep left, stay calm.
Kerbkiss | parking parallel reversing manoeuvre manoeuvres | kerb + kiss: parking close to the kerb without a scrape | Park close, never scrape.
Silverclutch | senior seniors older elderly | silver + clutch: lessons and check drives for older drivers | Still sharp behind the wheel.
Tractortail | rural countryside lanes village | tractor + tail: learning country lanes, tractors and all | Patience behind the tractor.
Saturdayclutch | weekend weekends saturday evening evenings | Saturday + clutch: lessons at weekends and after work | Lessons when you're free.
Birthdaykeys | gift voucher vouchers birthday seventeenth | birthday + keys: driving lessons as a 17th birthday present | Lessons for their seventeenth.
Fortnightpass | intensive crash fast | fortnight + pass: passing within two weeks | Two weeks to your pass.
Clutchfree | automatic auto | clutch-free: driving with no clutch pedal | No clutch, no stalls.
Calmclutch | nervous anxious anxiety confidence | calm + clutch: calm lessons for nervous learners | Calm clutch, steady nerves.
# r12: detail names
*Clutchbite | manual gears gearbox | the biting point every learner chases | Find the bite, first time.
No Clutch Club | automatic auto | learning in a car with no clutch pedal | No clutch, no stalling.
# r13: detail names
Otherseat | adi trainee | moving to the other seat: training to be an instructor | Swap seats, start teaching.
Fareready | taxi taxis cab cabs uber privatehire minicab | ready for your first fare | Ready for your first fare.
# r14: detail names
Handbrake Hill | manual gears gearbox stick | the hill start with the handbrake that every manual learner dreads | Hill starts without the rollback.
Zero Revs | electric ev evs hybrid | an electric car that never needs revving | No revs, no stalls, just go.
Visor Down | motorcycle motorbike motorbikes moped scooter cbt | the visor down before the first ride | Visor down, ride safe.
Roundabout Ready | urban roundabout roundabouts traffic | ready for the busy roundabouts in town | Busy roundabouts, no panic.
`)
