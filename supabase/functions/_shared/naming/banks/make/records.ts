import { bank } from '../types.ts'

export default bank('records', `
Testpress | - | a test pressing: the first few copies of a record, checked before the full run | Hear it before everyone else does.
*Cratedig | - | crate digging: flicking through crates of records for a find | Dig the crates, find the one.
Sleevenote | - | sleeve notes: the writing on the back of a record sleeve | Read the back before you buy.
Secondgroove | secondhand used vintage | second + groove: used records given a second life | Every record deserves a second play.
Basscrate | dj dance electronic | bass + crate: crates of dance records | Crates full of bass.
*Soulside | soul jazz funk | soul + side: the soul side of the shop | Flip to the soul side.
Stereosip | cafe bar listening | stereo + sip: drinks and records in stereo | Sip in stereo.
Fuzzdeck | rock punk indie garage | fuzz + deck: fuzzy guitar records | Fuzz on the deck.
Needlemend | repair hifi turntable | needle + mend: turntable repairs | We mend what plays them.
Humfix | repair hifi turntable | hum + fix: fixing the hum in your hifi | Lose the hum.
Cellospin | classical orchestral | cello + spin: classical records for slow listening | Let the cello spin.
`)
