import { bank } from '../types.ts'

export default bank('dance', `
*Fivesixseven | - | "five, six, seven, eight": the count-in before every routine | Five, six, seven, eight, and go.
*Swanstep | ballet classical | a step from Swan Lake | Every step, graceful.
Havanaheel | salsa latin | heels turning in Havana style | Havana heat, in your heels.
Gownsweep | ballroom couple | a ballroom gown sweeping the floor | Sweep across the floor.
Kerbgroove | hiphop street urban breaking | a groove on the kerb | Groove from the street.
Sneakerslide | hiphop street urban | sneakers sliding across the floor | Slide in your sneakers.
Tinytaps | kid child toddler | tiny feet tapping | Tiny feet, big taps.
Twirlytoes | kid child toddler | toes that love to twirl | Twirly toes, happy kids.
Jellyjig | kid child toddler | a wobbly jig like jelly | Wobble, jig, giggle.
Tuesdaytwirl | adult beginner | a twirl on a Tuesday night | Twirl on a Tuesday.
Pulseparty | fitness zumba cardio | a party that gets the pulse up | Work out, party on.
Sweatshuffle | fitness zumba cardio | shuffling until you sweat | Shuffle till you sweat.
Clickheel | tap | the click of a tap heel | Click your heels.
Tapclatter | tap | the clatter of tap shoes | Make some clatter.
Lyricleap | contemporary jazz lyrical | a leap to the lyrics | Leap with the lyrics.
Jazzkick | contemporary jazz | the high kick of jazz dance | Kick it high.
Silverwaltz | senior older | a waltz for silver dancers | Waltz through the silver years.
*Tearoomtango | senior older | a tango in the tea room | Tea, cake and tango.
# r10: detail names
Vowwaltz | wedding bride bridal firstdance | vow + waltz: first-dance lessons for couples | Practise the first dance.
Veilspin | wedding bride bridal | veil + spin: a bride's spin on the dance floor | Spin in your veil.
Chalkspin | pole aerial | chalk + spin: chalked hands and a pole spin | Chalk up and spin.
Jukeboxjive | swing jive lindy lindyhop rockabilly | jukebox + jive: jiving to the jukebox | Jive to the jukebox.
Petticoatspin | swing jive lindy lindyhop rockabilly | petticoat + spin: petticoats flaring in a swing-dance spin | Spin till the petticoat flares.
Bangleswirl | bollywood bhangra indian | bangle + swirl: bangles swirling in a Bollywood number | Swirl your bangles.
Curtainkick | musical theatre theater stage broadway | curtain + kick: the kick line before the curtain | Kick high, take a bow.
Fiddlestep | irish ceili celtic | fiddle + step: Irish step dancing to the fiddle | Step to the fiddle.
Coinbelt | belly bellydance oriental | coin + belt: the jingling coin belt of belly dance | Shimmy till the coins jingle.
Stetsonstep | line country western | stetson + step: line dancing in cowboy hats | Hats on, step in line.
`)
