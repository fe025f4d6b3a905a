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
`)
