import { bank } from '../types.ts'

export default bank('events', `
RunOfShow | - | the run of show, the minute-by-minute plan | Every minute, run to plan.
Tentpole | festival | the tent pole + a tentpole event | Events that hold everything up.
Lanyard | conference corporate | the lanyard every conference guest wears | Name badges to last orders.
KneesUp | party birthday | a knees-up, the British word for a good party | A proper knees-up.
PassTheParcel | kids child birthday | the party game every child remembers | Parties worth unwrapping.
Guyrope | marquee tent hire | the guy ropes of a marquee | Marquees, pegged and roped.
DoorsOpen | - | doors open: the moment an event starts | Doors open, all set.
Floorfiller | music dj | the floor-filler song every DJ saves | Every song a floor-filler.
Rainplan | outdoor | the rain plan every outdoor event needs | Rain or shine, we planned.
Wellyboot | festival | wellies, the festival uniform | From wellies to wristbands.
MicCheck | conference corporate | the mic check before the talks begin | Tested, checked, on.
Balloonarch | party birthday | the balloon arch at every good party | Arrive under a balloon arch.
Gaffertape | - | gaffer tape, what every event runs on | Held together, perfectly.
PinTheTail | kids child birthday | pin the tail on the donkey | Games, cake and pinned tails.
Sidewall | marquee tent hire | the sidewalls of a marquee, rolled up or down | Walls up, party on.
Needledrop | music dj | the needle drop on a record | Drop the needle, start the night.
Fetefield | outdoor village | the village fete field | The whole village, one field.
Cuelight | - | the cue light backstage | Every cue, on time.
Flagline | festival | the lines of flags over a festival field | Follow the flags.
Roomblock | conference corporate | the block of rooms held for guests | Rooms, rotas and everything between.
Confetticannon | party birthday | the confetti cannon at the big moment | One big bang of confetti.
Partybag | kids child birthday | the party bag every child goes home with | Every child leaves with a party bag.
Pegandpole | marquee tent hire | the pegs and poles of a marquee | Pegged, poled and ready.
Soundcheck | music dj | the sound check before doors | Checked before doors.
Festoonery | outdoor | festoon lights strung everywhere | Lit with festoons.
Ticketstub | - | the ticket stub kept after a great night | A night worth keeping the stub.
Bigtop | festival circus | the big top tent | Everything under one big top.
Doorlist | - | the door list every guest is on | You're on the list.
LastOrders | party bar | last orders, the bell at the end of a good night | Right up to last orders.
Hightable | conference corporate gala dinner | the high table at a gala dinner | Dinners worth a high table.
Buntingbox | party outdoor village | a box of bunting for every occasion | Bunting up, party on.
StageLeft | - | stage left, where the show enters | Every entrance, on cue.
`)
