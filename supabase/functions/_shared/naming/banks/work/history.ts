import { bank } from '../types.ts'

export default bank('history', `
Yesteryarn | - | yesteryear + yarn: a good story from long ago | A good yarn from yesteryear.
Yoretale | - | a tale from days of yore | Tales from the days of yore.
Oldenear | - | olden + ear: an ear for the olden days | Lend an ear to the olden days.
Relicradio | - | relics of the past, told on the radio | The past, on the radio.
Epochchat | - | a chat about a whole epoch | A whole era, talked through.
Pastpocket | - | a pocket-sized piece of the past each episode | A piece of the past for your pocket.
Sepiasound | - | sepia photographs, turned into sound | Old photographs, turned into sound.
Erawhisper | - | whispers from another era | Listen to another era.
Chronicast | - | chronicle + cast: history told as a podcast | History, told out loud.
Bygonebell | - | a bell that rings in bygone days | Ring in the bygone days.
Tinkertale | invention inventor patent | tales of the tinkerers who invented things | Tales of the tinkerers.
Cogstory | invention inventor patent | the story behind every cog | The story behind every gadget.
Gadgetyore | invention inventor | gadgets from days of yore | Gadgets your grandparents used.
Trenchecho | war military battle | echoes from the trenches | Echoes from the front line.
Bugleyarn | war military battle | stories that start with a bugle call | Stories from the bugle's call.
Medalmemory | war military | the memory behind each medal | The story behind every medal.
Bonnetlore | woman women | the lore of women in bonnets who changed things | The women history left out.
Hersaga | woman women | her saga: women's history, told in full | Her side of the story.
Matriarchive | woman women | matriarch + archive: an archive of women's lives | An archive of remarkable women.
Forumecho | ancient roman greek | echoes from the Roman forum | Echoes from the forum.
Columnchat | ancient roman greek | a chat among the ancient columns | The ancient world, chatted through.
Mosaicmemory | ancient roman greek | the ancient world pieced together like a mosaic | The ancient world, piece by piece.
Moatlore | medieval castle | lore from the castle moat | Stories from behind the moat.
Scribesaga | medieval castle | a saga copied out by medieval scribes | Copied out by candlelight.
Knightradio | medieval castle | knights' tales told on the radio | Knights, on the radio.
Cluepast | crime victorian mystery | clues from the past | Old crimes, new clues.
Alibiarchive | crime victorian mystery | an archive of old alibis | Every alibi, re-examined.
Fogwhisper | crime victorian mystery | whispers through Victorian fog | Whispers in the Victorian fog.
Parishfable | local town village | fables from the parish | The stories of your parish.
Laneballad | local town village | the ballad of every lane | Every lane has a story.
Plaquestory | local town village | the story behind every blue plaque | The story behind the plaque.
Flaskfable | science scientist | the fable behind every flask | How science really happened.
Beakerballad | science scientist | a ballad of beakers and breakthroughs | Beakers, breakthroughs and blunders.
Labbygone | science scientist | the laboratory of bygone days | Science from bygone labs.
Fadedfact | forgotten lost obscure | facts that faded from memory | Faded facts, brought back.
Mislaidmyth | forgotten lost obscure | a myth the world mislaid | The stories history mislaid.
Lostepoch | forgotten lost obscure | an epoch nobody remembers | Remember the forgotten.
Atticletter | family genealogy ancestry | the letter found in the attic | What's in your attic?
Kinalbum | family genealogy ancestry | the family album, explained | Meet your ancestors.
Forebearcast | family genealogy ancestry | forebears + podcast: your ancestors' stories | Your ancestors, out loud.
`)
