import { bank } from '../types.ts'

export default bank('wellness retreats', `
Hammock Hours | - | the slow hours in a hammock a retreat is for | Nothing scheduled but the hammock.
Morning Gong | - | the gong that wakes the house for the first sit | Wake to the gong, not the alarm.
Outbreath | - | the long out-breath guests let go on arrival | Arrive tense, leave on an outbreath.
# detail names
Hushweek | silent silence quiet vipassana | a week of hush: a silent retreat | Seven days without a word.
Mat & Mountain | yoga mountain mountains alpine hiking | a yoga mat facing the mountains | Morning yoga, mountain views.
No Signal Cabins | detox digital unplug unplugged offline phone screen | cabins out of reach of phone signal | No bars, no pings, no problem.
Canopy Cabins | forest woodland woods trees treehouse cabin cabins | cabins up among the forest canopy | Sleep among the treetops.
Hayloft Hush | farm countryside rural barn country | the quiet of a converted hayloft in the country | Country quiet in the hayloft.
Fireside Sisters | women woman female ladies sisterhood | women gathered round the fire on a retreat | Women, a fire, and time to talk.
Two Robes | couple couples partner partners romantic | two robes on the hook: a retreat for couples | Two robes, one slow weekend.
Silk Slipper Retreats | luxury luxurious boutique highend fivestar | silk slippers: a retreat with every comfort | Silk slippers, nothing to do.
`)
