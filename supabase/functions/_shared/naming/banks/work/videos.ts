import { bank } from '../types.ts'

export default bank('videos', `
JumpCut | - | the jump cut every video creator lives by | No dull bits, just jump cuts.
Brolly | - | B-roll + brolly: the footage that covers every talking head | Covered in good B-roll.
Smashbell | - | smash the like, hit the bell: every creator's sign-off | Worth hitting the bell for.
Playhead | - | the playhead that runs along the edit timeline | Where the story is right now.
Cliphanger | - | clip + cliffhanger: the video you have to finish | Watch to the end.
Renderbar | - | the render bar every editor stares at | Worth the render.
SlateClap | - | the clap of the slate at the start of a take | Clap, roll, upload.
Scrubline | - | scrubbing through the timeline to find the moment | Straight to the good bit.
Gimbalwalk | - | the smooth gimbal walk of a vlog | Smooth from start to finish.
TakeSeven | - | take seven: the one that finally worked | The take that made the cut.
Piecetocam | - | the piece to camera at the heart of every channel | Straight to camera, straight to you.
Respawnreel | gaming gamer | respawn + reel: the comeback clips of gaming | Every comeback, clipped.
Speedsplit | gaming gamer | the split times of a speedrun | Fast runs, faster edits.
Couchcoop | gaming gamer | couch co-op: gaming side by side | Games better played together.
Whisktake | cooking food | a take with the whisk in hand | Recipes, one take at a time.
Overheadpan | cooking food | the overhead shot of a pan on the stove | The recipe, from above.
Spoonreel | cooking food | a reel with the spoon in shot | Taste it through the screen.
Postcardcut | travel | a travel video cut like a postcard | Postcards that move.
Dronedawn | travel | the drone shot at dawn over somewhere new | Somewhere new, from the sky.
Layoverlens | travel | a lens that comes along on every layover | Every stop, on camera.
Crayoncam | kid family | a camera with crayon-bright videos for children | Bright videos for little viewers.
Puppetbox | kid family | the puppet box children watch again and again | Again! Again!
Giggleclip | kid family | a clip made for the giggles | Clips made for giggles.
Swatchtest | beauty makeup | the swatch test on the back of the hand | Swatched before you buy.
Blendline | beauty makeup | the blend line that makes or breaks a look | Blended, never harsh.
Glowframe | beauty makeup | a frame lit for that glow | Lit for the glow.
Teardowntable | tech review | the table where gadgets are taken apart | Taken apart, honestly reviewed.
Specsheet | tech review | the spec sheet read aloud, then tested | Specs, tested on camera.
FirstBoot | tech review | the first boot of a new gadget, on camera | Switched on, on camera, first.
Sweatframe | fitness workout | every frame earned with sweat | Press play, start sweating.
Plankclock | fitness workout | the clock that times a plank | Hold it till the clock stops.
LastRep | fitness workout | the last rep, the one that counts | Film the last rep.
Chalkdust | education lesson | the chalk dust of a good lesson | Lessons you remember.
Lessonlens | education lesson | a lesson seen through the lens | Learn it on camera.
Markercap | education lesson | the cap off the whiteboard marker: class is on | Class is on.
`)
