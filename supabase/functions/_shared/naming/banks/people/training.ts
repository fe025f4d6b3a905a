import { bank } from '../types.ts'

export default bank('training', `
*Gritgarage | - | a garage gym full of grit | Grit, chalk and good music.
Platestack | strength powerlifting | plates stacked on the bar, week by week | One more plate every week.
Silverlift | senior older | strength training for silver-haired lifters | Stronger every birthday.
Steadyfoot | senior older balance | steady feet: balance training for later life | Steady on your feet.
Dawndrill | outdoor bootcamp | drills at dawn in the park | Drills at dawn.
Parkgrind | outdoor bootcamp | a hard workout in the park | Grind in the park, all weather.
Spotmate | personal trainer | the trainer who spots while you lift | We spot, you lift.
`)
