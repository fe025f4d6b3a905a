import { bank } from '../types.ts'

export default bank('videos', `
*Cliphanger | - | clip + cliffhanger: videos people watch to the end | Watched to the very last second.
Scenesteal | - | the video that steals the scene | Steal the scene.
Bosscam | gaming gamer stream | a camera on every boss fight | Every boss fight, live.
*Sizzleshow | cooking food recipe | a show you can almost hear sizzle | You can hear it sizzle.
Layoverlens | travel | filming every layover | Even the layovers look good.
Postcardcut | travel | travel videos cut like postcards | Postcards that move.
Puppetbox | kid family children | a box of puppets on screen | Puppets for little viewers.
Contourcut | beauty makeup | contour tutorials, cut sharp | Contour, step by step.
Plankclock | fitness workout | the clock ticking through a plank | Hold it. We'll count.
Sweatscreen | fitness workout | a workout screen to sweat along to | Sweat along at home.
Chalkcast | education lesson tutorial | chalkboard lessons, broadcast | The chalkboard, broadcast.
Riffroll | music musician | rolling riffs on camera | Riffs, rolling.
Chordtape | music musician | chords on tape | Every chord, on tape.
Benchvlog | diy craft maker | a vlog from the workbench | From the bench, to your screen.
`)
