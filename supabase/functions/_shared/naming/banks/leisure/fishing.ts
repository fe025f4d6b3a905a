import { bank } from '../types.ts'

export default bank('fishing', `
Neverblank | - | anglers "blank" when they catch nothing all day | Fewer blanks, more bent rods.
*Duskrise | - | the rise: fish coming up to take flies as dusk falls | Stay on for the dusk rise.
*Floatdip | - | the float dipping under as a fish bites | Watch the float dip.
Flywhisper | fly trout salmon river flyfishing | a fly whispered onto the water | Whisper the fly down.
Troutglint | fly trout salmon river flyfishing | the glint of a trout in a clear river | Chase the glint.
Bivvynight | carp coarse lake | a night in the bivvy waiting for a run | Long nights, big carp.
Bitebell | carp coarse lake | the bell that rings on a bite | Wait for the bell.
Mackerelrun | sea boat charter beach | a run of mackerel off the boat | Out for the mackerel run.
Saltreel | sea boat charter beach shore | a reel wet with sea salt | Salt on the reel.
Crabline | family kid child junior | a crab line off the harbour wall | Crabbing for the kids.
Tiddlertrip | family kid child junior | a trip to catch tiddlers | Tiddlers first, monsters later.
Pikeprowl | pike predator perch | the prowl of a hunting pike | Hunt the hunters.
Perchpounce | pike predator perch | a perch pouncing on a lure | Feel the pounce.
# r10: detail names
Wormtin | bait maggot maggots worm worms | worm + tin: the tin of worms in every tackle box | Fresh bait, every morning.
Baitbucket | bait maggot worm lure | bait + bucket: the bucket you fill before dawn | Fill the bucket, fill the net.
Firstcast | lesson lessons tuition beginner beginners guide | first + cast: a beginner's very first cast | Your first cast, with us.
Castcoach | lesson lessons tuition coaching guide | cast + coach: casting lessons by the water | Learn to cast.
Paddlebite | kayak kayaking canoe | paddle + bite: fishing from a kayak | Paddle out, wait for the bite.
Basspop | bass lure lures spinning | bass + popper: a bass hitting a popper lure | Pop it, hook a bass.
Spinnerflash | lure lures spinning spinner predator | spinner + flash: the flash of a spinning lure | Flash the spinner.
Pegdraw | match competition club | peg + draw: drawing your peg before a match | Draw a good peg.
Towpathtwitch | canal urban city towpath | towpath + twitch: a float twitching on the canal | Fishing on the towpath.
Canalcast | canal urban city | canal + cast: casting into the city's canals | Cast along the canal.
# r11: detail names
Creelcabin | holiday holidays lodge lodges cabin retreat | creel + cabin: a fishing cabin with a creel by the door | A cabin, a creel, a week off.
Shecasts | women woman ladies female | she casts: fishing for women | She casts, she lands.
Levelbank | accessible wheelchair disabled disability | level + bank: flat, wheelchair-friendly pegs on the bank | Every angler on the bank.
Bobbinfly | tying flytying fly-tying | bobbin + fly: flies tied with bobbin thread | Tie your own flies.
Releaseripple | release conservation catchandrelease barbless | release + ripple: the ripple as a fish swims free | Land it, let it go.
Rodmend | repair repairs rodbuilding custom | rod + mend: rods repaired and built by hand | Mend the rod, back on the bank.
Quietpeg | wellbeing mental therapy mindfulness veterans | quiet + peg: a quiet peg for a calmer mind | Calm water, calm mind.
Gullwake | sea boat charter wreck deepsea | gull + wake: gulls following the boat out to sea | Follow the gulls out.
Mayflyday | fly trout mayfly chalkstream | mayfly + day: the days the mayfly hatch | Out for the mayfly.
# r12: detail names
*Firstbite | beginner beginners lesson lessons | your very first bite on the line | Wait for the first bite.
Reelroom | tackle shop reels rods | a room full of reels and rods | Every reel on the wall.
Tiddler Club | kid kids child children junior juniors | tiddlers: the first small fish a child catches | Every tiddler counts.
# r13: detail names
Pierline | pier piers jetty harbour harbor | a line dropped off the end of the pier | Drop a line off the pier.
Filletboard | cook cooking catchandcook smoked smoking bbq eat | the board you fillet your own catch on | Catch it, fillet it, cook it.
Lurepost | subscription monthly box boxes post | new lures in the post every month | New lures through the letterbox.
# r14: detail names
Weighsling | carp coarse specimen | the sling a big carp is weighed in | Weigh it, picture it, slip it back.
Keepnet Count | match matches competition competitions club league | the keepnet weighed at the end of a match | Biggest net wins.
Splitshot | tackle shop reels rods | the split shot pinched on a line | From split shot to rods.
`)
