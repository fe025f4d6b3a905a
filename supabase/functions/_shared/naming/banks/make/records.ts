import { bank } from '../types.ts'

export default bank('records', `
Testpress | - | a test pressing: the first few copies of a record, checked before the full run | Hear it before everyone else does.
Cratedig | - | crate digging: flicking through crates of records for a find | Dig the crates, find the one.
Sleevenote | - | sleeve notes: the writing on the back of a record sleeve | Read the back before you buy.
Fairfind | secondhand used fair | fair + find: a good record at a fair price | Fair prices, good finds.
Secondgroove | secondhand used vintage | second + groove: used records given a second life | Every record deserves a second play.
Rescuewax | secondhand used vintage | rescue + wax: records rescued and cleaned | Rescued, cleaned, ready.
Basscrate | dj dance electronic | bass + crate: crates of dance records | Crates full of bass.
Soulside | soul jazz funk | soul + side: the soul side of the shop | Flip to the soul side.
Bopsleeve | jazz bebop | bop + sleeve: jazz records in classic sleeves | Jazz in the sleeve.
Listencup | cafe bar listening coffee | listen + cup: a cafe for listening to records | A cup and a side.
Stereosip | cafe bar listening | stereo + sip: drinks and records in stereo | Sip in stereo.
Spindlemail | online mail subscription | spindle + mail: records posted out | Records through the post.
Fuzzdeck | rock punk indie garage | fuzz + deck: fuzzy guitar records | Fuzz on the deck.
Needlemend | repair hifi turntable | needle + mend: turntable repairs | We mend what plays them.
Humfix | repair hifi turntable | hum + fix: fixing the hum in your hifi | Lose the hum.
Loopdig | hiphop rap break | loop + dig: digging for loops | Dig for the loop.
Cellospin | classical orchestral | cello + spin: classical records for slow listening | Let the cello spin.
`)
