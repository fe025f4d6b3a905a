import { bank } from '../types.ts'

export default bank('music', `
SharpsAndFlats | - | the sharps and flats of every key | All the sharps, all the flats.
Fretwork | guitar | frets + fretwork: guitar lessons worked at the neck | Guitar, fret by fret.
MiddleC | piano keyboard | middle C, where every pianist starts | It all starts at middle C.
Breathmark | singing voice vocal choir | the breath mark singers read in a score | Sing it, then breathe.
Rimshot | drum drummer | the rimshot, the crack of the snare rim | Hit it like a rimshot.
Eggshaker | kids child toddler | the egg shakers of every kids' music class | Shake, sing, clap.
UpToEleven | band rock school | turned up to eleven: the loudest band school | Turn it up to eleven.
MiddleEight | songwriting songwriter | the middle eight, the section that lifts a song | Write the middle eight.
Popfilter | recording studio | the pop filter in front of every studio mic | Clean takes, no pops.
FourFour | - | four-four, the time most music is in | Count it in: one, two, three, four.
Pickguard | guitar | the pickguard on a guitar | Strum hard.
Softpedal | piano | the soft pedal of a piano | Lessons with the soft pedal on.
Paradiddle | drum drummer | the paradiddle, the drum rudiment every drummer learns | Left, right, paradiddle.
Headvoice | singing voice vocal | the head voice singers learn to find | Find your head voice.
Clapalong | kids child toddler | a clap-along song for little ones | Clap along, sing along.
Riffhanger | band rock guitar | riff + cliffhanger: songs that leave you wanting more | Riffs that leave you hanging.
Hookline | songwriting songwriter | the hook line a song is remembered by | Find the hook.
Mixdown | recording studio | the mixdown at the end of a session | From first take to mixdown.
Rosinbox | violin string orchestra | rosin, the bow's best friend | Rosin up, bow ready.
Pitchpipe | - | the pitch pipe that gives the note | Start on the note.
Hammeron | guitar | the hammer-on, the first guitar trick | Hammer on, pull off, play on.
Uprightly | piano | the upright piano, played uprightly | Upright pianos, played properly.
Liptrill | singing voice vocal | the lip trill singers warm up with | Warm up, trill, sing.
Stickbag | drum drummer | the stick bag on the drummer's floor tom | Grab your stick bag.
Tinwhistle | kids child folk | the tin whistle, the first instrument for many | First tunes on the tin whistle.
Powerchord | band rock guitar | the power chord of every rock song | Three notes, one big sound.
Demotape | songwriting songwriter recording | the demo tape every band started with | Make your demo.
Overdub | recording studio | the overdub, a part layered on in the studio | Layer it on.
Bowhold | violin string | the bow hold violinists learn first | A good bow hold, a good sound.
Fiddlestick | violin fiddle folk | the fiddle bow + fiddlesticks | Fiddle lessons, no fiddlesticks.
Quaver | - | the quaver, the eighth note | Lessons in quavers and crotchets.
Tuneup | - | tune up + tune-up: lessons that get you back in shape | Tuned up and playing.
`)
