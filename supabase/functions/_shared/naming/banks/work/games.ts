import { bank } from '../types.ts'

export default bank('games', `
*Couchquest | - | a quest played together on the couch | Quests for the whole couch.
Pixelpast | retro arcade | the past, in pixels | Old-school pixels, new games.
*Tinyboss | indie studio | a tiny studio with boss-sized ideas | Small studio, big bosses.
Meeplemill | board tabletop | a mill of little wooden meeples | Made for the table.
Pawnparlour | board tabletop | a parlour for board games | Pull up a chair and play.
Tapcombo | mobile phone phones tablet ios android | a combo of taps | Tap, tap, combo.
Puddlehop | kid child children | hopping through puddles | Hop into every puddle.
Gridclue | puzzle | a clue hidden in the grid | The clue is in the grid.
Brainknot | puzzle puzzles logic brainteaser | a knot for your brain to untie | Untie the knot.
Cocoacoin | cozy cosy | coins collected over cocoa | Cocoa, coins, calm.
Tavernboard | rpg roleplay | the board where a tavern posts its quests | Pick a quest off the board.
Dreadboss | horror scary | a boss you dread meeting | Meet the boss you dread.
Clutchcrown | esports competitive multiplayer | the crown for the clutch play | Crown the clutch.
# r10: detail names
Deckduel | card cards deck tcg | deck + duel: card battles | Draw, duel, repeat.
Shufflequest | card cards deck | a quest played by shuffling the deck | Every shuffle, a new quest.
Buzzerbrain | trivia quiz | buzzer + brain: quiz games for quick thinkers | Hit the buzzer first.
Chalkquest | educational education learning school math | chalk + quest: lessons played like quests | Learning, one quest at a time.
Gogglequest | vr virtual headset | goggles + quest: quests inside a headset | Put the goggles on.
Rocketpixel | space scifi sci alien galaxy | rocket + pixel: space games | Pixels, launched into space.
Siegedice | strategy war wargame miniatures battle | siege + dice: strategy and war games | Roll for the siege.
Turnipquest | farming farm harvest village | a quest that starts in a turnip patch | Plant a turnip, start a quest.
Nitrolap | racing race car kart drift | nitro + lap: racing games | Just one more lap.
Plotpixel | narrative story novel | plot + pixel: story games | Your choices write the plot.
# r11: detail names
Clueclock | escape padlock | clue + clock: find every clue before the clock runs out | Sixty minutes. Every clue counts.
Latch & Clue | escape padlock | a latch and a clue: escape room games | One clue from the latch.
Tiletwist | word crossword spelling anagram wordle | letter tiles, twisted into words | Twist the tiles, find the word.
Sleuthboard | mystery detective whodunit murder | a sleuth's pinboard of clues | Pin the clues, name the culprit.
Kickoffclub | football soccer sport sports | kick-off + club: football games for the couch | Kick-off is one button away.
Pawquest | pet pets animal animals dog cat | paw + quest: quests with animal heroes | Paws on every quest.
Pancakeflip | cooking cook kitchen chef restaurant | flip + pancake: cooking games against the clock | Flip it before it burns.
Torchcrawl | dungeon dungeons roguelike crawler | torch + crawl: crawling dungeons by torchlight | Light the torch. Go deeper.
Trapdoorloot | dungeon dungeons roguelike | the loot behind every trapdoor | Every trapdoor, a new floor.
Pawnpush | chess | pawn + push: chess games | Push the pawn, start the game.
Thumbquest | mobile phone tablet | a quest played with your thumbs | A quest in your pocket.
Jellybeanjump | kid kids child children | jelly beans + jump: bright games for kids | Jump, bounce, giggle.
Blanketquest | cozy cosy wholesome relaxing | a quest played under a blanket | Quests best played in pyjamas.
# r12: detail names
Sofa Showdown | party family couch local multiplayer | a showdown played side by side on the sofa | Settle it on the sofa.
Tablefort | family kids children board | a fort built of board games on the family table | Build the fort. Roll the dice.
Meeple & Mug | cafe board tabletop coffee | a board game cafe: meeples and mugs | Pull up a chair and a game.
Bleepquest | retro arcade pixel chiptune | a quest in bleeps and pixels, like the old arcades | Bleeps, pixels and one more go.
Candlecrypt | horror scary gothic | a crypt lit by one candle | Keep the candle lit.
Dicegoblin | rpg roleplay dnd tabletop fantasy | for the dice goblin who hoards every set | Feed your inner dice goblin.
# r13: detail names
Tempotap | rhythm music dance beat beats | tapping on the tempo: rhythm games | Tap on the beat, or miss.
Lastcan | survival zombie zombies apocalypse postapocalyptic | the last can of beans in a survival game | Make the last can last.
Bobberbite | fishing fish angling | the bite that pulls the bobber under | Wait for the bite.
Blockyard | sandbox building builder crafting voxel | a yard full of blocks to build with | Stack it, build it, live in it.
Ledgehop | platformer platformers platforming jumping | hopping ledge to ledge | One more ledge to go.
# r14: detail names
Swipeslay | mobile phone phones tablet ios android | a monster slain with one swipe of the thumb | Swipe once. Slay the boss.
Rematch Room | esports competitive multiplayer pvp tournament tournaments | the room where every loss turns into a rematch | One more rematch.
Times Table Raid | educational education learning school maths math classroom | times tables fought as a raid | Beat the boss, learn your tables.
Headset Heist | vr virtual headset reality | a heist played inside a VR headset | Put it on. Pull off the heist.
Forkpath | narrative story stories choice choices visualnovel | the path that forks with every choice you make | Every choice forks the story.
Creakstep | horror scary spooky | the step on the stair that creaks in the dark | Don't step on the creaky one.
Teapot Town | cozy cosy wholesome relaxing | a sleepy town where the teapot is always on | Put the kettle on. Play slowly.
# r15: detail names
Credits Rolled | swap swaps swapping tradein exchange | when the credits roll, swap the game for the next | Credits rolled? Swap it.
Boxed & Complete | marketplace peertopeer resale collector collectors | the listing every retro collector wants to see | Boxed, complete, and going cheap.
`)
