import { bank } from '../types.ts'

export default bank('games', `
Questwarm | - | a warm-hearted quest you want to finish | Quests worth finishing.
Playglad | - | games that leave players glad they played | Glad you played.
Luckyloot | - | the lucky loot drop every player hopes for | Every drop feels lucky.
Pixelgrin | - | a grin made of pixels | Pixels that make you grin.
Spawnjoy | - | the joy of spawning into a new world | Spawn in, light up.
Couchquest | - | a quest played together on the couch | Quests for the whole couch.
Savesmile | - | the smile when you finally reach a save point | Saved, smiling.
Thumbcheer | - | the cheer of thumbs on a controller | Thumbs up, game on.
Levelglee | - | the glee of clearing a level | The glee of the next level.
Combocheer | - | the cheer when a combo lands | Land the combo.
Pixelpast | retro arcade | the past, in pixels | Old-school pixels, new games.
Blowcart | retro arcade | blowing into a cartridge so it would work | Blow on it, play on.
Arcadeyore | retro arcade | arcade games from days of yore | Arcade days, back again.
Tinyboss | indie studio | a tiny studio with boss-sized ideas | Small studio, big bosses.
Atticlevel | indie studio | levels built in an attic | Built in an attic, played worldwide.
Garagegame | indie studio | games made in a garage | Made in a garage, with love.
Meeplemill | board tabletop | a mill of little wooden meeples | Made for the table.
Diceglee | board tabletop | the glee of a good dice roll | Roll with glee.
Pawnparlour | board tabletop | a parlour for board games | Pull up a chair and play.
Tapcombo | mobile phone | a combo of taps | Tap, tap, combo.
Swipestreak | mobile phone | a streak of swipes | One swipe leads to a streak.
Pocketplay | mobile phone | play that fits in a pocket | Play in your pocket.
Jellyjump | kid child children | a jelly that jumps | Wobble, jump, giggle.
Puddlehop | kid child children | hopping through puddles | Hop into every puddle.
Giggletoken | kid child children | a token earned with a giggle | Collect the giggles.
Gridclue | puzzle | a clue hidden in the grid | The clue is in the grid.
Eurekatile | puzzle | the tile that makes it click | The tile that makes it click.
Brainknot | puzzle | a knot for your brain to untie | Untie the knot.
Rainpane | cozy cosy | rain on the window while you play | Rain outside, games inside.
Snugsave | cozy cosy | a snug save you come back to | A snug place to come back to.
Cocoacoin | cozy cosy | coins collected over cocoa | Cocoa, coins, calm.
Tavernboard | rpg roleplay | the board where a tavern posts its quests | Pick a quest off the board.
Manabar | rpg roleplay | the mana bar that fuels every spell | Keep the mana up.
Dungeondice | rpg roleplay | the dice that decide the dungeon | Let the dice decide.
Shiverspawn | horror scary | spawning into a shiver | Spawn into the shivers.
Dreadboss | horror scary | a boss you dread meeting | Meet the boss you dread.
Creaktorch | horror scary | a torch and a creak in the dark | Hear the creak, raise the torch.
Squadscore | esports competitive multiplayer | a score the squad earns together | Score together.
Clutchcrown | esports competitive multiplayer | the crown for the clutch play | Crown the clutch.
Rivalrally | esports competitive multiplayer | a rally of rivals | Rally your rivals.
`)
