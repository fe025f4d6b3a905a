import { bank } from '../types.ts'

export default bank('driving lessons', `
Clutchcalm | - | calm clutch control, the first thing we teach | Calm clutch, smooth starts.
Steadywheel | - | steady hands on the wheel | Steady hands, safe roads.
Mirrorsure | - | sure of every mirror check | Check, signal, sure.
Passproud | - | proud on the day you pass | Pass, and be proud.
Gearcheer | - | a cheer when the gears finally click | Gears that click into place.
Smoothsignal | - | a smooth signal before every turn | Smooth from the first signal.
Junctionjoy | - | the joy of a junction done right | Junctions, without the jitters.
Learnlane | - | the lane where learners learn | Learn in the right lane.
Roadwise | - | wise on the road for life | Wise on the road for life.
Keycalm | - | calm from the moment you turn the key | Turn the key, stay calm.
Stallfree | manual | driving a manual without stalling | Never stall again.
Clutchglide | manual | gliding the clutch up smoothly | Glide off the clutch.
Hilleasy | manual | easy hill starts, the ones every learner fears | Hill starts, sorted.
Twopedal | automatic | two pedals only: automatic driving | Two pedals, less stress.
Parkdrive | automatic | P to D: the first move in an automatic | Park, drive, pass.
Easyauto | automatic | easy lessons in an automatic | The easy way to pass.
Weekpass | intensive crash fast | passing in a week | Learn in a week.
Testsprint | intensive crash fast | a sprint to the test | Sprint to your test.
Quickplate | intensive crash fast | L-plates on and off, quickly | Plates off, fast.
Gentlegear | nervous anxious confidence | gentle lessons for nervous learners | Gentle lessons, growing confidence.
Quietroads | nervous anxious confidence | quiet roads to start learning on | Start on quiet roads.
Breathebrake | nervous anxious confidence | breathe, then brake: calm technique | Breathe, brake, relax.
Firstkeys | teen student young | your first set of car keys | Your first keys.
Platesoff | teen student young | the day the L-plates come off | The day the plates come off.
Freedomroad | teen student young | the road to freedom | The road to freedom.
Slipmerge | motorway passplus advanced | merging from the slip road | Merge like a pro.
Nightmiles | motorway passplus advanced | miles driven at night | Confident at night.
Motorwaysure | motorway passplus advanced | sure on the motorway | Sure on the motorway.
Refreshroute | refresher older mature returning | a route back into driving | Back behind the wheel.
Derustdrive | refresher older mature returning | a drive that shakes off the rust | Shake off the rust.
Secondstart | refresher older mature returning | a second start at driving | A fresh start.
Mockmiles | test mock exam | miles driven on mock tests | Mock tests, real confidence.
Examroute | test mock exam | driving the exam routes before the day | Know the route before the test.
Testeve | test mock exam | the lesson the evening before your test | Ready the night before.
Herwheel | women female | lessons with a female instructor | Her wheel, her way.
Ladylane | women female | a lane for women learners | Lessons by women, for women.
Shesteers | women female | she steers: driving for women | She steers.
`)
