import { bank } from '../types.ts'

export default bank('getting things done', `
PencilledIn | - | pencilled in: the plan made, the time held | Pencilled in, then done.
CrossedOff | - | the line that crosses off a finished task | The joy of crossing it off.
FrogFirst | - | eat the frog: the hardest task first | Hardest thing first, easy day after.
Strikethrough | - | the strikethrough on a finished to-do | Strike it through.
BigRocks | - | the big rocks that go in the jar before the pebbles | Big rocks first.
Donepile | - | the done pile, growing all day | Watch the done pile grow.
Cleardesk | - | a clear desk at the end of the day | Clear desk, clear head.
Timeboxed | - | timeboxing: every task given its box of time | Every task in its box.
Pencilstub | - | the pencil stub worn down by a long list | Worn down to the stub.
Slatewipe | - | a slate wiped clean each morning | A clean slate every morning.
Cramcalm | student | calm, even in cram week | Calm in cram week.
Satchelplan | student | a plan that lives in your school satchel | Homework, planned in your bag.
Studystack | student | a stack of study tasks in the right order | Study in the right order.
BodyDouble | adhd | body doubling: working alongside someone to get started | Someone beside you, virtually.
Squirrelproof | adhd | a list that survives every distraction | Proof against every squirrel.
NowOrNot | adhd | ADHD time: it is either now or not now | Make it now.
Relaylist | team | a list passed along the team like a relay baton | Passed on, never dropped.
WhosOnIt | team | who is on it: every task has an owner | Every task has an owner.
Teamtick | team | a tick the whole team can see | One tick, whole team.
Dailydot | habit | a dot a day on the calendar | A dot a day.
Habitstack | habit | habit stacking: a new habit on top of an old one | Stack one habit on another.
Tinystreak | habit | a tiny streak that grows | Tiny steps, long streaks.
Eggtimer | focus pomodoro | the kitchen egg timer that times a focus sprint | Focus until the timer rings.
Tomatoclock | focus pomodoro | the tomato timer the pomodoro method is named after | Twenty-five minutes, then breathe.
Deepdesk | focus | a desk for deep work, nothing else | Deep work, one desk.
Fridgelist | family | the list on the family fridge | The fridge list, on every phone.
Kitchenslate | family | the chalk slate on the kitchen wall | The family plan, on one slate.
Hallwayhook | family | the hallway hook where the family's bags and plans hang | Everyone out the door on time.
OneManBand | freelancer | a one-man band playing every instrument | Every job, one calm plan.
Gigplan | freelancer | a plan for every gig | Every gig, planned.
Clockoff | freelancer | clocking off at a sane hour | Clock off on time.
SundayReset | calendar planner | the Sunday reset: planning the week ahead | Reset on Sunday, win the week.
Dayfold | calendar planner | a day folded out on one page | The whole day, on one fold.
Weekspread | calendar planner | the week spread of a planner, laid out over two pages | The whole week, spread out.
Mindsweep | - | the mind sweep: every loose task written down | Empty your head, fill your list.
SomedayMaybe | - | the someday-maybe list where good ideas wait their turn | Good ideas wait here.
`)
