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
*Loading Screen | gaming gamer stream | the loading screen every gamer knows | Worth the wait.
*Press Start TV | gaming gamer stream | the press-start moment, streamed | Press start, we're live.
*Pan Cam | cooking food recipe | a camera looking straight into the pan | Right into the pan with us.
*Taste Test TV | cooking food recipe | cooking videos that end with the taste test | Cook it, taste it, film it.
*Vanity Cam | beauty makeup | a camera at the vanity table | Step by step at the mirror.
*Peel The Plastic | tech review unboxing | the moment you peel the plastic off a new gadget | Peel it, test it, review it.
*Shed Cam | diy craft maker | a camera in the maker's shed | From the shed to your screen.
`)
