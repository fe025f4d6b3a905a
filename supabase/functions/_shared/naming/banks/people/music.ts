import { bank } from '../types.ts'

export default bank('music', `
*Riffhanger | band rock guitar | riff + cliffhanger: songs that leave you wanting more | Riffs that leave you hanging.
Uprightkeys | piano | the upright piano at home, played properly | Upright pianos, played properly.
Ivoryhour | piano keyboard | an hour at the ivories | Your hour at the ivories.
Stickswing | drum drummer | sticks swinging in time | Sticks up, count in.
Garagegig | band rock | the first gig in a garage, where every band starts | Start in the garage, end on stage.
Lyricloft | songwriting songwriter | a loft for writing lyrics | Write the song you hear.
Demoshed | recording studio | a shed for making demos | Make your demo.
Ukeloft | ukulele | a loft of ukuleles | Four strings, big smiles.
*Middle C | - | middle C, the first note every learner finds on the piano | Every player starts at middle C.
*OneMoreTake | recording studio | "one more take": the line said in every recording studio | Always time for one more take.
*Fiddlesticks | violin fiddle string orchestra | fiddle + fiddlesticks: violin lessons with a smile | Fiddle lessons, no squeaks for long.
*Comeback Chords | adult beginner | chords for adults coming back to music, or starting late | Pick up the guitar you put down.
*Open Mic Monday | adult beginner band | the open mic night a late starter works up to | Lessons now, open mic on Monday.
`)
