import { bank } from '../types.ts'

export default bank('games', `
Bosskey | - | the boss key that hid a game from the boss at work | Play now, hide later.
Coinop | - | the coin-op arcade cabinet | Arcade feel, no coins needed.
Fogofwar | - | the fog of war that hides the map until you explore | Explore past the fog.
Hiscore | - | the hi-score table at the end of every arcade run | Chase the hi-score.
FramePerfect | - | frame-perfect: the input only the best players land | Made to be played perfectly.
Thumbstick | - | the thumbstick under every gamer's thumb | Made for your thumbs.
Lootdrop | - | the loot drop at the end of a hard fight | Worth the loot.
Sidescroll | - | the side-scrolling run from left to right | Keep running right.
Boxart | - | the box art that sold the game on the shelf | Games worth the box art.
UpUpDown | retro | the first moves of the most famous cheat code | Up, up, down, play.
Scanline | retro | the scanlines of an old CRT screen | Old screens, new games.
Tapeloader | retro | the tape loader of the home computers of the eighties | Loading, loading, played.
Cartslot | retro | the cartridge slot of a classic console | Slot it in and play.
Tilemap | indie | the tile map every indie game level is built on | Built tile by tile.
Jamnight | indie | a game jam night: a game made by morning | Made in a night, played for years.
BedroomCoder | indie | the bedroom coder behind the best indie games | Indie games, from the bedroom up.
Meeplemill | board tabletop | a mill of meeples, the little wooden players of board games | Board games that bring people round.
Dicebag | board tabletop | the dice bag every player brings | Bring your dice.
Tokenbowl | board tabletop | the bowl of tokens in the middle of the table | Everyone around the table.
Tapcombo | mobile phone | a combo of taps on a phone screen | One thumb, big combos.
Pocketlevel | mobile phone | a level that fits in your pocket | A level for every bus ride.
Swipestreak | mobile phone | a streak of perfect swipes | Swipe, streak, smile.
Crayonquest | kid child | a quest drawn in crayon | Little heroes, big quests.
Bubblelevel | kid child | the bubble of a spirit level, and a game level for little ones | Levels for little hands.
Jellyjump | kid child | a jump on jelly: bouncy play for little ones | Bouncy fun for small hands.
EdgeFirst | puzzle | edge pieces first: how every jigsaw starts | Start from the edges.
Slidetile | puzzle | the sliding tile puzzle | One slide from solved.
Gridclue | puzzle | a clue for a grid puzzle | A clue a day.
Blanketfort | cozy cosy | the blanket fort you play in on a rainy day | Games for blanket forts.
Teacupquest | cozy cosy | a gentle quest with a cup of tea | A quest with a cup of tea.
Rainpane | cozy cosy | rain on the window pane while you play | Rain outside, cosy inside.
NatTwenty | rpg tabletop | a natural twenty: the perfect roll of a d20 | Roll a natural twenty.
Manabar | rpg | the mana bar every spellcaster watches | Spend your mana well.
Tavernboard | rpg | the quest board on the tavern wall | Pick a quest from the board.
OneMoreTurn | - | one more turn: the promise every strategy player breaks | Just one more turn.
`)
