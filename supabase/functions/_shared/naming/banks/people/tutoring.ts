import { bank } from '../types.ts'

export default bank('tutoring', `
Showworking | - | "show your working": the line in every maths exam | We show the working.
*CommaSense | english writing | comma + common sense: clear writing | Punctuation, made common sense.
*Revisionary | exam gcse revision | revision + revisionary: revision that changes results | Revision that changes results.
Bunsenblue | science chemistry | the blue flame of a Bunsen burner | Science that lights up.
Screenchalk | online | a tutor's chalkboard, live on screen | The chalkboard, on your screen.
Gownbound | university admissions college | bound for the graduation gown | Ready for the interview room.
Verbvoyage | language french spanish | a voyage through verbs | Verbs, conquered.
*Page Turners | english reading literature | page-turner books, and readers who turn pages | Turning readers into page turners.
*Sounding Out | dyslexia sen reading | sounding out words, the first step in reading | Sounding out, one letter at a time.
*HomeRoom | homeschool | the home room, where homeschool lessons happen | School at home, with a real tutor.
`)
