import { bank } from '../types.ts'

export default bank('history', `
Yesteryarn | - | yesteryear + yarn: a good story from long ago | A good yarn from yesteryear.
Relicradio | - | relics of the past, told on the radio | The past, on the radio.
Sepiasound | - | sepia photographs, turned into sound | Old photographs, turned into sound.
Tinkertale | invention inventor patent | tales of the tinkerers who invented things | Tales of the tinkerers.
Cogstory | invention inventor patent | the story behind every cog | The story behind every gadget.
Trenchecho | war military battle | echoes from the trenches | Echoes from the front line.
Bugleyarn | war military battle | stories that start with a bugle call | Stories from the bugle's call.
Hersaga | woman women | her saga: women's history, told in full | Her side of the story.
Matriarchive | woman women | matriarch + archive: an archive of women's lives | An archive of remarkable women.
Forumecho | ancient roman greek | echoes from the Roman forum | Echoes from the forum.
Moatlore | medieval castle | lore from the castle moat | Stories from behind the moat.
Scribesaga | medieval castle | a saga copied out by medieval scribes | Copied out by candlelight.
Alibiarchive | crime victorian mystery | an archive of old alibis | Every alibi, re-examined.
Fogwhisper | crime victorian mystery | whispers through Victorian fog | Whispers in the Victorian fog.
Parishfable | local town village | fables from the parish | The stories of your parish.
Laneballad | local town village | the ballad of every lane | Every lane has a story.
Plaquestory | local town village | the story behind every blue plaque | The story behind the plaque.
Flaskfable | science scientist | the fable behind every flask | How science really happened.
Beakerballad | science scientist | a ballad of beakers and breakthroughs | Beakers, breakthroughs and blunders.
Fadedfact | forgotten lost obscure | facts that faded from memory | Faded facts, brought back.
Mislaidmyth | forgotten lost obscure | a myth the world mislaid | The stories history mislaid.
Atticletter | family genealogy ancestry | the letter found in the attic | What's in your attic?
Kinalbum | family genealogy ancestry | the family album, explained | Meet your ancestors.
Forebearcast | family genealogy ancestry | forebears + podcast: your ancestors' stories | Your ancestors, out loud.
`)
