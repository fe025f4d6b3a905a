import { bank } from '../types.ts'

export default bank('videos', `
Cliphanger | - | clip + cliffhanger: videos people watch to the end | Watched to the very last second.
Playproud | - | videos you are proud to press play on | Proud to press play.
Reelrise | - | a channel on the rise, reel by reel | Watch your channel rise.
Crisptake | - | a crisp take, first time | Crisp takes, clean edits.
Scenesteal | - | the video that steals the scene | Steal the scene.
Framefresh | - | fresh frames every upload | Fresh every upload.
Loopworthy | - | a video worth watching on loop | Worth watching twice.
Happycam | - | a camera that makes people smile | Videos that make people smile.
Bingeclip | - | the clip that starts a binge | One clip, then a binge.
Skipless | - | videos nobody skips | Nobody skips.
Respawnreel | gaming gamer stream | a reel of respawns and comebacks | Come back, every time.
Couchcoop | gaming gamer | couch co-op: gaming with friends on the sofa | Gaming like friends on the sofa.
Bosscam | gaming gamer stream | a camera on every boss fight | Every boss fight, live.
Whisktake | cooking food recipe | one take, one whisk | Recipes in one take.
Sizzleshow | cooking food recipe | a show you can almost hear sizzle | You can hear it sizzle.
Stirscene | cooking food recipe | the scene where the stirring starts | Stir along with us.
Layoverlens | travel | filming every layover | Even the layovers look good.
Postcardcut | travel | travel videos cut like postcards | Postcards that move.
Roamframe | travel | frames from roaming the world | The world, frame by frame.
Giggleplay | kid family children | videos that make kids giggle | Giggles on every play.
Puppetbox | kid family children | a box of puppets on screen | Puppets for little viewers.
Sillyscreen | kid family children | a silly screen for small viewers | Silly fun, safe for kids.
Blendline | beauty makeup | the blend line every makeup tutorial perfects | Blend it like us.
Lashlens | beauty makeup | a lens up close on every lash | Close enough to see every lash.
Contourcut | beauty makeup | contour tutorials, cut sharp | Contour, step by step.
Specshow | tech review unboxing | a show of every spec | Every spec, shown straight.
Unboxjoy | tech review unboxing | the joy of unboxing on camera | Unbox it with us.
Gizmoglance | tech review unboxing | a quick glance at every gizmo | Gadgets at a glance.
Plankclock | fitness workout | the clock ticking through a plank | Hold it. We'll count.
Sweatscreen | fitness workout | a workout screen to sweat along to | Sweat along at home.
Puffstream | fitness workout | a workout stream that leaves you puffing | Out of breath, in a good way.
Tutorstream | education lesson tutorial | a tutor on stream | A tutor, on demand.
Learnloop | education lesson tutorial | a loop of short lessons | Learn it, loop it.
Chalkcast | education lesson tutorial | chalkboard lessons, broadcast | The chalkboard, broadcast.
Riffroll | music musician | rolling riffs on camera | Riffs, rolling.
Chordtape | music musician | chords on tape | Every chord, on tape.
Encorelive | music musician | the encore, streamed live | Stay for the encore.
Benchvlog | diy craft maker | a vlog from the workbench | From the bench, to your screen.
Sawdustzoom | diy craft maker | zoomed in on the sawdust | Close-up on the craft.
Fixitfootage | diy craft repair | footage of things being fixed | Watch it get fixed.
`)
