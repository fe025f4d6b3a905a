import { bank } from '../types.ts'

export default bank('entertainment venues', `
*Bounce & Bowl | - | bounce and bowl under one roof | Bounce, bowl, repeat.
Rainyday Rooms | - | somewhere fun to go when it rains | Rained off? Come in and play.
Tokenjar | - | a jar of game tokens | Tokens in, grins out.
Pinstrike | bowling tenpin | all the pins down in one strike | Every lane, a chance to strike.
Neonlane | bowling neon | bowling lanes glowing under neon | Glowing lanes, late nights.
*Putterfly | golf mini crazy adventure | putter + butterfly: light steps round the course | Tee off, flutter round.
*Bouncelot | trampoline trampolines bounce | bounce + Camelot: a castle of trampolines | Bounce like royalty.
*Joystick Alley | arcade arcades retro | an alley of joystick games | Old games, new high scores.
Flipper Hall | pinball arcade | the flippers of a pinball table | Flip, tilt, win.
Axeyard | axe throwing | a yard for throwing axes | Aim, throw, thud.
Beamchase | laser tag | chasing laser beams in the dark | Chase the beam.
Kartlap | karting kart karts | one more lap in a go-kart | One more lap.
# r10: detail names
Tumblemat | soft play softplay toddler toddlers | a padded mat for tumbling on | Tumble, climb, repeat.
Ballpit Palace | soft play softplay toddler toddlers | a palace with a ball pit at its heart | Dive into the ball pit.
Tokens & Cake | birthday birthdays party parties | game tokens and a birthday cake | Tokens for the games, cake for after.
Pins & Pints | bar pub drinks adults beer cocktails | bowling pins and a pint | Strike first, drinks after.
Putts & Pints | bar pub drinks adults beer cocktails | mini golf putts and a pint | Putt, sip, putt again.
Monkeybar Hall | ninja obstacle climbing rope | a hall of monkey bars and ropes | Swing, climb, hang on.
Rope & Ramp | ninja obstacle climbing | the climbing rope and the ramp you run up | Run the ramp, grab the rope.
Headset Hall | vr virtual reality headset headsets | a hall full of reality headsets | Headset on, world off.
Cueball Alley | pool snooker billiards | an alley of pool tables | Chalk up, break off.
Bullseye Bar | darts dart dartboard | a bar with a dartboard on every wall | Aim for the bull, then the bar.
Laces & Skates | roller skating skate skates rink | laces tied on a pair of roller skates | Lace up, roll out.
Disco Rink | roller skating skate skates rink | a skating rink under a disco ball | Skates on, disco on.
# r11: detail names
Mitten Rink | ice iceskating skating skate skates | skating round the ice in mittens | Mittens on, round we glide.
Ping Parlour | pingpong tabletennis ping pong | a parlour of ping pong tables | Ping, pong, pint.
Swingbay | simulator simulators swing | a bay for swinging a golf club | Swing all year, rain or shine.
Splatfield | paintball paintballing airsoft | a field where the paintballs splat | Splat or be splatted.
Hush Hour | sensory autism autistic sen quiet | hush + rush hour: a quiet hour with sounds and lights down | Lights low, sounds soft.
Suits & Strikes | corporate team teambuilding office staff colleagues | office suits at the bowling lane | From the office to the lane.
Candles & Lanes | birthday birthdays party parties | birthday candles and bowling lanes | Blow out the candles, bowl a strike.
Windmill Putt | golf mini crazy adventure | the putt through the windmill | Through the windmill, first time.
Fogbeam | laser lasertag | a laser beam cutting through the fog | Into the fog, follow the beam.
Tyrewall | karting kart karts gokart gokarts | the tyre wall round a kart track | Brake late, miss the tyre wall.
# r12: detail names
Strikelane | bowling tenpin | the lane where every strike lands | Ten pins, one lane, all yours.
Putt Palace | golf mini crazy | a palace of crazy golf holes | Eighteen holes of chaos.
Tokenhall | arcade arcades retro pinball | a hall where tokens buy the fun | Load up on tokens.
Laserlair | laser lasertag tag | a dark lair for laser tag battles | Lights off, lasers on.
Bouncebarn | trampoline trampolines bounce | a barn full of trampolines | Bounce to the rafters.
Quietplay | sensory autism autistic sen quiet | a calm play space for sensory needs | Play without the noise.
# r13: detail names
Chalkbag Wall | bouldering boulder climbing wall walls | the chalk bag clipped on before a climb | Chalk up, top out.
Duet Booth | karaoke singing | a private karaoke booth just big enough for a duet | Close the door, start the duet.
Dice & Dunk | boardgame boardgames tabletop dice meeple | board game dice and a biscuit dunked in tea | Roll the dice, dunk the biscuit.
Pier Pennies | pier seaside beach coast promenade seafront amusements | pennies fed into the machines on the pier | Pennies in, smiles out.
Flumedrop | waterpark flume flumes waterslide waterslides | the drop at the end of a water flume | Hold your breath for the drop.
Recliner Row | cinema cinemas film films movie movies screening | a row of reclining seats facing the big screen | Lean back, lights down.
# r14: detail names
Foamblock Den | soft play softplay toddler toddlers | a den built from big foam blocks | Build the den, knock it down.
Last Orders Arcade | bar pub drinks adults beer cocktails | an arcade that stays open till last orders | One more game before last orders.
Lanyard League | corporate teambuilding office colleagues | office lanyards on for a league of games | Bring the office, settle the score.
Timber Target | axe axes throwing hatchet hatchets | the wooden target every axe thuds into | Hit the timber, hear the thud.
Chequered Corner | karting kart karts gokart gokarts | the last corner before the chequered flag | Race to the chequered flag.
Oche Line | darts dart dartboard | the oche, the line darts players throw from | Toe the oche.
`)
