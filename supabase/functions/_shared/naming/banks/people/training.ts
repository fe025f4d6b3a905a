import { bank } from '../types.ts'

export default bank('training', `
Barpath | strength powerlifting | the bar path, the line a good lift follows | Straight bar path, strong lift.
OneTwo | boxing | the one-two, the first boxing combination | Learn the one-two.
Dropset | - | the drop set that finishes a workout | One more set, a little lighter.
Wallball | crossfit | the wall ball throw of every crossfit class | Squat, throw, repeat.
SpotAndLift | personal trainer | the trainer who spots while you lift | We spot, you lift.
Silverlift | senior older | strength training for silver-haired lifters | Stronger every birthday.
Hillsprint | outdoor bootcamp | hill sprints, the outdoor workout that works | Up the hill, every week.
Bumperplate | strength crossfit | the rubber bumper plates dropped from overhead | Lift it, drop it, lift again.
Speedbag | boxing | the speed bag rattling in every boxing gym | Fast hands, sharp mind.
Legday | - | leg day, the one nobody skips here | Never skip leg day.
NegativeSplit | running runner | a negative split: running the second half faster | Finish faster than you start.
Formcheck | personal trainer | the form check a good trainer gives every rep | Every rep, form-checked.
Chairstand | senior older | the chair-stand test: getting up strong | Up from the chair, with ease.
Boxjump | crossfit | the box jump of every crossfit class | Jump higher, land softer.
Swingset | kettlebell | kettlebell swings + a swing set: playful strength | Swing, hinge, repeat.
Glovebox | boxing | a box of boxing gloves + glovebox | Gloves on, doubts off.
Dawndrill | outdoor bootcamp | drills at dawn in the park | Drills at dawn.
Hookgrip | strength olympic | the hook grip of olympic lifters | Hold on, lift heavy.
Repbook | personal trainer | the book where every rep is logged | Every rep, written down.
SweatEquity | - | sweat equity: the return on work you put in | Sweat in, strength back.
Tempoday | running runner | tempo day, the hard run of the week | Run the tempo, own the race.
Chalkbowl | strength powerlifting | the chalk bowl lifters dip into before a lift | Chalk up, step up.
Steadyfoot | senior older balance | steady feet: balance training for later life | Steady on your feet.
Tyreflip | outdoor bootcamp | tyre flips, outdoor strength training | Flip the tyre, flip the week.
Handwrap | boxing | the wraps boxers tie before gloves go on | Wrap up, step in.
Strideout | running runner | strides, the short fast runs after an easy run | Stride out, run lighter.
MuscleUp | crossfit gymnastic | the muscle-up, the bar move every crossfitter chases | The day you get your muscle-up.
Rackroom | strength | a room full of squat racks | A rack for every lifter.
Cornerstool | boxing | the stool in a boxer's corner between rounds | One more round from the corner.
Deload | - | the deload week lifters plan to come back stronger | Rest smart, lift more.
Restpause | - | the rest-pause set: a breath, then a few more reps | Pause, breathe, go again.
Ropeclimb | crossfit | the rope climb of every crossfit gym | Climb the rope, top the week.
`)
