import { bank } from '../types.ts'

export default bank('entertainment venues', `
Bounce & Bowl | - | bounce and bowl under one roof | Bounce, bowl, repeat.
Rainyday Rooms | - | somewhere fun to go when it rains | Rained off? Come in and play.
Tokenjar | - | a jar of game tokens | Tokens in, grins out.
Pinstrike | bowling tenpin | all the pins down in one strike | Every lane, a chance to strike.
Neonlane | bowling neon | bowling lanes glowing under neon | Glowing lanes, late nights.
Sparelane | bowling | the lane waiting for your group | A lane ready for you.
Tenpin Club | bowling tenpin | a club for tenpin bowling | Ten pins, one strike, loud cheers.
Putterfly | golf mini crazy adventure | putter + butterfly: light steps round the course | Tee off, flutter round.
Bouncelot | trampoline trampolines bounce | bounce + Camelot: a castle of trampolines | Bounce like royalty.
Joystick Alley | arcade arcades retro | an alley of joystick games | Old games, new high scores.
Flipper Hall | pinball arcade | the flippers of a pinball table | Flip, tilt, win.
Axeyard | axe throwing | a yard for throwing axes | Aim, throw, thud.
Thudmark | axe throwing | the thud of an axe hitting the mark | Hear the thud.
Tagzone | laser tag | a zone for laser tag | Suit up, tag out.
Beamchase | laser tag | chasing laser beams in the dark | Chase the beam.
Kartlap | karting kart karts | one more lap in a go-kart | One more lap.
Squishblock | soft play toddlers toddler | soft foam blocks to climb | Soft landings, big grins.
`)
