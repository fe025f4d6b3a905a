import { bank } from '../types.ts'

export default bank('fishing', `
Reelsong | - | the song of a reel as a fish takes the line | Listen for the reel.
Ripplerise | - | the ripple of a fish rising | Watch for the rise.
Dawnstrike | - | the strike that comes at first light | First light, first fish.
Floatdip | - | the float dipping under as a fish bites | Watch the float dip.
Castcalm | - | the calm of a good cast on still water | Cast off, calm down.
Hookhope | - | the hope that comes with every baited hook | Every cast, a little hope.
Patiencepeg | - | the peg where patience pays off | Patience pays on this peg.
Mistbank | - | mist on the bank at dawn | Out before the mist lifts.
Luckylure | - | the lure that always seems lucky | Your lucky lure.
Hushwater | - | hushed water, good fishing | Hushed water, good fishing.
Flywhisper | fly trout salmon river | a fly whispered onto the water | Whisper the fly down.
Troutglint | fly trout salmon river | the glint of a trout in a clear river | Chase the glint.
Rivercast | fly trout salmon river | casting on a running river | Cast on running water.
Bivvynight | carp coarse lake | a night in the bivvy waiting for a run | Long nights, big carp.
Carpcalm | carp coarse lake | the calm of a carp lake | Calm lakes, big carp.
Bitebell | carp coarse lake | the bell that rings on a bite | Wait for the bell.
Mackerelrun | sea boat charter beach | a run of mackerel off the boat | Out for the mackerel run.
Swellcatch | sea boat charter | the catch from the swell | Catch on the swell.
Saltreel | sea boat charter beach shore | a reel wet with sea salt | Salt on the reel.
Lurelarder | shop tackle bait | a larder stocked with lures | A larder full of lures.
Baitbuddy | shop tackle bait | the bait shop that knows your swim | Your bait, sorted.
Tacklewise | shop tackle bait | wise advice on tackle | Tackle, with advice.
Firstbite | guide lesson beginner | your first ever bite | Feel your first bite.
Learnline | guide lesson beginner | learning to read the line | Learn to read the line.
Lessonfloat | guide lesson beginner | a lesson with a float and a guide | Lessons by the water.
Crabline | family kid child | a crab line off the harbour wall | Crabbing for the kids.
Minnowmate | family kid child | a mate for catching minnows | Little anglers welcome.
Tiddlertrip | family kid child | a trip to catch tiddlers | Tiddlers first, monsters later.
Gentlehook | catch release eco conservation | a gentle hook that releases fish unharmed | Catch, smile, release.
Releasewell | catch release eco conservation | releasing every fish well | Back in the water, unharmed.
Softnet | catch release eco conservation | a soft net for safe landing | Landed softly.
Pegdraw | club match competition | the draw for pegs before a match | Draw your peg.
Clubcatch | club match competition | the catch the whole club shares | Fish with the club.
Netweight | club match competition | the weight of the net at the weigh-in | Weigh in heavy.
Pikeprowl | pike predator perch | the prowl of a hunting pike | Hunt the hunters.
Perchpounce | pike predator perch | a perch pouncing on a lure | Feel the pounce.
Zanderdusk | pike predator zander | dusk, when zander feed | Fish at dusk for zander.
Lakeday | fishery venue lake ticket | a whole day on the lake | A day on the lake.
Pondpass | fishery venue lake ticket | a day pass to a stocked pond | Buy a pass, wet a line.
Bankbreak | fishery venue lake ticket | a break on the bank | Take a break on the bank.
`)
