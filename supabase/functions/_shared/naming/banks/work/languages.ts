import { bank } from '../types.ts'

export default bank('languages', `
*Hellohabit | - | a daily habit of saying hello in a new language | A new hello every day.
Othertongue | - | mother tongue's partner: the other language you make your own | Make another tongue your own.
Tongueroll | spanish | rolling the Spanish r | Roll your r's.
*Churrochat | spanish | a chat over churros | Spanish over churros.
Cafeverb | french | verbs learned over café | French over coffee.
Seinespeak | french | speaking French by the Seine | French, as it's spoken.
Idiomjar | english esl | a jar of English idioms | A jar full of idioms.
Teacupchat | english esl | English practised over a cup of tea | English, over tea.
Rhymeswap | kid child children | swapping rhymes in a new language | Learn through rhymes.
Phrasepocket | travel holiday | pocket-sized travel phrases | Phrases for your pocket.
Menuready | travel holiday | ready to order from any menu | Order like a local.
Deskfluent | business corporate work | fluent at your desk | Fluent at work.
Sworntext | translation translator certified | sworn, certified translations | Certified, sworn, accepted.
Nativeear | immersion | an ear for how natives speak | Hear it like a native.
`)
