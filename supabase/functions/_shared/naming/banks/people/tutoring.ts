import { bank } from '../types.ts'

export default bank('tutoring', `
Pencilsharp | - | sharp as a fresh pencil: a tutor who sharpens minds | Sharper every session.
Clickedit | - | the moment it clicks | We stay until it clicks.
Clearnote | - | notes that make ideas clear | Clear heads at the desk.
Learnwell | - | learning, done well | Learn it once, learn it well.
Gradegain | - | grades gained session by session | Better grades, one session at a time.
Keenmind | - | a keen mind, kept keen | Keep the mind keen.
Testcalm | exam revision | a calm mind before a test | Steady minds, strong marks.
Graspwell | - | grasping it well, not just memorising | Know how, not just what.
Studyspring | - | a spring of study that keeps flowing | Study that keeps flowing.
CarryTheOne | math maths primary | carry the one: the first trick of column sums | Carry the one, and the confidence.
Sumsteady | math maths | steady with your sums | Sure of every sum.
Numberwise | math maths | wise with numbers | Wise with numbers.
Marginwise | english reading literature | wise in the margins: notes a good reader writes | Read closely, write in the margins.
CommaSense | english writing | comma + common sense: clear writing | Punctuation, made common sense.
Inkready | english writing | ready to write, pen inked | Ready to write.
Revisionary | exam gcse revision | revision + revisionary: revision that changes results | Revision that changes results.
Markgain | exam gcse | marks gained where they count | Know what the examiner wants.
Passpath | exam gcse revision | a clear path to a pass | A clear path to a pass.
Bunsenblue | science chemistry | the blue flame of a Bunsen burner | Science that lights up.
Labsmart | science | smart in the lab | Science that makes sense.
Beakerkeen | science chemistry | keen with the beaker and burner | Science, one experiment at a time.
Firstletters | primary reading | first letters, first words | From first letters to first books.
Phonicpal | primary reading | a pal for phonics | Sounds first, stories next.
Littlesums | primary math | little sums for little learners | Little sums, big confidence.
Screenchalk | online | a tutor's chalkboard, live on screen | The chalkboard, on your screen.
Homeboard | online | a whiteboard at home, shared online | The whiteboard comes home.
Screentutor | online | a tutor on your screen | A great tutor, anywhere.
Lemmabox | olympiad competition | a box of lemmas, the small results big proofs stand on | Every lemma you need.
Proofpath | olympiad competition | the path to a proof | Every proof has a path.
Puzzlerank | olympiad competition | ranking higher by solving puzzles | Solve more, rank higher.
Entrysure | entrance eleven-plus 11plus | sure of the entrance exam | Ready for the entrance exam.
Gatepass | entrance eleven-plus 11plus | passing through the school gate | Through the gate, with confidence.
Offerready | university admissions college | ready for the offer letter | Ready for the offer.
Uniticket | university admissions college | a ticket to university | University, here they come.
Gownbound | university admissions college | bound for the graduation gown | Ready for the interview room.
Verbvoyage | language french spanish | a voyage through verbs | Verbs, conquered.
Fluentfox | language french spanish | fluent and quick as a fox | Fluent, faster.
Accentease | language french spanish | ease with accents and grammar | Sound like a local.
Wordease | dyslexia sen | ease with words for dyslexic learners | Words made easier.
Readkindly | dyslexia sen | reading taught kindly | Reading, taught kindly.
Letterlight | dyslexia sen | letters made light work for dyslexic learners | Letters, made light work.
Kitchenclass | homeschool | a class at the kitchen table | Schooling at the kitchen table.
Homeledge | homeschool | a home ledge of books and learning | Learning at home, done well.
`)
