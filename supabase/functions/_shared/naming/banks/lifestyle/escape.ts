import { bank } from '../types.ts'

export default bank('escape rooms', `
Lastclue | - | the final clue before the door opens | One clue left, ten seconds to go.
*Lockclick | - | the click of the last padlock | Listen for the click.
Riddlebox | puzzle kids family | a box of riddles to crack together | Crack the box, beat the clock.
Keyhunt | - | key + hunt: the search for the one key that opens the door | Find the key, open the door.
Cluetrail | - | a trail of clues from room to room | Follow the trail out.
*Hourglass Rooms | - | the hourglass that runs while you search | Out before the sand runs out.
Trapdoor Games | - | the trapdoor that might be the way out | The way out is under your feet.
*Candlekey | haunted victorian gothic ghost | a key found by candlelight in an old house | Search by candlelight.
*Ghostlock | haunted ghost spooky horror | a lock only a ghost could open | The ghost kept the key.
# r10: detail names
Huddlekey | team teambuilding corporate office colleagues | team huddle + key: a team crowding round the last lock | Huddle up, find the key.
Lanyard Lock | team teambuilding corporate office colleagues | the office lanyard swapped for a padlock for an hour | Leave the lanyard, crack the lock.
Clue & Cake | birthday party parties celebration | the clues first, the birthday cake after | Crack the code, then cut the cake.
Popup Padlock | mobile portable popup travelling van | a pop-up escape game, padlocks and all, brought to you | The escape room that comes to you.
Cluevan | mobile portable popup pop travelling | a van of clues parked at your event | A room full of clues, parked outside.
Chestlock | pirate pirates treasure | the padlock on a pirate's treasure chest | Crack the lock, claim the chest.
Cutlass & Key | pirate pirates treasure ship | the pirate's cutlass and the key to the hold | Pirates in, treasure out.
Vaultdial | heist bank vault robbery | the dial you turn to open a bank vault | Turn the dial, grab the gold.
Jailkey | prison jail cell alcatraz jailbreak breakout | the jailer's key, hidden somewhere in the cell | Locked in. The key is somewhere.
Sleuthlock | detective mystery murder sherlock whodunnit | sleuth + lock: a detective's case behind a padlock | Every clue points to the lock.
Alibikey | detective mystery murder suspect | the alibi that breaks the case, and the key it leads to | Check the alibis, find the key.
Rocketlock | space spaceship astronaut alien | a rocket hatch locked until you crack the code | Crack the code before lift-off.
Tombkey | egypt egyptian tomb pyramid mummy | the key to a pharaoh's sealed tomb | The pharaoh left one way out.
# r11: detail names
Bunker Key | zombie zombies apocalypse bunker survival | the key to the bunker door before the zombies arrive | Find the key before they find you.
Brainlock | zombie zombies undead apocalypse | a lock between you and a zombie who wants brains | Use your brains before they do.
Wandlock | wizard wizards witch witches magic spell spells | a lock that only the right wand opens | Pick the wand, break the spell.
Cauldron Key | wizard wizards witch witches potion potions spell | the key brewing at the bottom of a witch's cauldron | Stir the cauldron, find the key.
Map & Padlock | outdoor outdoors city streets town treasure | a paper map and a padlock somewhere in town | The whole town is the room.
Cobbleclue | outdoor outdoors city streets town | clues hidden along the cobbled streets | Clues on every cobbled corner.
Sleighlock | christmas xmas santa elf elves festive | Santa's sleigh, locked until you crack the code | Crack the code, save Christmas.
Chimney Key | christmas xmas santa festive | the key Santa left down the chimney | Santa left the key somewhere.
Lovelock | couple couples date dating romantic valentine valentines anniversary | the padlock couples fix to a bridge | Two heads, one lock.
Saloon Safe | western cowboy cowboys saloon sheriff | the safe behind the saloon bar | Crack the safe before the sheriff comes.
Labcoat Key | science lab laboratory virus outbreak experiment | the key left in a scientist's lab coat pocket | Stop the outbreak. Find the key.
Crayon Clue | kids children child junior younger | clues drawn in crayon for young players | Clues little hands can crack.
Candle Code | birthday birthdays party parties | the code hidden in the number on the birthday candles | Blow out the candles, crack the code.
# r12: detail names
Horror Hatch | horror scary spooky haunted | a hatch in the floor you really don't want to open | Open the hatch if you dare.
Heist Hour | heist bank vault robbery | one hour to pull off the perfect heist | Sixty minutes to crack the vault.
Starhatch | space spaceship astronaut alien | the hatch of a starship stuck shut | Fix the ship, open the hatch.
Stag & Padlock | hen hens stag stags bachelor bachelorette | the stag do or hen party locked in together | Lock the stag in first.
Clue Cabin | outdoor outdoors woods forest cabin | a cabin in the woods full of clues | Lost in the woods, locked in the cabin.
# r13: detail names
Pixel Padlock | online virtual remote zoom digital | a padlock on screen, cracked over a video call | Escape together from anywhere.
Letterbox Lock | post postal posted letterbox mail kit printable | an escape game that drops through your letterbox | The escape room that comes by post.
Briefcase Code | spy spies agent agents espionage | the combination on a spy's locked briefcase | Crack the briefcase, save the mission.
Detention Key | school schools classroom pupils students educational education | locked in detention until the class cracks the code | Class dismissed when the code is cracked.
# r14: detail names
Awayday Vault | teambuilding corporate office colleagues awayday | the team away day spent cracking a vault together | Swap the away-day slides for a vault.
Treehouse Code | kids kid children child junior younger | the secret code of a children's treehouse gang | Say the code, climb the ladder.
Crate Escape | mobile portable popup travelling van | an escape game packed in crates and brought to your venue | We bring the room in crates.
Footprint File | detective mystery murder sherlock crime whodunnit | the muddy footprint in the detective's case file | Follow the footprints, close the case.
Spoon Tunnel | prison jail cell alcatraz jailbreak breakout | the tunnel a prisoner digs with a stolen spoon | Dig out before the guards count.
Scarab Seal | egypt egyptian tomb pyramid mummy pharaoh | the scarab seal on a pharaoh's tomb door | Break the seal, wake the tomb.
# r16: detail names
Seance Cipher | haunted ghost ghosts spooky seance paranormal spirits | a cipher spelt out at a seance table | Ask the spirits for the code.
Creakhinge | haunted ghost ghosts spooky horror scary | the creaking hinge on the door nobody wants to open | Every door creaks. One opens.
Phantom Latch | haunted ghost ghosts spooky paranormal | a latch that only the phantom of the house can lift | The phantom holds the latch.
Gaslamp Exit | victorian victorians edwardian steampunk gothic | finding the way out by the light of a gaslamp | Find the exit before the gas runs out.
Parlour Puzzle | victorian victorians edwardian parlour parlor | a puzzle hidden in a Victorian parlour | Tea, riddles and a locked parlour.
Curio Drawer | victorian victorians edwardian curiosities museum | the hidden drawer of a Victorian curio cabinet | Open the cabinet, find the drawer.
Datenight Door | couple couples date dating romantic valentine valentines anniversary | the door two of you open together on date night | Date night, one door to open.
Microfilm Drop | spy spies agent agents espionage secret | the microfilm left at a spy's drop point | Find the film before the handler does.
# r18: detail names
*Thirteenth Chime | haunted ghost ghosts victorian gothic spooky seance | the old grandfather clock that strikes thirteen as your time runs out | Out before the thirteenth chime.
`)
