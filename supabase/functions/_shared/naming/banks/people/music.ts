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
# r10: detail names
Lungsong | singer vocal vocals voice | lungs + song: singing from the breath up | Big lungs, bigger songs.
Songsheet | choir choral | the song sheet everyone sings from | Everyone on the same page.
Rosincase | violin viola cello fiddle string strings | the rosin in a violin case | Rosin up, bow ready.
Loopdeck | dj production producer beats | a deck of loops for making beats | Build beats, loop by loop.
Scratchdeck | dj turntable vinyl | scratching records on the deck | Learn to scratch like a DJ.
Shakerpot | kids toddler baby child | a pot of shakers for little hands | Shake, sing, giggle.
Valve & Reed | brass trumpet saxophone sax clarinet woodwind | trumpet valves and clarinet reeds | Lessons for brass and woodwind players.
Fretfix | repair setup luthier | fixing frets: guitar repairs | Fret buzz, fixed.
Latestrum | adult adults beginner returner | a strum learned later in life | It's never too late to strum.
# r11: detail names
Scalesready | exam exams grade grades abrsm | scales learned and ready for the exam | Ready for every scale.
Floorfiller | wedding weddings function functions covers | the song that fills the dance floor | Every song a floor filler.
Aisle & Bow | wedding ceremony quartet | a bow on the strings as the bride walks the aisle | Strings for the aisle.
Pin & Hammer | tuning tuner tune | the pins and hammers inside a piano | Pianos tuned by ear.
Amproom | rehearsal practice jam rehearse | a room full of amps | Plug in, turn up, rehearse.
Pickjar | shop store instrument instruments | the jar of plectrums on the shop counter | Grab a pick, try a guitar.
Stringwall | shop store instrument instruments guitars | a wall of guitars to try | Take one down and play it.
Sleeve & Needle | vinyl records lp | a record sleeve and the needle | Sleeves to browse, needles to drop.
Walkingbass | jazz swing | the walking bass line of a jazz tune | Jazz lessons that swing.
Reel & Jig | folk traditional celtic irish ceilidh | the reels and jigs of a folk session | Reels, jigs and a session.
Thumbslap | bass bassist | the slap of a thumb on a bass string | Bass lessons with a bit of slap.
Recorderclub | kids child children school | the school recorder, where music starts | Where every musician starts.
Capo & Chord | guitar acoustic strum | a capo clipped on, a chord strummed | Clip on, strum along.
# r12: detail names
Sofa Scales | online home lessons | practise scales from the sofa with an online teacher | Scales from your sofa.
Amp & Attitude | teen teens band | teen bands with loud amps | Loud amps, teen bands.
Firstgig | teen teens band | a teen band's first real gig | Practise now. First gig soon.
Firstchord | beginner beginners | your very first chord | Everyone starts with one chord.
Highnote Room | singing singer vocal vocals | the room where you hit the high note | Hit the high note.
Snare & Stool | drum drummer drums | a snare drum and the stool behind it | Sit down, sticks up.
Doorstep Scales | home visiting mobile lessons | a music teacher who comes to your door | Lessons at your door.
# r13: detail names
Sixteen Bars | rap rapper rappers hiphop mc | the sixteen-bar verse every rapper writes | Write your sixteen.
Hum & Hold | therapy therapist dementia | humming a song, holding a hand: music therapy | Songs that reach people words can't.
Loaner Case | hire rental rent loan borrow | an instrument lent in its case | Borrow one before you buy.
Silverchorus | senior seniors older | a chorus of silver-haired singers | Sing at any age.
# r14: detail names
Middle C Club | piano pianist keyboard | every pianist starts at middle C | Everyone starts at middle C.
Kickpedal | drum drums drummer drumming | the kick pedal that drives the beat | Feel the kick.
Hairbrush Mic | singing singer singers vocal vocals voice | singing into a hairbrush, then a real mic | From the hairbrush to the mic.
Front Room Recital | visiting mobile peripatetic | a teacher who comes to play in your front room | Lessons in your front room.
Chorus Napkin | songwriting songwriter songwriters lyrics lyric | a chorus scribbled on a napkin | Finish the song on the napkin.
Bowhold | violin violinist viola cello fiddle | the bow hold every string player learns first | Start with the bow hold.
# r15: detail names
Spare Snare | lend lending borrow borrowing peertopeer | a drummer's spare snare, lent to the next player | Borrow the kit, play the gig.
`)
