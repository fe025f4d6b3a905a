import { bank } from '../types.ts'

export default bank('tutoring', `
Showworking | - | "show your working": the line in every maths exam | We show the working.
*CommaSense | english writing | comma + common sense: clear writing | Punctuation, made common sense.
*Revisionary | exam gcse revision | revision + revisionary: revision that changes results | Revision that changes results.
Bunsenblue | science chemistry | the blue flame of a Bunsen burner | Science that lights up.
Screenchalk | online | a tutor's chalkboard, live on screen | The chalkboard, on your screen.
Gownbound | university admissions college | bound for the graduation gown | Ready for the interview room.
Verbvoyage | language french spanish | a voyage through verbs | Verbs, conquered.
`)
