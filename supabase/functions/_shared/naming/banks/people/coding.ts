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
`)
