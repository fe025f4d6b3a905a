import { bank } from '../types.ts'

export default bank('getting things done', `
Calmlist | - | a calm list: everything written down, nothing in your head | Write it down, calm down.
Tidyday | - | a tidy day, planned the night before | A tidy day, every day.
Tickjoy | - | the joy of ticking something off | The joy of the tick.
Steadystep | - | steady steps through a long to-do list | One steady step at a time.
Slatewipe | - | wiping the slate clean each evening | Wipe the slate, start fresh.
Weekwell | - | a week planned well | Plan the week well.
Doneglad | - | glad it is done | Done, and glad of it.
Quietplan | - | a quiet plan that keeps the noise out | A plan that keeps the noise out.
Loadlift | - | lifting the mental load | Lift the load.
Mindsweep | - | sweeping every loose task out of your head | Sweep your mind clear.
Cramcalm | student study exam | calm at cramming time | Calm before the exam.
Satchelplan | student study school | a plan that fits in a school satchel | Homework, planned.
Revisestreak | student study exam | a revision streak, day after day | Keep the revision streak.
Squirrelsafe | adhd neurodivergent | safe from squirrel moments of distraction | Squirrel-safe days.
Nudgeday | adhd neurodivergent | a day of gentle nudges | Gentle nudges all day.
Brainbuddy | adhd neurodivergent | a buddy for a busy brain | A buddy for busy brains.
Relaylist | team work collaboration | a list handed on like a relay baton | Pass it on, get it done.
Crewtick | team work collaboration | the whole crew ticking things off | The whole team, ticking off.
Sharedslate | team work collaboration | one slate the whole team shares | One slate, the whole team.
Tinystreak | habit routine | a streak built from tiny habits | Tiny habits, long streaks.
Dailydot | habit routine | a dot for every day the habit sticks | One dot a day.
Chainkeep | habit routine | keeping the chain of days unbroken | Don't break the chain.
Tomatoclock | focus pomodoro | the tomato timer behind the pomodoro method | Twenty-five minutes at a time.
Deepdesk | focus pomodoro | a desk for deep work | Room for deep work.
Hushsprint | focus pomodoro | a hushed sprint to get the hard thing done | One quiet sprint at a time.
Fridgeboard | family household | the board on the fridge, but smarter | The family's plan, on the fridge.
Hallwayhook | family household | the hook by the door where the day's list hangs | Grab the list on the way out.
Homerota | family household | the household rota everyone can see | Who does what, at home.
Soloweek | freelancer freelance solo | a freelancer's week, planned | Your solo week, sorted.
Gigclock | freelancer freelance | a clock for every gig | Every gig, on time.
Invoicedone | freelancer freelance | work done, invoice sent | Done, invoiced, paid.
Monthmap | calendar planner diary | a map of the month ahead | The month ahead, mapped.
Slotsmile | calendar planner diary | a calendar slot for everything | A slot for everything.
Diarydash | calendar planner diary | the diary for a busy dash of a week | Busy week, calm diary.
Naptimetask | parent mum dad | the tasks done while the baby naps | Done by naptime.
Lunchboxlog | parent mum dad | a log of lunchboxes, kit and school runs | School runs, sorted.
Pickupease | parent mum dad | an easy school pickup, every day | Never late for pickup.
Sofadesk | remote home office | a desk on the sofa, organised | Working from home, organised.
Commutefree | remote home office | a day without a commute, used well | No commute, more done.
Kettlebreak | remote home office | the kettle break between tasks | Work, kettle, repeat.
`)
