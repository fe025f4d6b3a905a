import { bank } from '../types.ts'

export default bank('coding for kids', `
Codeling | - | code + -ling: a young coder | For the newest coders.
Looplark | - | a lark with loops: coding that feels like play | Coding that feels like a lark.
*Cardboardbot | robot robotics young | robots built from cardboard and motors | Robots from a cardboard box.
Levelmaker | game | a maker of game levels | Make the level, then beat it.
Blocksnap | beginner scratch young | code blocks that snap together | Snap blocks, make things move.
Summerloop | camp summer holiday | a summer of coding loops | A summer spent coding.
Blinkboard | electronic circuit maker | a board with blinking lights built by kids | Make it blink.
Byteclub | club afterschool | a club for bytes: after-school coding | The first rule of Byte Club: build.
Afterbell | club afterschool | coding after the bell | Coding after the school bell.
Pythonpup | python teen | a young coder learning Python | Python, for young coders.
Loungelab | online | a coding lab in your lounge | Coding lessons, at home.
# r6
*Mazebot | - | a robot kids code to find its way through a maze | Code the robot out of the maze.
*Blockrocket | - | code blocks stacked to launch a rocket | Stack the blocks, launch the rocket.
Saturday Robots | - | a weekend club where kids build and code robots | Saturday mornings, robots that move.
`)
