import { bank } from '../types.ts'

export default bank('getting things done', `
*Slatewipe | - | wiping the slate clean each evening | Wipe the slate, start fresh.
Mindsweep | - | sweeping every loose task out of your head | Sweep your mind clear.
Cramcalm | student study exam students exams | calm at cramming time | Calm before the exam.
Squirrelsafe | adhd neurodivergent | safe from squirrel moments of distraction | Squirrel-safe days.
Nudgeday | adhd neurodivergent | a day of gentle nudges | Gentle nudges all day.
Relaylist | team work collaboration | a list handed on like a relay baton | Pass it on, get it done.
*Tinystreak | habit routine habits routines | a streak built from tiny habits | Tiny habits, long streaks.
Dailydot | habit routine | a dot for every day the habit sticks | One dot a day.
Deepdesk | focus pomodoro | a desk for deep work | Room for deep work.
Fridgeboard | family household | the board on the fridge, but smarter | The family's plan, on the fridge.
Homerota | family household | the household rota everyone can see | Who does what, at home.
Soloweek | freelancer freelance solo freelancers selfemployed solopreneur | a freelancer's week, planned | Your solo week, sorted.
Gigclock | freelancer freelance | a clock for every gig | Every gig, on time.
Monthmap | calendar planner diary | a map of the month ahead | The month ahead, mapped.
Diarydash | calendar planner diary | the diary for a busy dash of a week | Busy week, calm diary.
Kettlebreak | remote home office | the kettle break between tasks | Work, kettle, repeat.
# r10: detail names
Schoolrunlist | parent parents mum mom mother | school run + list: the busy parent's to-do list | Every school run, planned.
Pramplan | baby newborn parent | pram + plan: days planned around a new baby | Plan the day around the pram.
Dusterdash | cleaning chores chore housework | duster + dash: the house cleaned against the clock | Dust, dash, done.
Dinnerdiary | meal meals dinner recipe cooking | a diary of the week's dinners | The week's dinners, sorted by Sunday.
Bouquetlist | wedding bride bridal engaged | bouquet + bucket list: every wedding job, listed | Every wedding to-do, ticked.
Box & Tick | moving relocation removals | a box for every room, a tick for every job | Moving house, box by box.
Redpenplan | teacher teachers teaching classroom lesson | red pen + plan: a teacher's planner | Lessons planned, marking done.
Stickertick | kid kids child children chores | sticker + tick: a chore chart kids want to fill | A sticker for every tick.
Snoozeproof | morning mornings wake routine | a morning plan nobody snoozes through | Mornings you won't snooze.
# r11: detail names
Bullseyelist | goal goals resolution resolutions target | bullseye + list: goals you actually hit | Aim, tick, hit.
Shiftslate | shift shifts nightshift rota | shift + slate: a to-do list that follows your shifts | Plans that fit any shift.
Lanyardlist | nurse nurses hospital ward | the list clipped to a nurse's lanyard | Every task, clipped to your lanyard.
Suitcaselist | travel trip packing holiday vacation | suitcase + list: nothing left behind | Nothing left at home.
Packtick | packing travel trip luggage | pack + tick: tick it as you pack it | Pack it, tick it, go.
Chapterclock | writer writing novel author | chapter + clock: writing time, planned | A chapter a week, on the clock.
Sow & Tick | garden gardening allotment planting seeds | sow it, tick it: jobs for the garden year | Sow it, tick it, grow it.
Sweatstreak | fitness workout gym training | sweat + streak: a workout streak kept alive | Keep the sweat streak going.
Pillboxplan | medication medicine pill pills elderly senior | pill box + plan: every dose on time | The right pill, right on time.
Sleighlist | christmas xmas festive gift gifts | sleigh + list: the Christmas to-do list, checked twice | Checked twice, done once.
Tinseltick | christmas xmas festive | tinsel + tick: Christmas jobs ticked off | Every bauble, every gift, ticked.
Pillowplan | evening bedtime sleep night | pillow + plan: tomorrow planned before bed | Plan tonight. Sleep tonight.
Revisionrota | student study exam revision | revision + rota: revision planned subject by subject | Revise on time, not all night.
Tomatotimer | pomodoro focus timer | the tomato timer behind the pomodoro method | Twenty-five minutes at a time.
# r12: detail names
*Frogfirst | procrastination procrastinate procrastinating | eat the frog first: the hardest task before anything else | Eat the frog before breakfast.
Slippershift | remote home wfh workfromhome | a working day in your slippers, done well | Get the work done in your slippers.
Dotgrid Days | journal journaling bulletjournal bujo planner | days planned on a dot grid journal page | Plan your days, one dot at a time.
Lighterlist | overwhelm overwhelmed burnout stress | a lighter to-do list when it all feels too much | A lighter list for heavy weeks.
Lunchboxlist | mum mums mom moms parent parents school | the list a parent runs through before the school run | Everything packed before the school bell.
Bodydoublers | adhd neurodivergent focus coworking | work alongside others, the body doubling trick for ADHD | Get it done with company.
# r13: detail names
Unreadzero | email emails inbox | zero unread emails by the end of the day | Unread: zero. Every evening.
Brainattic | notes notetaking secondbrain knowledge zettelkasten | an attic for the brain where every note is kept | Store it here. Find it later.
Billbell | bill bills budget budgeting payment payments | a bell that rings before every bill is due | No bill forgotten, no late fee.
Hankyknot | senior seniors elderly dementia forgetful grandparent grandparents | the knot in a hanky, the oldest reminder there is | The knot in the hanky, gone digital.
# r14: detail names
Fivehats | freelancer freelancers freelance solo selfemployed solopreneur | the five hats every freelancer wears | Wear all five hats. Drop none.
Blockweek | calendar planner diary timeblocking scheduling schedule | a week planned in time blocks | Block the week. Own it.
Past January | goal goals resolution resolutions target targets | goals that last past January | Resolutions that last past January.
Doorshut Hour | focus deepwork concentration distraction distractions | an hour with the door shut for deep work | One hour, door shut, done.
`)
