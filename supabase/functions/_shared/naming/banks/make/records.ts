import { bank } from '../types.ts'

export default bank('records', `
Goldgroove | - | gold + groove: golden records in every groove | Gold in every groove.
Warmcrackle | - | warm + crackle: the warm crackle of vinyl | Warmth in every crackle.
Slowspin | - | slow + spin: records spun slowly, listened to properly | Slow down, spin a record.
Fondsleeve | - | fond + sleeve: the sleeve you keep going back to | A sleeve worth keeping.
Kindcrate | - | kind + crate: a friendly crate of records | Dig a kinder crate.
Softhiss | - | soft + hiss: the soft hiss before the music starts | Wait for the hiss.
Lazyside | - | lazy + side: a side for slow afternoons | Flip to the lazy side.
Sundaywax | - | Sunday + wax: records for slow Sundays | Sunday sounds better on wax.
Needleglad | - | needle + glad: the gladness of the needle dropping | Drop the needle. Be glad.
Fairfind | secondhand used fair | fair + find: a good record at a fair price | Fair prices, good finds.
Secondgroove | secondhand used vintage | second + groove: used records given a second life | Every record deserves a second play.
Rescuewax | secondhand used vintage | rescue + wax: records rescued and cleaned | Rescued, cleaned, ready.
Basscrate | dj dance electronic | bass + crate: crates of dance records | Crates full of bass.
Beatdeck | dj dance electronic | beat + deck: records for the decks | Built for the decks.
Dancewax | dj dance | dance + wax: dance music on vinyl | Wax for the floor.
Soulside | soul jazz funk | soul + side: the soul side of the shop | Flip to the soul side.
Bopsleeve | jazz bebop | bop + sleeve: jazz records in classic sleeves | Jazz in the sleeve.
Swingwax | jazz swing | swing + wax: swinging jazz on vinyl | Wax that swings.
Listenbar | cafe bar listening | listen + bar: a bar built for listening to records | Come to listen.
Listencup | cafe bar listening coffee | listen + cup: a cafe for listening to records | A cup and a side.
Stereosip | cafe bar listening | stereo + sip: drinks and records in stereo | Sip in stereo.
Spindlemail | online mail subscription | spindle + mail: records posted out | Records through the post.
Discpost | online mail subscription | disc + post: records by post | New discs by post.
Monthwax | online subscription | month + wax: a record each month | A new record every month.
Loudwax | rock punk indie | loud + wax: loud records | Play it loud.
Fuzzdeck | rock punk indie garage | fuzz + deck: fuzzy guitar records | Fuzz on the deck.
Pogowax | punk indie | pogo + wax: punk records to jump to | Jump to it.
Needlemend | repair hifi turntable | needle + mend: turntable repairs | We mend what plays them.
Plattermend | repair hifi turntable | platter + mend: turntable repairs | Back in a spin.
Humfix | repair hifi turntable | hum + fix: fixing the hum in your hifi | Lose the hum.
Breakwax | hiphop rap break | break + wax: records with the breaks | Dig for the break.
Loopdig | hiphop rap break | loop + dig: digging for loops | Dig for the loop.
Samplewax | hiphop rap break | sample + wax: records worth sampling | Wax worth sampling.
Operawax | classical opera orchestral | opera + wax: classical and opera on vinyl | The opera, on wax.
Cellospin | classical orchestral | cello + spin: classical records for slow listening | Let the cello spin.
Adagiowax | classical orchestral | adagio + wax: slow classical movements on vinyl | Slow movements, deep wax.
`)
