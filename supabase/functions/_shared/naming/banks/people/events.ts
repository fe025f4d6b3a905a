import { bank } from '../types.ts'

export default bank('events', `
Stubkeeper | - | a night worth keeping the ticket stub | Nights worth keeping the stub.
Doorsatseven | - | "doors at seven": the line on every ticket that starts the night | Doors at seven, we're ready at six.
Lanyardline | conference corporate conferences | the lanyard every delegate wears, handled for you | Badges to last orders.
Boardbash | corporate party | a bash the boardroom signs off on | Parties the boardroom approves.
Candlecount | party birthday | every candle on the cake, counted | Every candle counted.
Jellyhour | kids child birthday children | jelly-and-ice-cream hour at a children's party | Jelly, games and giggles.
*Wellyfest | festival | wellies and wristbands: a festival crew | From wellies to wristbands.
Fetefield | outdoor village fete | the village fete field | The whole village, one field.
Buntingbox | outdoor village fete party | a box of bunting for every occasion | Bunting up, party on.
Henparade | hen stag stagdo hendo | a parade of hens on a weekend away | Hen dos, stag dos, all done.
Tinselhall | christmas festive xmas | a hall hung with tinsel for the office party | The Christmas party, handled.
# r10: detail names
Tasseltoss | graduation prom leavers | caps and tassels tossed at graduation | Toss the cap, start the party.
Lifetoast | funeral wake memorial | a toast to a life well lived | Raise a glass, share the stories.
Goldentoast | anniversary golden ruby | the toast at a golden anniversary | Fifty years, one toast.
Pencil & Pint | quiz trivia pub | a pencil and a pint: the pub quiz night | Pens ready, pints full.
Bowtieball | gala ball blacktie awards | a ball full of bow ties | Black tie, bright night.
Teamtug | teambuilding team awayday | a tug of war for the team | Away days that pull the team together.
Launchfizz | launch opening | the fizz poured at a launch night | Pop the fizz, open the doors.
# r11: detail names
Booties & Bunting | babyshower shower genderreveal | baby booties and bunting | Booties, bunting and a bump to celebrate.
Marquee Meadow | marquee tent tents | a marquee in a meadow | Your party, under canvas.
Helium & Ribbon | balloon balloons decor decoration decorations | helium balloons tied with ribbon | Balloons that steal the show.
Booth & Boa | photobooth booth props selfie | a photo booth with a feather boa | Grab a boa, strike a pose.
Stickstache | photobooth booth props | a moustache on a stick: photo booth props | Hold up the moustache and smile.
Bucketshake | charity fundraiser fundraising | the charity bucket shaken at the door | Shake the bucket, fill it up.
Raffledrum | charity fundraiser fundraising raffle tombola | the drum the raffle tickets tumble in | Spin the drum, draw the winner.
Trestle Tea | street garden jubilee | tea on trestle tables at a street party | Tables out, kettles on.
Balloondog | kids child children entertainer magician | the balloon dog every party entertainer twists | Twist a balloon, steal the show.
Popcorn Lawn | cinema film movie movies screening | popcorn on the lawn at an outdoor film | Films on the lawn, popcorn in hand.
Alibi Supper | murder mystery whodunnit detective | a supper where everyone needs an alibi | Dinner, drinks and a murder.
# r12: detail names
Goldrope | luxury vip exclusive | the gold rope at a VIP door | Behind the gold rope.
Coupe Tower | luxury gala champagne | a tower of champagne coupes | Pour the top glass, watch it flow.
Paperplate Party | budget affordable cheap | a proper party on paper plates | Big party, small budget.
Roundnumber | milestone 30th 40th 50th 60th birthday | the round-number birthday worth a big party | For the birthdays that end in zero.
Doorkey Party | 18th 21st coming birthday | the key of the door: an eighteenth or twenty-first | Your key to the door, celebrated.
Wristband Field | festival | a field full of festival wristbands | Wristbands on, gates open.
Hay Bale Stage | festival rural outdoor farm | a stage built from hay bales in a field | Music on the bales.
Cracker & Crown | christmas festive office | the paper crown from a Christmas cracker | Crowns on for the office party.
Twelve Chairs | small intimate dinner | a dinner party for twelve | Twelve chairs, one long table.
Fairylight Lawn | garden outdoor evening | fairy lights strung over the lawn for an evening party | Lights strung, lawn lit, party on.
Mirrorball Nights | disco retro seventies | a spinning mirrorball over a disco | Spin the ball, fill the floor.
# r13: detail names
Cobweb Ball | halloween spooky fancydress costume | a ball hung with cobwebs for Halloween | Dress scary, dance late.
Countdown Fizz | newyear newyears nye hogmanay countdown midnight | the fizz poured as the countdown hits midnight | Ten, nine, pour.
Stream & Stage | virtual online hybrid livestream livestreaming streaming webinar | one stage, streamed to the room and the screen | In the room or on the stream.
Diyalight | diwali deepavali | diya + light: the little oil lamps of Diwali | Lamps lit, party on.
Hora Chair | barmitzvah batmitzvah mitzvah | the chair lifted high in the hora | Up in the chair, the whole room cheering.
Headphone Hush | silentdisco silent headphones headphone | a silent disco: the room hushed, the headphones loud | Quiet room, loud headphones.
# r14: detail names
L Plate Weekends | hen stag stagdo hendo bachelor bachelorette | the L plates worn on hen and stag weekends | L plates on, weekend planned.
Silverdance | anniversary anniversaries golden ruby silver vowrenewal | silver + dance: the anniversary first dance again | Dance it again, years later.
Raft & Rope | teambuilding awayday offsite | building a raft with rope as a team | Build the raft, don't sink.
Ribboncut | launch opening grandopening | ribbon + cut: cutting the ribbon on opening day | Scissors ready, doors open.
Bump Brunch | babyshower shower genderreveal | a brunch to celebrate the bump | Brunch for the bump.
Tea After | funeral wake memorial | the tea after the funeral | Tea, sandwiches and stories.
`)
