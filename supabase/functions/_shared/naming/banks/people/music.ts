import { bank } from '../types.ts'

export default bank('music', `
Clefwork | - | the clef at the start of every stave that tells you how to read it | Read the music, not just play it.
Riffhanger | band rock guitar | riff + cliffhanger: songs that leave you wanting more | Riffs that leave you hanging.
Uprightkeys | piano | the upright piano at home, played properly | Upright pianos, played properly.
Ivoryhour | piano keyboard | an hour at the ivories | Your hour at the ivories.
Stickswing | drum drummer | sticks swinging in time | Sticks up, count in.
Garagegig | band rock | the first gig in a garage, where every band starts | Start in the garage, end on stage.
Lyricloft | songwriting songwriter | a loft for writing lyrics | Write the song you hear.
Demoshed | recording studio | a shed for making demos | Make your demo.
Takeroom | recording studio | a room for perfect takes | One more take.
Bowgrace | violin string orchestra | graceful bowing | Grace in every bow.
Latenote | adult beginner | never too late for a first note | Never too late to play.
Grownupgig | adult beginner | a gig for grown-ups who started late | It is never too late to play.
Ukeloft | ukulele | a loft of ukuleles | Four strings, big smiles.
`)
