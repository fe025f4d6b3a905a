import { bank } from '../types.ts'

export default bank('coaching', `
Mapmender | - | mending the map when plans go off course | Plans, mended.
Reframery | - | reframing: looking at a stuck problem from a new angle | See it from a new angle.
*Nextrung | career job promotion careers | the next rung of the ladder | Reach the next rung.
Offerwise | career job interview | wise in interviews, right to the offer | From interview to offer.
Boardside | executive business | beside the boardroom table: coaching at board level | A coach at the boardroom table.
Midlifemap | life midlife forties fifties | a map for midlife | A map for the second half.
Laterleap | life midlife retirement | a leap taken later in life | It is never too late to leap.
*Tantrumtamer | parent parenting | taming tantrums kindly | Fewer tantrums, calmer mornings.
Burnoutbrake | burnout stress overwhelm overwhelmed | a brake before burnout | Slow down before you burn out.
*Unfrazzle | burnout stress overwhelm overwhelmed | coming out of a frazzled season | From frazzled to steady.
Heartmend | relationship couple couples relationships marriage | mending the heart between two people | Mend it together.
# r10: detail names
Podiumstep | speaking speech public presentation confidence | stepping up to the podium | Step up and speak.
Listlasso | adhd neurodivergent | lassoing a runaway to-do list | Round up the to-do list.
Twohomes | divorce separation separated breakup coparenting | life across two homes after a split | One family, two homes, less strife.
Seconddate | dating | coaching that gets you to the second date | Here's to the second date.
Soberstep | sober sobriety alcohol drinking | one sober step after another | One sober step at a time.
Clearmornings | sober sobriety alcohol drinking | mornings with a clear head | Wake up clear-headed.
# r11: detail names
Napkinplan | founder founders entrepreneur entrepreneurs startup startups | the business plan sketched on a napkin | From napkin plan to real business.
Firstinvoice | freelance freelancer freelancers selfemployed sidehustle | the first invoice you send | Get to your first invoice.
Shouldersback | confidence selfesteem esteem imposter impostor | shoulders back as you walk in | Walk in, shoulders back.
Jamjarplan | money finance financial budget budgeting debt | jam-jar budgeting: money sorted into jars | Every pound in its jar.
Piggyplan | money finance budget savings saving | a plan for the piggy bank | Savings with a plan.
Todone | productivity procrastination procrastinate organised organized | to-do + done | From to-do to done.
Buggy & Briefcase | mum mums mom mother maternity returner | back to work with a buggy and a briefcase | Back to work, on your terms.
Switchlane | change changer switch pivot | switching lanes into a new career | Change lanes, with a plan.
Bedtimetruce | parent parenting | a truce at bedtime | Calmer bedtimes for everyone.
Plateswap | health wellness habit habits weight | swapping what goes on the plate | Small swaps, lasting change.
# r12: detail names
Herladder | women woman female career | her own career ladder: coaching for women at work | Your ladder, your next rung.
Boardroom Sisters | women female leadership business | women backing each other into the boardroom | More women at the big table.
Shedtalk | men mens male | the honest talk men have in a shed | Talk it through, like in the shed.
Newstripes | manager managers promotion leadership | earning your stripes as a new manager | New stripes, steady hands.
Webcam Coffee | online virtual zoom | a coaching chat over coffee on a webcam | Coffee, a camera, and a clear plan.
Startline Mind | sport sports athlete athletes performance | the mind on the start line: sports mindset coaching | Calm on the start line.
Griefwalk | grief bereavement loss | walking and talking through grief | Walk it through, one step a day.
Goldwatch Next | retirement retire retired | what comes after the gold watch | After the gold watch, what next?
Firsthire | business owner small smallbusiness growth | coaching a small business owner towards the first hire | Ready for your first hire.
Naptime Plan | mum mums mom mother parent | planning your life in the baby's nap time | Big plans in small naps.
# r13: detail names
Tassel Turn | graduate graduates graduation student students university | the turn of the tassel at graduation, then what next | Tassel turned, next step planned.
Huddleroom | team teams corporate workplace staff | huddle + room: coaching a whole team together | Get the team in the huddle.
Loopbreak | anxiety anxious worry worrying overthinking rumination | loop + break: breaking the worry loop | Break the loop, breathe again.
Arrivals Gate | expat expats relocation relocate relocating immigrant immigrants | coaching that meets you at the arrivals gate of a new country | New country, steady footing.
# r14: detail names
Fiftyfork | midlife forties fifties | fifty + fork: the fork in the road at fifty | Pick your road at fifty.
Twocushion | relationship relationships couple couples marriage | two + cushion: a couple on the sofa, talking | Two cushions, one conversation.
Sidequest Coaching | adhd neurodivergent | coaching for brains that chase side quests | Finish the main quest too.
Runway Clock | founder founders entrepreneur entrepreneurs startup startups | the startup's runway counting down | Make every month of runway count.
Blokeroom | men mens male | bloke + room: a space for men to talk | Say it in the room.
`)
