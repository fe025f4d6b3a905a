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
`)
