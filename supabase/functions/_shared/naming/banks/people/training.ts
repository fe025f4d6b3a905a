import { bank } from '../types.ts'

export default bank('training', `
*Gritgarage | - | a garage gym full of grit | Grit, chalk and good music.
Platestack | strength powerlifting | plates stacked on the bar, week by week | One more plate every week.
Silverlift | senior older | strength training for silver-haired lifters | Stronger every birthday.
Steadyfoot | senior older balance | steady feet: balance training for later life | Steady on your feet.
Dawndrill | outdoor bootcamp | drills at dawn in the park | Drills at dawn.
Parkgrind | outdoor bootcamp | a hard workout in the park | Grind in the park, all weather.
Spotmate | personal trainer | the trainer who spots while you lift | We spot, you lift.
*Clang & Chalk | - | the clang of plates and chalk on hands: a real gym | Loud plates, chalky hands, real progress.
*PlateLoaded | strength powerlifting | a bar loaded with plates, heavier every week | Load the plates, lift the bar.
*Glove Up | boxing | glove up: the moment before every round | Glove up, step in.
*Burpee Barn | crossfit | a barn full of burpees and box jumps | Burpees first, breakfast after.
*Swing & Grip | kettlebell | a firm grip and a big kettlebell swing | Grip the handle, swing from the hips.
`)
