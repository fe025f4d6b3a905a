import { bank } from '../types.ts'

export default bank('golf', `
Calmputt | - | a calm putt under pressure | Calm over every putt.
Swingsmile | - | the smile after a swing that feels right | Swing, smile, repeat.
Greenglee | - | the glee of a ball that finds the green | Find the green, feel the glee.
Fairwayfond | - | fond of the fairway: golf you keep coming back to | You'll grow fond of our fairways.
Dimpleroll | - | a dimpled ball rolling towards the cup | Let it roll to the cup.
Teegrin | - | the grin on the first tee | Grin on the first tee.
Birdiebound | - | bound for a birdie | Bound for birdies.
Parpride | - | the pride of a hard-earned par | Proud of every par.
Chipcheer | - | the cheer when a chip drops in | Chip in, cheer out.
Crispstrike | - | a crisp strike off the middle of the club | Feel the crisp strike.
Gripfix | lesson coach academy beginner | the grip: the first thing a coach fixes | Fix the grip, fix the game.
Handicut | lesson coach academy | a cut in your handicap | Cut your handicap.
Swingsure | lesson coach academy beginner | a swing you can be sure of | Swing with confidence.
Raintee | indoor simulator | a tee you can use when it rains | Golf, whatever the weather.
Launchbay | indoor simulator | a hitting bay with a launch monitor | Hit, read, improve.
Virtualpar | indoor simulator | par on a virtual course | Famous courses, indoors.
Ramputt | mini crazy putting family | a putt up the ramp | Up the ramp, into the cup.
Gigglegreen | mini crazy putting family | a putting green full of giggles | Giggles on every green.
Windmillwin | mini crazy putting family | winning past the windmill | Beat the windmill.
Wedgeling | junior kid child | a little wedge: a junior learning the short game | Little wedges, big chips.
Tinytee | junior kid child | a tee for tiny golfers | Golf for tiny swingers.
Littlelinks | junior kid child | links golf for little players | Little players, big course.
Clubmatch | shop fitting equipment | clubs matched to your swing | Clubs that match you.
Shaftsure | shop fitting equipment | the right shaft, for sure | Fitted for sure.
Ironright | shop fitting equipment | irons fitted right | Irons, fitted right.
Birdiebelle | ladies women | birdies for the belles of the course | Birdies for the ladies.
Pearlpin | ladies women | a pearl of a pin position | Golf for women, done well.
Ladyloft | ladies women | clubs lofted for lady golfers | Golf built for women.
Steadychip | senior older | a steady chip, whatever your age | Steady golf at any age.
Slowround | senior older | a relaxed round at your own pace | Play at your own pace.
Silverflag | senior older | a flag for silver-haired golfers | Golf for silver seasons.
Linkswind | links coastal seaside | the wind on a seaside links course | Keep it low in the links wind.
Saltfairway | links coastal seaside | a fairway by the salt sea | Fairways by the sea.
Dunedrive | links coastal seaside | a drive over the dunes | Drive over the dunes.
Bucketburst | driving range | a bucket of balls, burst out | Empty a bucket, clear your head.
Rangerhythm | driving range | finding your rhythm at the range | Find your rhythm.
Thwackbay | driving range | the thwack from a range bay | Hear the thwack.
Fourballday | corporate society event | a day of fourballs for the society | A great day of fourballs.
Societyscore | corporate society event | the score card for a society day | Society days, sorted.
Prizepin | corporate society event | the nearest-the-pin prize | Play for the prize.
`)
