import { bank } from '../types.ts'

export default bank('party entertainment', `
*Confetti Cannon | - | a burst of confetti over the party | The moment everyone cheers.
Whistlepop | - | party whistles and popping balloons | Whistles blown, balloons popped.
Pinata Pop | - | the pop of a pinata at the big moment | Everybody gets a sweet.
Jugglejam | - | a jam of juggling balls in the air | Up, up, and caught.
Bubblebus | - | a bus full of bubbles | Bubbles for the whole street.
Giggleshow | kids children birthday | a show full of giggles | Giggles from start to finish.
Decks & Disco | dj disco | turntable decks and a disco | Decks set, dancefloor open.
Disco Van | dj disco mobile | a disco that arrives in a van | The party arrives in a van.
*Wand & Wink | magic magician | a wave of the wand and a wink | Now you see it.
*Glitterbug | face painting glitter | glitter + jitterbug: sparkle and wiggles | Glitter cheeks, happy dancers.
Tigercheek | face painting painter | a tiger painted across a cheek | Roar home tonight.
*Balloonatic | balloon balloons modelling | balloon + lunatic: wild about balloons | Twisted, tied, handed over.
Castlebounce | bouncy castle hire | a castle built for bouncing | Bounce all afternoon.
Snapbooth | photo booth | a booth that snaps photos | Strike a pose, print the strip.
Tashstick | photo booth | the moustache on a stick that every photo booth has | Hold up a tash, squeeze in.
Clownshoe | clown clowns | the clown's big shoes | Big shoes, bigger laughs.
`)
