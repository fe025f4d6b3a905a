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
Grammargate | eleven entrance 11plus elevenplus | the gate of the grammar school, passed at eleven | Through the grammar school gate.
Sounditout | phonics reading primary literacy | "sound it out": the phonics line every child hears | Sound it out, read it out.
Readingrug | reading primary literacy | the reading rug in a classroom | Stories on the rug.
Wobblywords | dyslexia dyslexic sen | words that wobble for dyslexic readers, made steady | When words wobble, we steady them.
Kitchenclass | homeschool homeschooling | a class at the kitchen table | Lessons at the kitchen table.
Fourtones | mandarin chinese | the four tones of Mandarin | Four tones, one fluent voice.
# r11: detail names
Twelvetimes | times multiplication numeracy arithmetic | up to twelve times twelve | Times tables, all the way to twelve.
Numberbond | numeracy primary arithmetic | number bonds, the first sums children learn | Number bonds to ten, then more.
Bandnine | ielts toefl | band nine, the top IELTS score | Aim for band nine.
Resitready | resit resits retake retakes | ready for the resit | Second time, sorted.
Appledrop | physics mechanics | Newton's falling apple | Physics that clicks.
Whitecoat Prep | medicine medical ucat bmat medic dentistry | preparing for the white coat | From UCAT to white coat.
Bubblesheet | sat act | the bubble sheet of the SAT | Fill in the right bubbles.
Amoamas | latin classics | amo, amas, amat: the first Latin everyone learns | Amo, amas, amat, and on.
Prime & Proof | olympiad gifted challenge competition | prime numbers and proofs | Puzzles for the keenest minds.
Quotebank | english literature essay essays | a bank of quotes for the literature exam | Quotes learned, essays sorted.
Tinted Page | dyslexia dyslexic | a page under a coloured overlay | Reading made calmer.
# r12: detail names
Fractionfix | maths math | fractions fixed at last | Fractions, finally fixed.
Algebra Den | maths math algebra gcse | a den where algebra makes sense | Where x makes sense.
Gradenine | gcse | a grade nine at GCSE | Aim for the nine.
Pastpaper Club | gcse exam exams revision | a club working through past papers | One past paper at a time.
Grownup Grammar | adult adults | grammar and maths lessons for adults | Never too late for commas.
Labcoat Lessons | science biology chemistry physics | science lessons in a lab coat | Science that makes sense.
# r13: detail names
Firstloop | coding code programming python computing | your first loop in code | Write your first loop.
Brainbreak | adhd autism autistic neurodivergent | short lessons with brain breaks | Short bursts, brain breaks.
Sunhat Sums | summer holiday holidays catchup | sums done in a sunhat over the holidays | Keep the sums going all summer.
# r14: detail names
Redpen Essays | english writing essay essays creativewriting | an essay marked in red pen | Red pen now, top marks later.
Headset Homework | online virtual zoom remote video | homework done with a tutor in your headset | A tutor in your headset.
Cloze & Code | 11plus elevenplus eleven entrance | the cloze and code puzzles of the eleven plus | Every cloze and code cracked.
Doorbell Tutors | visiting inhome athome mobile | the tutor who rings your doorbell | Lessons that ring the doorbell.
# r16: detail names
Pendulum Physics | physics mechanics forces motion | the pendulum swing every physics student times | Physics, one swing at a time.
Lockernotes | highschool high secondary teen teens teenager teenagers highschooler highschoolers | a note in your locker: help for high schoolers | Help between classes.
Litmus Tutoring | chemistry chem acids | the litmus paper that turns red or blue | Chemistry that changes colour.
Sixteen Hundred | sat psat satprep collegeprep | 1600, the top SAT score | Aim for sixteen hundred.
Tilde Talk | spanish language languages conversation fluent | the tilde over the Spanish n | Spanish conversation, tilde and all.
# r18: detail names
*Sohcahtoa | maths math trig trigonometry highschool secondary gcse alevel sat exam exams | SOH CAH TOA, the trigonometry chant every high-school maths student learns | Soh, cah, toa, and every formula after.
# r19: detail names
*Rise Over Run | maths math physics highschool secondary exam exams | rise over run, the slope of a graph in maths and the speed on a physics graph | Every graph climbs, and so will your grade.
`)
