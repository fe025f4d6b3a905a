import { bank } from '../types.ts'

export default bank('languages', `
*Hellohabit | - | a daily habit of saying hello in a new language | A new hello every day.
Othertongue | - | mother tongue's partner: the other language you make your own | Make another tongue your own.
Tongueroll | spanish spain | rolling the Spanish r | Roll your r's.
*Churrochat | spanish | a chat over churros | Spanish over churros.
Cafeverb | french france | verbs learned over café | French over coffee.
Seinespeak | french | speaking French by the Seine | French, as it's spoken.
Idiomjar | english esl | a jar of English idioms | A jar full of idioms.
Teacupchat | english esl | English practised over a cup of tea | English, over tea.
Rhymeswap | kid child children | swapping rhymes in a new language | Learn through rhymes.
Phrasepocket | travel holiday traveller traveler trip | pocket-sized travel phrases | Phrases for your pocket.
Menuready | travel holiday | ready to order from any menu | Order like a local.
Deskfluent | business corporate work | fluent at your desk | Fluent at work.
Sworntext | translation translator certified | sworn, certified translations | Certified, sworn, accepted.
Nativeear | immersion | an ear for how natives speak | Hear it like a native.
# r10: detail names
Gelatotalk | italian italy | gelato + talk: Italian over gelato | Italian, one scoop at a time.
Piazzaphrase | italian italy | piazza + phrase: Italian as it's spoken in the square | Phrases for the piazza.
Pretzeltalk | german germany | pretzel + talk: German lessons, twisted into shape | German, twisted into shape.
Bentophrase | japanese japan | bento + phrase: Japanese in neat little boxes | Japanese, packed like a bento.
Dumplingtone | mandarin chinese cantonese | dumpling + tone: Mandarin's tones, learned over dumplings | Get the tones right. Then dumplings.
Kimchichat | korean korea kpop hangul | kimchi + chat: Korean conversation | Korean, with a little spice.
Handhello | sign asl bsl deaf signing | hand + hello: saying hello in sign language | Say hello with your hands.
Grocerychat | immigrant immigrants expat newcomer refugee | the chat at the grocery counter: everyday words for newcomers | Words for your new street.
Phraseswap | exchange conversation meetup tandem | phrase + swap: trade your language for theirs | Swap a phrase, make a friend.
# r11: detail names
Natachat | portuguese portugal lisbon | pastel de nata + chat: Portuguese over a custard tart | Portuguese, one custard tart at a time.
Sambaspeak | brazil brazilian portuguese | samba + speak: Brazilian Portuguese with rhythm | Portuguese with a samba beat.
Souqtalk | arabic arab | souq + talk: Arabic as spoken in the market | Arabic for the market and beyond.
Chaichat | hindi india urdu | chai + chat: Hindi over a cup of chai | Hindi, over a cup of chai.
Tuliptalk | dutch netherlands holland amsterdam | tulip + talk: Dutch, learned in bloom | Dutch, in full bloom.
Vowelgym | accent pronunciation pronounce speaking | vowel + gym: a workout for your vowels | A workout for your vowels.
Tonguetwist | accent pronunciation pronounce | a tongue twister: practice that trains your mouth | Twist your tongue into shape.
Lyriclesson | song songs music lyrics singing | lyric + lesson: languages learned through songs | Sing it till you say it.
Chorusverb | song songs music lyrics | chorus + verb: verbs learned in a chorus | Learn it in the chorus.
Lullabylingo | kid kids child children baby toddler | lullaby + lingo: first words in a new language | First words, sung softly.
# r12: detail names
Sofafluent | online remote zoom home | fluent from your sofa, taught online | Fluency, from your own sofa.
Silververb | senior seniors retiree retired older elderly pensioner pensioners | languages for silver-haired learners | Never too late for a new tongue.
Hometongue | heritage bilingual family families | the language spoken at home, passed on | Keep the family tongue alive.
Umlautclub | german germany | a club that loves its umlauts | German, dots and all.
Kanjiloop | japanese japan kanji | looping through kanji until they stick | Kanji that stick.
Tonestep | mandarin chinese tones | learning Mandarin's tones step by step | Four tones, one step at a time.
# r13: detail names
Boothvoice | interpreter interpreters interpreting interpretation | the voice from the interpreter's booth | Your words, spoken in theirs.
Tavernatalk | greek greece | Greek as it's spoken in a taverna | Greek, ordered like a local.
Veni Verbs | latin classics classical | veni, vidi, vici: Latin verbs, conquered | Came, saw, conjugated.
Inlawlingo | spouse inlaws | the language of your in-laws, learned | Talk to the in-laws in theirs.
# r14: detail names
Sobremesa Spanish | spanish spain mexico | sobremesa: the long Spanish chat that follows a meal | Stay at the table. Speak Spanish.
Phrasalfix | english esl efl | phrasal verbs, fixed one at a time | Give up? Get on. Figure out.
Layover Lingo | travel traveller traveler holiday holidays trip | enough of the language to get through a layover | Land speaking the language.
Hangulhop | korean korea kpop hangul | hopping through the Hangul alphabet | Read Hangul in an afternoon.
# r17: detail names
Chatstreak | app apps daily day short conversation conversations streak habit | a streak of short chats kept up every day | Keep the chat streak going.
Hometown Tutors | native natives speaker speakers video tutor tutors online | native speakers teaching by video from their hometowns | Tutors calling from where it's spoken.
Mercado Spanish | spanish spain mexico latin market | Spanish for the mercado, the market stall chat | Spanish for the market and the street.
`)
