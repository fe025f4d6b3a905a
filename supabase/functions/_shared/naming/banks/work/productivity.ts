import { bank } from '../types.ts'

export default bank('getting things done', `
*Slatewipe | - | wiping the slate clean each evening | Wipe the slate, start fresh.
Mindsweep | - | sweeping every loose task out of your head | Sweep your mind clear.
Cramcalm | student study exam | calm at cramming time | Calm before the exam.
Squirrelsafe | adhd neurodivergent | safe from squirrel moments of distraction | Squirrel-safe days.
Nudgeday | adhd neurodivergent | a day of gentle nudges | Gentle nudges all day.
Relaylist | team work collaboration | a list handed on like a relay baton | Pass it on, get it done.
*Tinystreak | habit routine | a streak built from tiny habits | Tiny habits, long streaks.
Dailydot | habit routine | a dot for every day the habit sticks | One dot a day.
Deepdesk | focus pomodoro | a desk for deep work | Room for deep work.
Fridgeboard | family household | the board on the fridge, but smarter | The family's plan, on the fridge.
Homerota | family household | the household rota everyone can see | Who does what, at home.
Soloweek | freelancer freelance solo | a freelancer's week, planned | Your solo week, sorted.
Gigclock | freelancer freelance | a clock for every gig | Every gig, on time.
Monthmap | calendar planner diary | a map of the month ahead | The month ahead, mapped.
Diarydash | calendar planner diary | the diary for a busy dash of a week | Busy week, calm diary.
Kettlebreak | remote home office | the kettle break between tasks | Work, kettle, repeat.
*Revision Rota | student study exam school | a rota for revising every subject before the exam | Every subject revised, none left to panic.
*Whiteboard Wins | team work collaboration | the team's wins ticked off the whiteboard | Tick it off the board together.
*Sticker Chart | habit routine | a sticker chart for grown-up habits | A gold star for every day.
*Tomato Timer | focus pomodoro | the tomato-shaped kitchen timer behind focus sprints | Twenty-five minutes, then a break.
*Chore Wheel | family household | the family chore wheel that spins the jobs round | Spin the wheel, share the jobs.
*School Gate Plan | parent mum dad | the day planned before you reach the school gate | Sorted before the school gate.
*Slipper Shift | remote home office | a work shift done in slippers, still organised | Work in slippers, finish on time.
`)
