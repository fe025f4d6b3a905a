import { bank } from '../types.ts'

export default bank('languages', `
FalseFriend | - | a false friend: the word that looks familiar and means something else | No more false friends.
Verbwheel | - | the cardboard verb wheel students spun to conjugate | Spin the wheel, say the verb.
Loanword | - | a loanword: a word one language borrows from another | Borrow the words, keep the language.
Vowelshift | - | the vowel shift that changed how a language sounds | Shift your vowels, sound like a local.
Umlaut | - | the two dots that change how a letter sounds | Every dot in the right place.
SilentLetter | - | the silent letter every learner trips on | Even the silent letters.
Gapfill | - | the gap-fill exercise every language class knows | Fill the gaps, then speak.
Cognate | - | a cognate: a word two languages share | Words you already know.
TongueTip | - | on the tip of the tongue: the word you almost had | Off the tip of your tongue.
Tongueroll | spanish | the rolled r every Spanish learner practises | Roll your r's like a local.
Tildetalk | spanish | the tilde over the Spanish ñ | Talk with a tilde.
Churrochat | spanish | chatting in Spanish over churros | Spanish, with churros.
Cedilla | french | the cedilla under the French ç | French, cedilla and all.
Liaison | french | liaison: the way French words run into each other | French that flows.
Cafeverb | french | verbs learned over a café crème | French, one café at a time.
Doubleyou | english esl | double-you: the letter every English learner spells out | English, spelled out.
Idiomjar | english esl | a jar of English idioms, pulled out one a day | One idiom a day.
Teacupchat | english esl | English chat over a cup of tea | English over tea.
Babbleboat | kid child | a boat full of babble: children's first words | First words, two languages.
Rhymeswap | kid child | nursery rhymes swapped between two languages | Rhymes in two languages.
Wordblocks | kid child | building blocks with words on them | Build words, block by block.
Phrasepocket | travel | a pocket of travel phrases | The right phrase, in your pocket.
Menuready | travel | ready to read the menu abroad | Order like a local.
WhereIsThe | travel | where is the: the first phrase every traveller needs | Ask the way in any language.
Deskfluent | business | fluent at the desk and in meetings | Fluent at work.
SuitSyntax | business | syntax in a suit: language for business | Business language, well dressed.
PitchAccent | business | pitch accent in linguistics, and the accent of a good sales pitch | Pitch it in their language.
Glossline | translation translator | a gloss line: the translation under the original | Every line, glossed.
Paralleltext | translation translator | the parallel text: original and translation side by side | Side by side, word for word.
Sworntext | translation translator | a sworn translation, certified and stamped | Certified, sworn, accepted.
DeepEnd | immersion | thrown in at the deep end, and swimming | Straight in at the deep end.
Streetspeak | immersion | the language the street really speaks | Speak like the street.
Nativeear | immersion | the ear of a native speaker | Train your ear.
Parrotfashion | - | learning parrot-fashion: say it until it sticks | Say it until it sticks.
Glottalstop | - | the glottal stop: the tiny catch in the throat every accent has | Every sound, even the small ones.
`)
