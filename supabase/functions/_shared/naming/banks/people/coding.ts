import { bank } from '../types.ts'

export default bank('coding for kids', `
Codeling | - | code + -ling: a young coder | For the newest coders.
Looplark | - | a lark with loops: coding that feels like play | Coding that feels like a lark.
*Cardboardbot | robot robotics young robots | robots built from cardboard and motors | Robots from a cardboard box.
Levelmaker | game games gaming | a maker of game levels | Make the level, then beat it.
Blocksnap | beginner scratch young | code blocks that snap together | Snap blocks, make things move.
Summerloop | camp summer holiday camps holidays | a summer of coding loops | A summer spent coding.
Blinkboard | electronic circuit maker electronics circuits | a board with blinking lights built by kids | Make it blink.
Byteclub | club afterschool clubs | a club for bytes: after-school coding | The first rule of Byte Club: build.
Afterbell | club afterschool clubs | coding after the bell | Coding after the school bell.
Pythonpup | python teen teens | a young coder learning Python | Python, for young coders.
Loungelab | online virtual remote | a coding lab in your lounge | Coding lessons, at home.
# r10: detail names
Pixelpickaxe | minecraft | a pixel pickaxe: coding through block-building games | Mine it, build it, code it.
Tagtinker | web website websites html | tinkering with HTML tags | Your first website, tag by tag.
Bytesister | girl girls | byte + sister: coding clubs for girls | Coding, with your sisters.
Dronecode | drone drones | code that flies a drone | Write it, then watch it fly.
Papercode | unplugged preschool | coding on paper before screens | Code on paper first.
Birthdaybot | party birthday | a robot built at the birthday party | Build a robot, then eat the cake.
Firewallfort | cyber security hacking | a fort behind a firewall | Young hackers, on the right side.
# r11: detail names
Tap & Build | app apps phone | build it, then tap it: making your own phone app | Build the app, then tap it.
Brainblocks | ai artificial machinelearning | code blocks that build a brain: AI for kids | Teach a computer to think.
Obbymaker | roblox obby | a maker of obbies, the obstacle courses kids build in games | Build the obby, beat your friends.
Brickcode | lego brick bricks | code that makes bricks move | Bricks that move when you code.
Pizza & Python | hackathon competition competitions contest | pizza and Python: a young coders' hackathon | Code all day, then pizza.
Joystickjam | gamedesign jam games | a game jam with joysticks | Build a game in a weekend.
Quietkeys | sen autism autistic neurodivergent | quiet keys: a calm coding room | Calm rooms, clever code.
# r12: detail names
Kitchen Keyboard | homeschool homeschooling home | coding lessons at the kitchen table at home | Code class at the kitchen table.
Hoodiehack | teen teens teenager | hoodies up, hacking away: coding for teenagers | Hood up, code on.
Pyjama Python | online home python | Python lessons online, in your pyjamas | Learn Python in your pyjamas.
Catsprite | scratch young beginner | the orange cat sprite every Scratch coder starts with | Make the cat move.
Lovelace Lab | girls girl | named for Ada Lovelace: a coding lab for girls | Where girls build the future.
Beepbot | robot robotics young | a little robot that beeps when it works | Build it, code it, hear it beep.
Respawn Room | game games gaming gamedesign | where you respawn and try again: game-making club | Make the game, then play it.
Buzz & Blink | electronic electronics circuit microbit | buzzers and blinking lights on a circuit board | Make it buzz, make it blink.
# r13: detail names
Chalk & Code | teacher teachers classroom classrooms curriculum | chalk + code: coding lessons brought into the classroom | Coding for every classroom.
Pi Picnic | raspberrypi raspberry pi arduino | a picnic of Raspberry Pi projects for young makers | Bring a Pi, build a project.
Saturday Sprites | saturday saturdays weekend weekends | a Saturday club making sprites move | Sprites on Saturday.
# r14: detail names
Crocodile Clips | electronic electronics circuit circuits microbit maker | the crocodile clips kids use to wire circuits | Clip it, code it, light it.
Redstone Room | minecraft | redstone: Minecraft's circuits | Wire up your world.
Sunhat Coders | camp camps summer | a summer coding camp | Sunhats off, code on.
Green Flag Club | scratch beginner beginners | the green flag that starts a Scratch project | Click the flag, watch it go.
Chatbot Garage | ai artificial machinelearning chatbot chatbots | a garage where kids build chatbots | Build a bot that talks back.
Cakecode | party parties birthday | cake + code: a birthday party with cake and coding | Blow the candles, code the game.
# r16: detail names
Camp Semicolon | camp camps summer summertime bootcamp | a summer camp where every line ends in a semicolon | Summer camp, one line at a time.
Rainy Day Scripts | holiday holidays halfterm vacation break | scripts written on a rainy school-holiday day | Rain outside, scripts inside.
Snacktime Syntax | club clubs afterschool | a snack, then syntax: the after-school club | Snack first, then syntax.
Dark Mode Devs | teen teens teenager teenagers | dark mode: the screen setting every teen coder picks | Lights off, code on.
Crayon Commands | preschool unplugged toddler toddlers nursery | commands drawn in crayon before screens | Coding, before they can read.
Sumo Servos | robot robots robotics | servos in a robot sumo match | Build a bot, win the ring.
# r17: detail names
Sandbox Summer | summer summertime holiday holidays camp camps | the summer sandbox, and the coding sandbox where kids try things | A whole summer in the sandbox.
Lunchbox & Laptop | daycamp camp camps holiday holidays halfterm week | a packed lunchbox and a laptop: a holiday coding day camp | Pack a lunch, bring home a game.
Easter Egg Coders | easter spring springbreak | Easter holidays, and the easter eggs hidden in games | Hide your own easter egg.
`)
