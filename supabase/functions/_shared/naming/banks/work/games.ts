import { bank } from '../types.ts'

export default bank('games', `
Couchquest | - | a quest played together on the couch | Quests for the whole couch.
Pixelpast | retro arcade | the past, in pixels | Old-school pixels, new games.
Blowcart | retro arcade | blowing into a cartridge so it would work | Blow on it, play on.
Tinyboss | indie studio | a tiny studio with boss-sized ideas | Small studio, big bosses.
Atticlevel | indie studio | levels built in an attic | Built in an attic, played worldwide.
Meeplemill | board tabletop | a mill of little wooden meeples | Made for the table.
Pawnparlour | board tabletop | a parlour for board games | Pull up a chair and play.
Tapcombo | mobile phone | a combo of taps | Tap, tap, combo.
Puddlehop | kid child children | hopping through puddles | Hop into every puddle.
Gridclue | puzzle | a clue hidden in the grid | The clue is in the grid.
Eurekatile | puzzle | the tile that makes it click | The tile that makes it click.
Brainknot | puzzle | a knot for your brain to untie | Untie the knot.
Rainpane | cozy cosy | rain on the window while you play | Rain outside, games inside.
Cocoacoin | cozy cosy | coins collected over cocoa | Cocoa, coins, calm.
Tavernboard | rpg roleplay | the board where a tavern posts its quests | Pick a quest off the board.
Shiverspawn | horror scary | spawning into a shiver | Spawn into the shivers.
Dreadboss | horror scary | a boss you dread meeting | Meet the boss you dread.
Creaktorch | horror scary | a torch and a creak in the dark | Hear the creak, raise the torch.
Clutchcrown | esports competitive multiplayer | the crown for the clutch play | Crown the clutch.
`)
