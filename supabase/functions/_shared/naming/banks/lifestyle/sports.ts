import { bank } from '../types.ts'

export default bank('sports coaching', `
*Conefident | - | cone + confident: confidence built around the cones | Confidence, one drill at a time.
Cone & Whistle | - | the cones and the whistle of every session | Cones out, whistle ready.
*Orange Quarters | kids junior children | orange slices at half time | Half-time oranges, full-time smiles.
Campwhistle | camp holiday summer | the whistle that starts holiday camp | Summer camp, every sport.
*Goalden | football soccer | goal + golden: golden goals for young players | Golden goals start here.
Mudstud | football rugby | the muddy studs of a football boot | Studs on, mud welcome.
Pitchday | football soccer rugby hockey | match day on the pitch | Every Saturday, a pitch day.
Racketbag | tennis badminton | a racket bag slung over the shoulder | Rackets packed, court booked.
Hoopyard | basketball | a yard with a hoop | Shoot until dark.
Swishnet | basketball netball | the swish of a ball through the net | Swish, every time.
Willowbat | cricket | cricket bats made of willow | Willow and leather, summer long.
Scrumkids | rugby | rugby scrums for young players | Little scrums, big hearts.
Puckyard | hockey ice | a yard for chasing the puck | Sticks down, puck on.
Shuttlehop | badminton | the shuttle hopping over the net | Over the net, and back.
# r10: detail names
Ponytail Pitch | girls girl women womens female ladies | a pitch full of ponytails | A pitch of her own.
Braids & Boots | girls girl women womens female ladies | braided hair and football boots | Braids in, boots on.
Fingertip Save | goalkeeper goalkeepers goalkeeping keeper keepers | the save tipped round the post with a fingertip | Fingertips to every corner.
Glove & Crossbar | goalkeeper goalkeepers goalkeeping keeper keepers | the keeper's glove tipping it over the crossbar | Gloves up, over the bar.
Sandspike | volleyball beach | a spike on a sand court | Sand court, big spikes.
Mittpop | baseball softball | the pop of a ball landing in a mitt | Hear the mitt pop.
Dustyboots | adult adults veterans walking older returners | old boots dusted off for a comeback | Dust off the boots.
Wobbly Cones | toddler toddlers preschool tots nursery | little cones for wobbly first steps | Every wobbly first kick.
Toddleball | toddler toddlers preschool tots nursery | toddle + ball: ball games for toddlers | Ball skills from the first toddle.
Trackspike | athletics running track sprint sprinting | running spikes on the track | Spikes on, clock running.
# r11: detail names
Satchel & Studs | afterschool school schools pe | the school satchel swapped for football studs | Satchels off, studs on.
Ladder & Cone | speed agility sprint fitness conditioning | the agility ladder and the cones | Quicker feet every week.
Benchless | disabled disability inclusive sen adaptive wheelchair | nobody left on the bench | Everybody plays.
Lob & Love | tennis | the tennis lob and the love score | From love to game.
Bails & Boundary | cricket | the bails on the stumps and the boundary rope | Knock the bails, hit the boundary.
Bib & Bounce | netball | the netball position bib and the bounce pass | Bibs on, bounce pass.
Shinpads & Squash | kids junior children | shinpads on and squash at half time | Shinpads on, squash at half time.
# r12: detail names
Kickabout Kids | kids children junior football | the Saturday kickabout for young players | First touches, big smiles.
Shinpad Squad | kids children junior football soccer | a squad of small players in shin pads | Shin pads on, game on.
Camp Kickoff | camp holiday summer | a holiday camp that starts with kickoff | School's out, boots on.
Pace Lab | athletics running track sprint speed | a lab for your running pace | Find your pace.
Girls Got Game | girls girl women womens female | girls proving they've got game | Boots laced, ponytails up.
Allplay Sport | disabled disability inclusive adaptive | sport where everyone plays | Everyone plays.
# r13: detail names
Paddle & Pop | padel pickleball paddle | the paddle and the pop of the ball off it | Grab a paddle, hear the pop.
Touchline Scout | elite talent trials scouting scouts pathway | the scout watching from the touchline | Ready for the day the scouts come.
Slowmo Coaching | online video analysis remote | your technique replayed in slow motion | See your swing, slowed right down.
Mitts & Skip | boxing boxer boxers kickboxing | the coach's pad mitts and the skipping rope | Skip, jab, repeat.
# r14: detail names
Tee & Tempo | golf golfer golfers swing | the tee and the tempo of a good golf swing | Find your tempo off the tee.
Backswing Barn | golf golfer golfers swing | a barn with a net to work on your backswing | Fix the backswing, fix the round.
Handstand Hall | gymnastics gymnast gymnasts tumbling cartwheel cartwheels | a hall full of children up on their hands | Hands down, feet up.
Ballhopper | tennis | the ball hopper a tennis coach feeds from | One more basket, one better swing.
Creaky Knees | adult adults veterans walking older returners | football for players whose knees creak a little | Creaky knees, still scoring.
`)
