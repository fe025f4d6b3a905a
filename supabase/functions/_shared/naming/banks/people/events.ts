import { bank } from '../types.ts'

export default bank('events', `
Stubkeeper | - | a night worth keeping the ticket stub | Nights worth keeping the stub.
Doorsatseven | - | "doors at seven": the line on every ticket that starts the night | Doors at seven, we're ready at six.
Lanyardline | conference corporate | the lanyard every delegate wears, handled for you | Badges to last orders.
Boardbash | corporate party | a bash the boardroom signs off on | Parties the boardroom approves.
Candlecount | party birthday | every candle on the cake, counted | Every candle counted.
Jellyhour | kids child birthday | jelly-and-ice-cream hour at a children's party | Jelly, games and giggles.
*Wellyfest | festival | wellies and wristbands: a festival crew | From wellies to wristbands.
Fetefield | outdoor village fete | the village fete field | The whole village, one field.
Buntingbox | outdoor village fete party | a box of bunting for every occasion | Bunting up, party on.
Henparade | hen stag | a parade of hens on a weekend away | Hen dos, stag dos, all done.
Tinselhall | christmas festive | a hall hung with tinsel for the office party | The Christmas party, handled.
# r10: detail names
Tasseltoss | graduation prom leavers | caps and tassels tossed at graduation | Toss the cap, start the party.
Lifetoast | funeral wake memorial | a toast to a life well lived | Raise a glass, share the stories.
Goldentoast | anniversary golden ruby | the toast at a golden anniversary | Fifty years, one toast.
Pencil & Pint | quiz trivia pub | a pencil and a pint: the pub quiz night | Pens ready, pints full.
Bowtieball | gala ball blacktie awards | a ball full of bow ties | Black tie, bright night.
Teamtug | teambuilding team awayday | a tug of war for the team | Away days that pull the team together.
Launchfizz | launch opening | the fizz poured at a launch night | Pop the fizz, open the doors.
`)
