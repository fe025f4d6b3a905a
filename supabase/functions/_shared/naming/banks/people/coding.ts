import { bank } from '../types.ts'

export default bank('coding for kids', `
CurlyBrace | - | the curly braces that hold code together | Where code comes together.
BitsAndBolts | robot robotics | bits of code, nuts and bolts: robots built by kids | Bits, bolts and big ideas.
Spritesheet | game | the sprite sheet every game character is drawn on | Draw it, code it, play it.
Blocksnap | beginner scratch young | code blocks that snap together | Snap blocks, make things move.
Bugbounty | - | a bug bounty: rewards for finding bugs | Find the bug, win the bounty.
Lovelace | girl | Ada Lovelace, the first programmer | Code like Ada.
Hackweek | camp summer holiday | a week of hacking in the holidays | A week of building things.
Breadboard | electronic circuit maker | the breadboard where circuits are built | Circuits, no soldering needed.
LoopTheLoop | - | loop-the-loop + the loops in every program | Code that loops the loop.
Sumobot | robot robotics | robot sumo: robots built to push each other out | Build it, battle it.
Savepoint | game | the save point in a video game | Save your progress, level up.
HelloWorld | beginner young | hello world, the first program everyone writes | Everyone starts with hello.
Firstbug | girl | the first computer bug, found by Grace Hopper | Find your first bug.
Summerloop | camp summer holiday | a summer of coding loops | A summer spent coding.
Jumperwire | electronic circuit maker | the jumper wires that connect every project | Wire it up, light it up.
IfThen | - | if, then: the first rule of code | If you can think it, then code it.
Linefollower | robot robotics | the line-following robot every class builds | Robots that follow the line.
Bosslevel | game | the boss level at the end of the game | Ready for the boss level.
Catsprite | beginner scratch young | the cat sprite every Scratch project starts with | Where the cat starts moving.
Adaday | girl | Ada Lovelace Day, for girls in tech | Every day is Ada day.
CodeAndCanoe | camp summer outdoor | coding in the morning, canoeing in the afternoon | Code by day, paddle by afternoon.
Crocclip | electronic circuit maker | the crocodile clips of school electronics | Clip it, test it, make it.
Bitflip | - | a flipped bit, the smallest change in code | Small changes, big results.
Rubberduck | - | rubber duck debugging: explain it to a duck | Explain it to the duck.
Gamejam | game camp | a game jam: build a game in a weekend | A game in a weekend.
Cardboardbot | robot robotics young | robots built from cardboard and motors | Robots from a cardboard box.
Byteclub | club afterschool | a club for bytes: after-school coding | The first rule of Byte Club: build.
Codeling | young beginner | code + -ling: a young coder | For the newest coders.
Arrowkeys | beginner game | the arrow keys every young gamer knows | Arrow keys to algorithms.
Commandblock | minecraft game | the command block, Minecraft's coding block | Minecraft, with commands.
Turtlepath | beginner young | the path the LOGO drawing turtle leaves as kids code it | Steer the turtle, learn to code.
Onesandzeros | - | ones and zeros, the bottom of it all | Learn the ones and zeros.
`)
