import { bank } from '../types.ts'

export default bank('coding for kids', `
Codeling | - | code + -ling: a young coder | For the newest coders.
Bugbuddy | - | a buddy for finding bugs | Every bug found with a buddy.
Looplark | - | a lark with loops: coding that feels like play | Coding that feels like a lark.
Pixelpal | - | a pal made of pixels | Make a pixel pal.
Brainbyte | - | a byte-sized challenge for young brains | Small bytes, big brains.
Logicland | - | a land of logic puzzles | Where logic is a game.
Tinkercode | - | code to tinker with | Tinker, test, try again.
Makerkid | - | a kid who makes things | Kids who make things.
Syntaxsnack | - | a snack-sized lesson in syntax | Bite-sized code, every week.
BitsAndBolts | robot robotics | bits of code, nuts and bolts: robots built by kids | Bits, bolts and big ideas.
Cardboardbot | robot robotics young | robots built from cardboard and motors | Robots from a cardboard box.
Botbuilders | robot robotics | young builders of bots | Build a bot, code a bot.
Levelmaker | game | a maker of game levels | Make the level, then beat it.
Questcoder | game | a coder of quests | Code your own quest.
Pixelquest | game | a quest in pixels | A quest, pixel by pixel.
Blocksnap | beginner scratch young | code blocks that snap together | Snap blocks, make things move.
Turtlepath | beginner young | the path the LOGO drawing turtle leaves as kids code it | Steer the turtle, learn to code.
Firstscript | beginner young | the first script a young coder writes | Everyone starts with one script.
Adacrew | girl | a crew of girls coding, after Ada Lovelace | Code like Ada.
Gracegrid | girl | a grid of code, after Grace Hopper | Girls who code, after Grace.
Girlsyntax | girl | girls learning the syntax of code | Girls, code and confidence.
Summerloop | camp summer holiday | a summer of coding loops | A summer spent coding.
Campcompile | camp summer holiday | a camp where projects compile | A week of building things.
Codeandcanoe | camp summer outdoor | coding in the morning, canoeing in the afternoon | Code by day, paddle by afternoon.
Circuitkid | electronic circuit maker | a kid with a circuit | Wire it up, light it up.
Wirewhizz | electronic circuit maker | a whizz with wires | Plug in, make something.
Blinkboard | electronic circuit maker | a board with blinking lights built by kids | Make it blink.
Byteclub | club afterschool | a club for bytes: after-school coding | The first rule of Byte Club: build.
Afterbell | club afterschool | coding after the bell | Coding after the school bell.
Bellcode | club afterschool | coding after the school bell | When the bell rings, we code.
Worldwright | minecraft game | a wright of worlds: building game worlds in code | Build worlds, block by block.
Minemod | minecraft game | modding Minecraft | Mod the world you play.
Pythonpup | python teen | a young coder learning Python | Python, for young coders.
Scriptteen | python teen | scripts written by teens | Real code for real teens.
Screencoder | online | coding lessons on screen | Live coding lessons at home.
Loungelab | online | a coding lab in your lounge | Coding lessons, at home.
Pythonpad | python teen | a pad for first Python scripts | First Python scripts, done right.
Robotmind | ai | robot minds: AI for kids | AI, explained for kids.
Thinkbot | ai | a bot that thinks: AI made simple | How a bot thinks.
Webwhizz | web app teen | a whizz at websites | Build your first website.
Appsprout | web app | apps that sprout from young ideas | From idea to app.
`)
