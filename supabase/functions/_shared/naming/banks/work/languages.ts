import { bank } from '../types.ts'

export default bank('languages', `
Hellohabit | - | a daily habit of saying hello in a new language | A new hello every day.
Othertongue | - | mother tongue's partner: the other language you make your own | Make another tongue your own.
Tongueroll | spanish | rolling the Spanish r | Roll your r's.
Churrochat | spanish | a chat over churros | Spanish over churros.
Tildetalk | spanish | talking with tildes | Talk Spanish, tilde and all.
Cafeverb | french | verbs learned over café | French over coffee.
Seinespeak | french | speaking French by the Seine | French, as it's spoken.
Idiomjar | english esl | a jar of English idioms | A jar full of idioms.
Teacupchat | english esl | English practised over a cup of tea | English, over tea.
Babbleboat | kid child children | a boat full of babbling kids | All aboard for a new language.
Rhymeswap | kid child children | swapping rhymes in a new language | Learn through rhymes.
Wordpuddle | kid child children | splashing in words | Splash into a new language.
Phrasepocket | travel holiday | pocket-sized travel phrases | Phrases for your pocket.
Menuready | travel holiday | ready to order from any menu | Order like a local.
Deskfluent | business corporate work | fluent at your desk | Fluent at work.
Suitsyntax | business corporate work | syntax for the suit | Speak business.
Dealdialect | business corporate work | the dialect of deals | Close deals in their language.
Sworntext | translation translator certified | sworn, certified translations | Certified, sworn, accepted.
Nativeear | immersion | an ear for how natives speak | Hear it like a native.
Plungelingo | immersion | plunging into the lingo | Dive right in.
Softgrammar | adult beginner senior | grammar taught gently to grown-ups | Never too late to learn.
Umlautjoy | german | the joy of German umlauts | German, dots and all.
`)
