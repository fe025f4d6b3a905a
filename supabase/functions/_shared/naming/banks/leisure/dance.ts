import { bank } from '../types.ts'

export default bank('dance', `
*Fivesixseven | - | "five, six, seven, eight": the count-in before every routine | Five, six, seven, eight, and go.
*Swanstep | ballet classical | a step from Swan Lake | Every step, graceful.
Havanaheel | salsa latin | heels turning in Havana style | Havana heat, in your heels.
Gownsweep | ballroom couple | a ballroom gown sweeping the floor | Sweep across the floor.
Kerbgroove | hiphop street urban breaking | a groove on the kerb | Groove from the street.
Sneakerslide | hiphop street urban | sneakers sliding across the floor | Slide in your sneakers.
Tinytaps | kid child toddler preschool | tiny feet tapping | Tiny feet, big taps.
Twirlytoes | kid child toddler preschool | toes that love to twirl | Twirly toes, happy kids.
Jellyjig | kid child toddler preschool | a wobbly jig like jelly | Wobble, jig, giggle.
Tuesdaytwirl | adult beginner | a twirl on a Tuesday night | Twirl on a Tuesday.
Pulseparty | fitness zumba cardio workout exercise | a party that gets the pulse up | Work out, party on.
Sweatshuffle | fitness zumba cardio workout exercise | shuffling until you sweat | Shuffle till you sweat.
Clickheel | tap | the click of a tap heel | Click your heels.
Tapclatter | tap | the clatter of tap shoes | Make some clatter.
Lyricleap | contemporary jazz lyrical | a leap to the lyrics | Leap with the lyrics.
Jazzkick | contemporary jazz | the high kick of jazz dance | Kick it high.
Silverwaltz | senior older elderly retired | a waltz for silver dancers | Waltz through the silver years.
*Tearoomtango | senior older elderly retired | a tango in the tea room | Tea, cake and tango.
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
# r11: detail names
Ruffleheel | flamenco spanish spain | ruffle + heel: a ruffled skirt and a stamping heel | Ruffles up, heels down.
Castanetclap | flamenco spanish castanets | castanet + clap: the clapping and castanets of flamenco | Clap, click, stamp.
Seoulshuffle | kpop k-pop korean | Seoul + shuffle: K-pop dance routines | Learn the routine, Seoul-style.
Feather & Heel | burlesque cabaret heels showgirl | feather + heel: feather fans and high heels | Fans up, heels on.
Djembestep | african afro afrobeats | djembe + step: dancing to the djembe drum | Step to the drum.
Flarefloor | disco seventies retro | flares + floor: flared trousers on a disco floor | Flares on, floor lit.
Sequinsamba | samba carnival brazilian brazil | sequin + samba: carnival samba in sequins | Shimmy like it's carnival.
Trophyturn | competition competitive exam exams medal medals | trophy + turn: turns that win trophies and pass exams | Turn for the trophy.
Slingswing | baby babies mum mums sling babywearing | sling + swing: dancing with the baby in a sling | Baby in the sling, mum on the floor.
Wheelwaltz | wheelchair inclusive disability disabled | wheel + waltz: wheelchair dance | Waltz on wheels.
Ribbonpointe | ballet classical pointe | ribbon + pointe: tying the ribbons on pointe shoes | Tie the ribbons, rise.
Maracastep | salsa latin bachata merengue | maraca + step: Latin steps to the maracas | Shake it to the maracas.
# r12: detail names
Stepzero | beginner beginners adult adults | step zero: lessons that start before step one | Start at step zero.
Henstep | hen party parties hens bride | hen + step: a dance class for the hen party | The bride-to-be leads.
Tiptoe Tots | kid kids child children toddler toddlers ballet | tiptoes: little children's first ballet steps | First steps on tiptoe.
*Teadance Club | senior seniors older elderly ballroom | the old afternoon tea dance, brought back | Tea, cake and a waltz.
Loungestep | online home virtual livestream | lounge + step: dance classes in your living room | Push the sofa back.
# r13: detail names
Ochostep | tango argentine argentinian milonga | ocho + step: the figure-of-eight step of Argentine tango | Close the embrace, draw the eight.
Cake & Conga | birthday birthdays | the birthday cake and the conga line round the room | Candles out, conga on.
Deskdisco | corporate teambuilding office workplace | desk + disco: a dance class for the office team | Leave the desk, hit the floor.
Kiltswirl | scottish ceilidh highland reel reels | the swirl of a kilt in a Scottish reel | Swing your partner, swirl the kilt.
# r14: detail names
Clave Night | salsa latin bachata merengue cuban | a night dancing to the clave rhythm | Find the clave, find the step.
Cypher Circle | hiphop street urban breaking breakdance breakdancing | the circle dancers form to take turns in the middle | Step into the circle.
Leftfoot Club | adult adults beginner beginners | a club for everyone who thinks they have two left feet | Two left feet welcome.
Shuffle Ball Change | tap | the shuffle-ball-change, the first tap step learned | Shuffle, ball, change, repeat.
Spiralfall | contemporary jazz lyrical modern | a spiral down to the floor in contemporary dance | Fall, roll, rise.
Finaldip | wedding weddings bride bridal firstdance groom | the dip at the end of the first dance | Nail the dip at the end.
Invert Club | pole aerial hoop silks | the first time you go upside down on the pole | Upside down by week six.
Sangeet Steps | bollywood bhangra indian sangeet | the dances of the sangeet night before an Indian wedding | Steps for the sangeet.
`)
