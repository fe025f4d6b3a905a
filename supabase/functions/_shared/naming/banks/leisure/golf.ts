import { bank } from '../types.ts'

export default bank('golf', `
Pitchmark | - | the dent a ball leaves on the green, which every good golfer repairs | Repair your pitchmark, and one more.
Gripfix | lesson coach academy beginner | the grip: the first thing a coach fixes | Fix the grip, fix the game.
Raintee | indoor simulator | a tee you can use when it rains | Golf, whatever the weather.
Launchbay | indoor simulator | a hitting bay with a launch monitor | Hit, read, improve.
*Gigglegreen | mini crazy putting family | a putting green full of giggles | Giggles on every green.
Windmillwin | mini crazy putting family | winning past the windmill | Beat the windmill.
Tinytee | junior kid child | a tee for tiny golfers | Golf for tiny swingers.
Littlelinks | junior kid child | links golf for little players | Little players, big course.
Silverflag | senior older retired | a flag for silver-haired golfers | Golf for silver seasons.
Linkswind | links coastal seaside | the wind on a seaside links course | Keep it low in the links wind.
*Saltfairway | links coastal seaside | a fairway by the salt sea | Fairways by the sea.
Dunedrive | links coastal seaside | a drive over the dunes | Drive over the dunes.
Thwackbay | driving range | the thwack from a range bay | Hear the thwack.
Prizepin | corporate society event golfday | the nearest-the-pin prize | Play for the prize.
# r10: detail names
Sheswings | women woman ladies female | she swings: golf for women | She swings, she scores.
Gripbench | fitting repair regrip custom clubmaker | grip + bench: clubs regripped and fitted at the bench | Fitted at the bench.
Passportputt | holiday holidays travel trip tour abroad | passport + putt: golf trips abroad | Pack the putter, bring the passport.
Chainrattle | disc frisbee discgolf | chain + rattle: the rattle of a disc hitting the basket chains | Hear the chains rattle.
Moonputt | night floodlit glow dark | moon + putt: putting by moonlight | Putt by moonlight.
Pint & Putter | bar pub social cocktail drinks | pint + putter: a round of putting with a pint | Grab a pint, grab a putter.
Oakdogleg | parkland woodland heath heathland | oak + dogleg: a dogleg fairway round the oaks | Round the oaks.
# r11: detail names
Pitch & Pin | par3 shortcourse ninehole | pitch + pin: a short course of pitch shots to the pin | Short holes, big smiles.
Lakeball | secondhand used recycled lakeballs | lake + ball: second-hand balls fished from the lake | Found in the lake, good as new.
Swingstretch | fitness mobility stretch strength physio | swing + stretch: fitness for a freer swing | Stretch for a longer drive.
Mowstripe | greenkeeping greenkeeper turf groundskeeping | mow + stripe: the stripes on a freshly mown fairway | Stripes on every fairway.
Argyletee | apparel clothing clothes knitwear | argyle + tee: classic golf knits for the first tee | Dressed for the first tee.
Sliceless | lesson lessons coach coaching beginner beginners | slice + less: lessons that cure your slice | Cure the slice.
Fourballday | corporate society golfday | fourball + day: golf days for companies and societies | Four balls, one great day.
# r12: detail names
*Bucketbay | driving range bay | bucket + bay: a bucket of balls in a range bay | One bucket, one bay.
# r13: detail names
Greenside Vows | wedding weddings bride bridal | wedding vows said beside the last green | Say your vows by the eighteenth.
Yardagebook | caddie caddy caddies caddying | the caddie's yardage book of every hole | Every yard, read for you.
Lagputt | putter chipping shortgame | the lag putt rolled up close to the hole | Roll it close, tap it in.
# r14: detail names
Screen Eighteen | indoor simulator simulators screen | eighteen holes played on a screen indoors | Eighteen holes, no umbrella.
Teapot Nine | senior seniors older retired | nine holes, then a pot of tea | Nine holes, then the teapot.
Shotgun Start | corporate society golfday charity | every team teeing off at once at the horn | Everyone off at the horn.
Red Tee Club | women woman ladies female | the forward red tees women play from | From the red tees, with friends.
Loft & Lie | fitting fitted repair regrip custom clubmaker | the loft and lie angle set on every club | Clubs set to your swing.
`)
