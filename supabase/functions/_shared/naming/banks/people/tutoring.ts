import { bank } from '../types.ts'

export default bank('tutoring', `
CarryTheOne | math maths primary | carry the one: the first trick of column sums | Carry the one, and the confidence.
Marginwise | english reading literature | wise in the margins: notes a good reader writes | Read closely, write in the margins.
Pastpaper | exam gcse | the past papers every student practises on | Every past paper, worked through.
Pencilsharp | - | sharp as a fresh pencil: a tutor who sharpens minds | Sharper every session.
ProblemSix | olympiad competition | problem six, the hardest question of an olympiad paper | Ready for problem six.
Numberbond | primary math maths | number bonds, the first building blocks of arithmetic | Number bonds, strong foundations.
Chalkcast | online | chalk + broadcast: a tutor's board, live on screen | The chalkboard, on your screen.
ShowTheWorking | math maths | show the working, the maths teacher's rule | Show the working, earn the marks.
Bunsenblue | science chemistry | the blue flame of a Bunsen burner | Science that lights up.
Pennydrop | - | the moment the penny drops | We wait for the penny to drop.
CommaSense | english writing | comma + common sense: clear writing | Punctuation, made common sense.
Markscheme | exam gcse | the mark scheme examiners work from | Know what the examiner wants.
Pigeonhole | olympiad competition | the pigeonhole principle, a favourite olympiad tool | Every idea in its pigeonhole.
Pencilgrip | primary | the pencil grip early writers learn | From pencil grip to full stops.
Unmuted | online | unmuted: an online lesson where everyone speaks up | Unmute and ask anything.
Sliderule | math maths | the slide rule, the old tool of mathematics | Maths, the classic way.
Deskside | - | a tutor by your desk | Help, right by your desk.
Revisionary | exam gcse revision | revision + revisionary: revision that changes results | Revision that changes results.
Beakerful | science chemistry | a beakerful of science | Science by the beakerful.
Closeread | english reading literature | close reading, the skill English exams reward | Read closer, write better.
AngleChase | olympiad geometry competition | angle chasing, the geometry olympiad skill | Chase every angle.
Sightword | primary reading | sight words young readers learn by heart | Reading, one sight word at a time.
Roughbook | - | the rough book where real thinking happens | Messy thinking welcome.
Homeboard | online | a whiteboard at home, shared online | The whiteboard comes home.
Fairtest | science | the fair test, the heart of school science | Test it fairly, learn it properly.
Squaredpaper | math maths | squared paper, where maths gets neat | Neat maths on squared paper.
Bubblesheet | exam sat test | the bubble answer sheet of the SAT | Fill in the right bubbles.
Lemmabox | olympiad competition | a box of lemmas, the small results big proofs stand on | Every lemma you need.
Dogear | english reading | the dog-eared pages of a well-read book | Books read until they dog-ear.
Halfterm | exam revision holiday | half-term revision courses | Make half-term count.
WorkedExample | math maths | the worked example, the best way to learn a method | One worked example at a time.
Chalkface | - | the chalkface, where real teaching happens | Teaching at the chalkface.
`)
