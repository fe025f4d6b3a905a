import { bank } from '../types.ts'

export default bank('history', `
*Yesteryarn | - | yesteryear + yarn: a good story from long ago | A good yarn from yesteryear.
Relicradio | - | relics of the past, told on the radio | The past, on the radio.
Sepiasound | - | sepia photographs, turned into sound | Old photographs, turned into sound.
Tinkertale | invention inventor patent | tales of the tinkerers who invented things | Tales of the tinkerers.
Hersaga | woman women | her saga: women's history, told in full | Her side of the story.
*Matriarchive | woman women | matriarch + archive: an archive of women's lives | An archive of remarkable women.
Moatlore | medieval castle | lore from the castle moat | Stories from behind the moat.
Scribesaga | medieval castle | a saga copied out by medieval scribes | Copied out by candlelight.
Fogwhisper | crime victorian mystery | whispers through Victorian fog | Whispers in the Victorian fog.
Parishfable | local town village | fables from the parish | The stories of your parish.
Plaquestory | local town village | the story behind every blue plaque | The story behind the plaque.
Flaskfable | science scientist | the fable behind every flask | How science really happened.
Fadedfact | forgotten lost obscure | facts that faded from memory | Faded facts, brought back.
*Atticletter | family genealogy ancestry | the letter found in the attic | What's in your attic?
Kinalbum | family genealogy ancestry | the family album, explained | Meet your ancestors.
`)
