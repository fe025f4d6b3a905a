import { bank } from '../types.ts'

export default bank('music', `
Notewise | - | wise about every note | Every note, understood.
Tunecraft | - | the craft of a good tune | Learn the craft of the tune.
Playwell | - | playing well, lesson by lesson | Play well, play often.
Chordhouse | - | a house full of chords | Every chord, under one roof.
Keenear | - | a keen ear, trained well | Train a keen ear.
Melodymile | - | a mile of melody, practised step by step | Melody, mile by mile.
Encoreroom | - | a room that earns an encore | Lessons worth an encore.
Scalestep | - | scales, step by step | Step by step, scale by scale.
Rhythmwright | - | a maker of rhythm | Rhythm, well made.
Riffhanger | band rock guitar | riff + cliffhanger: songs that leave you wanting more | Riffs that leave you hanging.
Strumwise | guitar | wise with a strum | Strum with confidence.
Fretfriend | guitar | a friend at the fretboard | A friend at the fretboard.
Keysteady | piano keyboard | steady on the keys | Sure hands on the keys.
Uprightkeys | piano | the upright piano at home, played properly | Upright pianos, played properly.
Ivoryhour | piano keyboard | an hour at the ivories | Your hour at the ivories.
Breathmark | singing voice vocal choir | the breath mark singers read in a score | Sing it, then breathe.
Voicelift | singing voice vocal | lifting the voice | Lift your voice.
Choirhall | singing choir | a hall full of singers | Everyone sings here.
Beatkeep | drum drummer | keeping the beat | Keep the beat, own the groove.
Drumdrill | drum drummer | drum drills, done daily | Drill it, then groove it.
Stickswing | drum drummer | sticks swinging in time | Sticks up, count in.
Clapalong | kids child toddler | a clap-along song for little ones | Clap along, sing along.
Tinytunes | kids child toddler | tunes for tiny musicians | Tiny hands, big tunes.
Jinglejam | kids child toddler | a jam of jingles and bells | Jingle, jam, giggle.
Garagegig | band rock | the first gig in a garage, where every band starts | Start in the garage, end on stage.
Gigready | band rock | ready for the first gig | Ready for your first gig.
Stagestep | band rock performance | the first step on stage | Step on stage.
Hookline | songwriting songwriter | the hook line a song is remembered by | Find the hook.
Verseworks | songwriting songwriter | verses, worked until they sing | Verses worked until they sing.
Lyricloft | songwriting songwriter | a loft for writing lyrics | Write the song you hear.
Demoshed | recording studio | a shed for making demos | Make your demo.
Takeroom | recording studio | a room for perfect takes | One more take.
Tracklane | recording studio | a lane of tracks on the mixing desk | Tracks, mixed right.
Bowgrace | violin string orchestra | graceful bowing | Grace in every bow.
Rosinlane | violin string orchestra | a room for rosin and bows | Rosin up, bow ready.
Fiddlefolk | violin fiddle folk | folk music on the fiddle | Fiddle tunes for folk.
Latenote | adult beginner | never too late for a first note | Never too late to play.
Grownupgig | adult beginner | a gig for grown-ups who started late | It is never too late to play.
Laterlesson | adult beginner | lessons for later learners | Lessons for later starters.
Screenstrum | online | strumming along on screen | Lessons on screen, anywhere.
Ukeloft | ukulele | a loft of ukuleles | Four strings, big smiles.
Ukesmile | ukulele kids | the smile a ukulele brings | Four strings, one big smile.
Lessonlink | online | a live link to your lesson | Your teacher, one link away.
Gradeready | exam grade | ready for the grade exam | Ready for your grade.
Gradepath | exam grade | a clear path through the grades | Grade by grade, with a plan.
`)
