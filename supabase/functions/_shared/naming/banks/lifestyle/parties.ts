import { bank } from '../types.ts'

export default bank('party entertainment', `
*Confetti Cannon | - | a burst of confetti over the party | The moment everyone cheers.
Whistlepop | - | party whistles and popping balloons | Whistles blown, balloons popped.
Pinata Pop | - | the pop of a pinata at the big moment | Everybody gets a sweet.
Jugglejam | - | a jam of juggling balls in the air | Up, up, and caught.
Bubblebus | - | a bus full of bubbles | Bubbles for the whole street.
Giggleshow | kids children birthday | a show full of giggles | Giggles from start to finish.
Decks & Disco | dj disco | turntable decks and a disco | Decks set, dancefloor open.
Disco Van | dj disco mobile | a disco that arrives in a van | The party arrives in a van.
*Wand & Wink | magic magician | a wave of the wand and a wink | Now you see it.
*Glitterbug | face painting glitter | glitter + jitterbug: sparkle and wiggles | Glitter cheeks, happy dancers.
Tigercheek | face painting painter | a tiger painted across a cheek | Roar home tonight.
*Balloonatic | balloon balloons modelling | balloon + lunatic: wild about balloons | Twisted, tied, handed over.
Castlebounce | bouncy castle hire | a castle built for bouncing | Bounce all afternoon.
Snapbooth | photo booth | a booth that snaps photos | Strike a pose, print the strip.
Tashstick | photo booth | the moustache on a stick that every photo booth has | Hold up a tash, squeeze in.
Clownshoe | clown clowns | the clown's big shoes | Big shoes, bigger laughs.
# r10: detail names
Vows & Vinyl | wedding weddings bride bridal reception | the vows, then the vinyl | From the first dance to the last song.
Confetti Decks | wedding weddings reception | the DJ decks under a shower of confetti | The dance floor after the confetti.
Beakerbang | science experiment experiments slime stem | a beaker that goes bang: a science show | Fizz, bang, wow.
Goggles & Goo | science experiment experiments slime stem | safety goggles on, slime everywhere | Goggles on, goo everywhere.
Capes & Crowns | princess princesses superhero superheroes character characters | superhero capes and princess crowns | Capes, crowns and cake.
Tiara Tea | princess princesses fairy fairies | a tea party in tiaras | Tiaras on, tea poured.
Bunny & Boa | animal animals farm petting zoo rabbit | a fluffy bunny and a friendly boa | The petting zoo that comes to you.
Croonbox | karaoke singing sing singalong | a box for crooning into the mic | Grab the mic, croon away.
Karaokay | karaoke singing sing singalong | karaoke + okay: no one has to sing well | Sing badly, have a blast.
Headphone Disco | silent headphones headphone | a disco you only hear through headphones | Headphones on, floor full, neighbours happy.
Whisper Disco | silent headphones headphone | a disco you can barely hear | The quietest disco in town.
Bigtop Bash | circus stilts juggling clown acrobat | a party under a big top | Roll up, roll up.
Scales & Tails | reptile reptiles animal animals snake lizard | reptiles with scales and animals with tails | Hold a snake, stroke a bunny.
# r11: detail names
Rattle & Roll | toddler toddlers baby babies preschool tots | rattle + rock and roll: music for the littlest | Shake a rattle, roll around.
Dino Stomp | dinosaur dinosaurs dino dinos jurassic | a stomp like a dinosaur | Stomp, roar, party.
Egg & Roar | dinosaur dinosaurs dino dinos jurassic | a dinosaur egg and the roar that hatches | Crack the egg, hear the roar.
Plank & Parrot | pirate pirates treasure | the pirate plank and the parrot on the shoulder | Walk the plank, find the treasure.
Shell & Tail | mermaid mermaids ocean | a seashell and a mermaid tail | Tails on, under the sea.
Sash & Fizz | hen hens bachelorette | the hen's sash and a glass of fizz | Sashes on, glasses up.
Cracker & Conga | christmas xmas festive corporate office staff | the Christmas cracker and the office conga line | Pull a cracker, join the conga.
Broom & Boo | halloween spooky witch witches ghost | a witch's broom and a ghostly boo | Brooms out, lights down, boo.
Neon & Bass | teen teens teenager teenagers tween tweens neon | neon lights and heavy bass for a teen party | Neon up, bass up.
Dart & Dodge | nerf blaster blasters foam | foam darts and the dodging | Duck, dodge, fire back.
Pompom & Paste | craft crafts crafting making | pompoms, paste and a table of crafts | Sticky hands, proud makers.
Pickacard | magic magician tricks illusion illusionist | pick a card: the magician's first line | Pick a card, any card.
# r12: detail names
Party Van Pete | mobile van travelling | a party entertainer who drives to you | The party pulls up outside.
Bouncebox | bouncy castle hire inflatable | a box that unfolds into a bouncy castle | Unpack the bounce.
Bubblebash | bubble bubbles foam kids | a birthday bash full of giant bubbles | Bubbles as big as the birthday girl.
Balloon Bandit | balloon balloons modelling | a balloon modeller who steals the show | Twisting balloons into grins.
Capesquad | superhero superheroes character characters | a squad of caped heroes at your party | Heroes arrive at three.
Hen Night Heroes | hen hens bachelorette | entertainment built for the hen party | The hens are in safe hands.
# r13: detail names
Pillow & Polish | sleepover sleepovers pamper spa makeover | pillows for the sleepover, polish for the nails | Nails painted, pillows ready.
Joypad Van | gaming gamer gamers videogame videogames console consoles xbox playstation | a van full of joypads and consoles parked outside | Press start in the driveway.
Felt & Dice | casino poker roulette blackjack | the green felt table and a roll of the dice | Fun money, real thrills.
Sock & Stage | puppet puppets puppetry punch judy | a sock puppet peeping over a little stage | Curtains up, socks on.
# r14: detail names
Partybag Parade | kids kid children child birthday birthdays | the line of children leaving with their party bags | Party bags at the door, grins all the way.
Ceilidh Caller | ceilidh barndance | the caller who gets the whole wedding dancing | Take your partners, we'll call the steps.
Painted Whiskers | face painting painter facepaint facepainting | cat whiskers painted on little cheeks | Whiskers on, purring all afternoon.
Poodle Twist | balloon balloons modelling | the twist that turns a balloon into a poodle | A squeak, a twist, a poodle.
Honk & Hanky | clown clowns circus | the clown's honking horn and endless hanky | Honk once, laugh all day.
`)
