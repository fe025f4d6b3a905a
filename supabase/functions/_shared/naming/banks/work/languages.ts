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
*Tapas Talk | spanish | Spanish learned like tapas: small plates, shared | Spanish, one small plate at a time.
*Little Parrots | kid child children | children copy new words like little parrots | Say it, repeat it, love it.
*Handshake Lingo | business corporate work | the language you need from the first handshake | Win them at the first handshake.
*The Deep End | immersion | learning by jumping in at the deep end | Jump in, we'll keep you afloat.
*Late Starter | adult beginner senior | lessons for people starting a language later in life | It's not too late to start.
*Pretzel Talk | german | German practised over a pretzel | German with a twist.
*Croissant Club | french | a club learning French over croissants | French, fresh every morning.
*Phrasal Fix | english esl | fixing the phrasal verbs that trip up English learners | Get on with phrasal verbs.
`)
