import { bank } from '../types.ts'

export default bank('recording studio', `
Fader & Foam | - | faders on the desk and foam on the walls | Foam on the walls, faders up.
Talkback Studio | - | the talkback button the engineer presses to speak to the booth | Hit the talkback, go again.
Harmony Booth | vocal vocals choir singers harmonies | a booth where harmonies are stacked | Stack the harmonies here.
Beat Locker | beats beat hiphop rap trap producer producers beatmaker | a locker full of beats for artists | Beats built, stored, and sold.
Bars & Booth | rap rapper rappers hiphop | a rapper's bars laid down in the booth | Bring your bars to the booth.
Two Mic Table | podcast podcasts podcasting interview interviews | a table set with two mics for a conversation | Two mics, one great conversation.
Script & Mic | voiceover voice commercial commercials actor actors | a script on the stand and a mic in front | Read the script, we'll handle the sound.
Two Inch Tape | analog analogue tape vintage reel | the two-inch reel tape of classic studio records | Warm sound, straight to tape.
Drum Riser Studio | band bands drums drummer rehearsal rehearsals | the drum riser at the back of every rehearsal room | Rehearse loud, record louder.
Roadcase Recording | mobile location onsite remote portable | studio gear packed into roadcases and brought to you | The studio, packed and on the road.
Foley Pit | film films sound design foley postproduction | the foley pit where film footsteps are recorded | Footsteps, doors, and every sound between.
Console Class | school lessons lesson course courses learn production | classes taught at a real mixing console | Learn production at a real console.
`)
