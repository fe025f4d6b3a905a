import { bank } from '../types.ts'

export default bank('coaching', `
Mapmender | - | mending the map when plans go off course | Plans, mended.
Reframery | - | reframing: looking at a stuck problem from a new angle | See it from a new angle.
*Nextrung | career job promotion | the next rung of the ladder | Reach the next rung.
Offerwise | career job interview | wise in interviews, right to the offer | From interview to offer.
Boardside | executive business | beside the boardroom table: coaching at board level | A coach at the boardroom table.
Midlifemap | life midlife | a map for midlife | A map for the second half.
Laterleap | life midlife retirement | a leap taken later in life | It is never too late to leap.
*Tantrumtamer | parent parenting | taming tantrums kindly | Fewer tantrums, calmer mornings.
Burnoutbrake | burnout stress | a brake before burnout | Slow down before you burn out.
*Unfrazzle | burnout stress | coming out of a frazzled season | From frazzled to steady.
Heartmend | relationship couple | mending the heart between two people | Mend it together.
# r10: detail names
Podiumstep | speaking speech public presentation confidence | stepping up to the podium | Step up and speak.
Listlasso | adhd neurodivergent | lassoing a runaway to-do list | Round up the to-do list.
Twohomes | divorce separation separated breakup coparenting | life across two homes after a split | One family, two homes, less strife.
Seconddate | dating | coaching that gets you to the second date | Here's to the second date.
Soberstep | sober sobriety alcohol drinking | one sober step after another | One sober step at a time.
Clearmornings | sober sobriety alcohol drinking | mornings with a clear head | Wake up clear-headed.
`)
