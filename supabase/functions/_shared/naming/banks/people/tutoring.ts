import { bank } from '../types.ts'

export default bank('tutoring', `
Showworking | - | "show your working": the line in every maths exam | We show the working.
*CommaSense | english writing | comma + common sense: clear writing | Punctuation, made common sense.
*Revisionary | exam gcse revision | revision + revisionary: revision that changes results | Revision that changes results.
Bunsenblue | science chemistry | the blue flame of a Bunsen burner | Science that lights up.
Screenchalk | online | a tutor's chalkboard, live on screen | The chalkboard, on your screen.
Gownbound | university admissions college | bound for the graduation gown | Ready for the interview room.
Verbvoyage | language french spanish | a voyage through verbs | Verbs, conquered.
# r10: detail names
Grammargate | eleven entrance | the gate of the grammar school, passed at eleven | Through the grammar school gate.
Sounditout | phonics reading primary literacy | "sound it out": the phonics line every child hears | Sound it out, read it out.
Readingrug | reading primary literacy | the reading rug in a classroom | Stories on the rug.
Wobblywords | dyslexia dyslexic sen | words that wobble for dyslexic readers, made steady | When words wobble, we steady them.
Kitchenclass | homeschool homeschooling | a class at the kitchen table | Lessons at the kitchen table.
Fourtones | mandarin chinese | the four tones of Mandarin | Four tones, one fluent voice.
`)
