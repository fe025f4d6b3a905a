import { bank } from '../types.ts'

export default bank('dance', `
Gladstep | - | the glad first step onto the dance floor | Step in glad, leave glowing.
Leapjoy | - | the joy of a good leap | Leap for joy.
Rhythmroom | - | a room full of rhythm | Find the rhythm here.
Swaysmile | - | the smile that comes with a sway | Sway, then smile.
Floorfond | - | fond of the dance floor | You'll fall for the floor.
Grooveday | - | a day with a groove in it | Put a groove in your day.
Spinsure | - | a spin you are sure of | Spin with confidence.
Movewell | - | moving well, whatever the style | Move well, feel well.
Beatwarm | - | a warm welcome and a good beat | Warm welcome, good beat.
Shimmycheer | - | the cheer after a shimmy | Shimmy and cheer.
Pointeribbon | ballet classical pointe | the ribbon on a pointe shoe | Tie the ribbons, rise up.
Swanstep | ballet classical | a step from Swan Lake | Every step, graceful.
Tutupoise | ballet classical | poise in a tutu | Poise, in a tutu.
Cubanhip | salsa latin | the Cuban hip motion in salsa | Move those hips.
Clavebeat | salsa latin | the clave beat salsa dances to | Dance to the clave.
Havanaheel | salsa latin | heels turning in Havana style | Havana heat, in your heels.
Gownsweep | ballroom couple | a ballroom gown sweeping the floor | Sweep across the floor.
Vowwaltz | wedding couple first | a waltz after the vows | Your first dance, perfected.
Partnerpoise | ballroom couple wedding | poise with a partner | Two people, one poise.
Kerbgroove | hiphop street urban breaking | a groove on the kerb | Groove from the street.
Cypherjoy | hiphop street urban breaking | the joy of the dance cypher | Step into the cypher.
Sneakerslide | hiphop street urban | sneakers sliding across the floor | Slide in your sneakers.
Tinytaps | kid child toddler | tiny feet tapping | Tiny feet, big taps.
Twirlytoes | kid child toddler | toes that love to twirl | Twirly toes, happy kids.
Jellyjig | kid child toddler | a wobbly jig like jelly | Wobble, jig, giggle.
Firstshimmy | adult beginner | your first shimmy | Your first shimmy starts here.
Tuesdaytwirl | adult beginner | a twirl on a Tuesday night | Twirl on a Tuesday.
Catchupsway | adult beginner | catching up on dancing as an adult | Never too late to sway.
Pulseparty | fitness zumba cardio | a party that gets the pulse up | Work out, party on.
Sweatshuffle | fitness zumba cardio | shuffling until you sweat | Shuffle till you sweat.
Movemore | fitness zumba cardio | moving more to the music | Move more, smile more.
Clickheel | tap | the click of a tap heel | Click your heels.
Tapclatter | tap | the clatter of tap shoes | Make some clatter.
Shuffleglad | tap | a glad shuffle-ball-change | Shuffle gladly.
Fluidfloor | contemporary jazz lyrical | fluid moves across the floor | Fluid moves, free floor.
Lyricleap | contemporary jazz lyrical | a leap to the lyrics | Leap with the lyrics.
Jazzkick | contemporary jazz | the high kick of jazz dance | Kick it high.
Silverwaltz | senior older | a waltz for silver dancers | Waltz through the silver years.
Steadyspin | senior older | a steady spin, whatever your age | Dance at any age.
Tearoomtango | senior older | a tango in the tea room | Tea, cake and tango.
`)
