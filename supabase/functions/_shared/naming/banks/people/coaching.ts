import { bank } from '../types.ts'

export default bank('coaching', `
Nudgewell | - | a well-timed nudge toward better habits | Nudged in the right direction.
Clearpath | - | a clear path ahead | See the path, take the step.
Nextmove | - | the next move, made with a coach | Find your next move.
Thinkroom | - | a room to think out loud | Room to think it through.
Pathfolk | - | fellow travellers on your path | Someone on the path with you.
Mapmender | - | mending the map when plans go off course | Plans, mended.
Stepwright | - | a wright of next steps | Next steps, well made.
Choicekind | - | kind guidance for hard choices | Kind guidance for hard choices.
Headclear | - | a clear head after a session | Leave with a clear head.
Careerpivot | career change job | a pivot into a new career | Pivot with a plan.
Jobleap | career change job | the leap into a better job | Leap to the job you want.
Nextrung | career job promotion | the next rung of the ladder | Reach the next rung.
Offerwise | career job interview | wise in interviews, right to the offer | From interview to offer.
Leadsure | leadership leader manager | leading surely, every day | Lead surely, be followed.
Teamtiller | leadership leader team manager | tilling the ground where teams grow | Grow a team that works.
Captaincraft | leadership leader team | the craft of captaincy | Lead like a captain.
Sparwell | executive business | a sparring partner who spars well | Ideas, sparred well.
Boardside | executive business | beside the boardroom table: coaching at board level | A coach at the boardroom table.
Corneroffice | executive business | coaching for the corner office | Ready for the corner office.
Midlifemap | life midlife | a map for midlife | A map for the second half.
Laterleap | life midlife retirement | a leap taken later in life | It is never too late to leap.
Lifelever | life | small levers that move a life | Small levers, big changes.
Habitkeep | health wellness | habits you keep | Better habits, one week at a time.
Wellnudge | health wellness | a nudge toward wellness | Nudged toward better health.
Dailyshift | health wellness | a daily shift in habits | Small shifts, every day.
Calmparent | parent parenting family | a calmer parent, a calmer home | Calmer parents, calmer homes.
Familytalk | parent parenting family | better talks as a family | Better talks at the kitchen table.
Tantrumtamer | parent parenting | taming tantrums kindly | Fewer tantrums, calmer mornings.
Voicefound | confidence women | a voice, found at last | Find your voice.
Standtall | confidence women | standing tall in the room | Stand tall in any room.
Shespeaks | confidence women | women speaking up with confidence | Speak up, be heard.
Burnoutbrake | burnout stress | a brake before burnout | Slow down before you burn out.
Unfrazzle | burnout stress | coming out of a frazzled season | From frazzled to steady.
Stresslift | burnout stress | stress lifted off | Lift the weight off.
Founderfuel | founder startup entrepreneur | fuel for founders | Fuel for the founder's road.
Startwise | founder startup entrepreneur | wise about starting up | Start up with a coach.
Retireready | retirement retired | ready for retirement, and what comes next | Ready for what comes next.
Goldyears | retirement retired | the golden years, planned well | Golden years, on purpose.
Graduaim | student graduate | graduate + aim: aiming the first career | Aim your first career.
Firstjobber | student graduate | coaching for the first job | Land the first job.
Campusnext | student graduate | what comes next after campus | From campus to career.
Couplecraft | relationship couple | the craft of being a couple | Better together, on purpose.
Twotalk | relationship couple | two people, talking better | Talk better, together.
Heartmend | relationship couple | mending the heart between two people | Mend it together.
Screencoach | online | a coach on your screen | Coaching from any screen.
Remoteroad | online | coaching on the road, from any screen | Your coach, wherever you are.
Laptoplift | online | a lift from a session on your laptop | A real lift, through your laptop.
`)
