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
`)
