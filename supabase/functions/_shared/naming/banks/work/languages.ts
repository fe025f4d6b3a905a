import { bank } from '../types.ts'

export default bank('languages', `
Wordwarm | - | warm, friendly lessons that make words stick | Words that stay with you.
Calmchatter | - | calm chatter: speaking a new language without nerves | Speak without the nerves.
Lingojoy | - | the joy of a new lingo | Enjoy the lingo.
Verbbridge | - | a bridge of verbs to another language | Cross over in a few verbs.
Saysure | - | saying it with confidence | Say it like you mean it.
Tongueready | - | a tongue ready for a new language | Ready to speak.
Speakstep | - | speaking a language, one step at a time | One step at a time.
Hellohabit | - | a daily habit of saying hello in a new language | A new hello every day.
Syntaxcheer | - | cheering for syntax, for once | Grammar worth cheering.
Accentsmile | - | the smile when your accent lands | Smile at your own accent.
Tongueroll | spanish | rolling the Spanish r | Roll your r's.
Churrochat | spanish | a chat over churros | Spanish over churros.
Tildetalk | spanish | talking with tildes | Talk Spanish, tilde and all.
Cafeverb | french | verbs learned over café | French over coffee.
Seinespeak | french | speaking French by the Seine | French, as it's spoken.
Beretbabble | french | happy babble in French | Babble your way to French.
Idiomjar | english esl | a jar of English idioms | A jar full of idioms.
Teacupchat | english esl | English practised over a cup of tea | English, over tea.
Queuetalk | english esl | everyday English, even in a queue | English for everyday life.
Babbleboat | kid child children | a boat full of babbling kids | All aboard for a new language.
Rhymeswap | kid child children | swapping rhymes in a new language | Learn through rhymes.
Wordpuddle | kid child children | splashing in words | Splash into a new language.
Phrasepocket | travel holiday | pocket-sized travel phrases | Phrases for your pocket.
Menuready | travel holiday | ready to order from any menu | Order like a local.
Roamvocab | travel holiday | vocabulary for roaming | Words for the road.
Deskfluent | business corporate work | fluent at your desk | Fluent at work.
Suitsyntax | business corporate work | syntax for the suit | Speak business.
Dealdialect | business corporate work | the dialect of deals | Close deals in their language.
Glossline | translation translator | the line-by-line gloss of a good translation | Translated line by line.
Sworntext | translation translator certified | sworn, certified translations | Certified, sworn, accepted.
Meaningmatch | translation translator | a translation that matches meaning | Meaning, matched.
Nativeear | immersion | an ear for how natives speak | Hear it like a native.
Plungelingo | immersion | plunging into the lingo | Dive right in.
Dunkdialect | immersion | dunked into the dialect | Dunk into the language.
Softgrammar | adult beginner senior | grammar taught gently to grown-ups | Never too late to learn.
Firstfluent | adult beginner senior | your first taste of fluency | Your first fluent sentence.
Easyaccent | adult beginner senior | an easy start on a new accent | An easy start.
Umlautjoy | german | the joy of German umlauts | German, dots and all.
Brezelphrase | german | German phrases, twisted like a Brezel pretzel | Untwist your German.
Schnellvocab | german | German vocabulary, learned fast | German words, schnell.
`)
