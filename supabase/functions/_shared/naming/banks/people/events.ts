import { bank } from '../types.ts'

export default bank('events', `
Cueright | - | every cue, right on time | Every cue, on time.
Doorsready | - | ready when the doors open | Ready before the doors open.
Guestwise | - | every head counted, every guest looked after | Every guest counted and cared for.
Gatherwell | - | a gathering, run well | Gather well, leave happy.
Runsmooth | - | a run of show that runs smooth | Run of show, run smooth.
Hostcraft | - | the craft of hosting | Hosting, as a craft.
Nightwright | - | a maker of great nights | Great nights, well made.
Oncuehouse | - | a house that keeps every event on cue | Every entrance, on cue.
Stubkeeper | - | a night worth keeping the ticket stub | Nights worth keeping the stub.
Lanyardline | conference corporate | the lanyard every delegate wears, handled for you | Badges to last orders.
Podiumpro | conference corporate | a pro at the podium: talks that run on time | Talks that start on time.
Agendaworks | conference corporate | an agenda that works, hour by hour | Agendas that run themselves.
Boardbash | corporate party | a bash the boardroom signs off on | Parties the boardroom approves.
KneesUp | party birthday | a knees-up, the British word for a good party | A proper knees-up.
Candlecount | party birthday | every candle on the cake, counted | Every candle counted.
Yearbash | party birthday | a bash for every new year of life | A bash for every birthday.
Jellyhour | kids child birthday | jelly-and-ice-cream hour at a children's party | Jelly, games and giggles.
Partybagful | kids child birthday | a party bag, full to the brim | Everyone leaves with a full bag.
Giggledome | kids child birthday | a dome full of giggling kids | A dome of giggles.
Wellyfest | festival | wellies and wristbands: a festival crew | From wellies to wristbands.
Fieldfest | festival outdoor | a festival in an open field | One field, one big weekend.
Mudgala | festival | a gala in the mud: festivals that shine anyway | Muddy boots, big nights.
Pegandpole | marquee tent hire | the pegs and poles of a marquee | Pegged, poled and ready.
Canvasday | marquee tent hire | a day under canvas | A great day under canvas.
Marqueemate | marquee tent hire | the friend who brings the marquee | We bring the marquee.
Floorfiller | music dj | the floor-filler song every DJ saves | Every song a floor-filler.
Dancemile | music dj | a mile danced on the floor by midnight | A mile of dancing by midnight.
Beatbooth | music dj | the DJ's booth of beats | Beats from the booth.
Fetefield | outdoor village fete | the village fete field | The whole village, one field.
Buntingbox | outdoor village fete party | a box of bunting for every occasion | Bunting up, party on.
Greenfete | outdoor village fete | a fete on the village green | A fete on the green.
Galagleam | gala dinner | the gleam of a gala night | Black tie, bright night.
Gildtable | gala dinner luxury | a gilded table for a gala dinner | Dinners worth dressing up for.
Blacktable | gala dinner | a table set for a black-tie dinner | Black tie, no fuss.
Popupstall | pop-up | a pop-up event for a single day | Here today, talked about tomorrow.
Shopfling | pop-up launch | a fling of a shop launch | A launch worth the queue.
Launchroom | pop-up launch | a room for product launches | Launch it properly.
Teamquest | team building corporate | a quest for a team | A quest your team will talk about.
Crewday | team building corporate | a day out for the whole crew | One day, whole crew.
Henparade | hen stag | a parade of hens on a weekend away | Hen dos, stag dos, all done.
Stagcraft | hen stag | the craft of a good stag do | Stag dos, well crafted.
Tinselhall | christmas festive | a hall hung with tinsel for the office party | The Christmas party, handled.
Festivefold | christmas festive | the festive season's gatherings | Every festive gathering, handled.
`)
