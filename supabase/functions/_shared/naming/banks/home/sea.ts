import { bank } from '../types.ts'

export default bank('the sea', `
Gullsong | - | the song of the gulls over a seaside town | Wake up to the gulls.
Shellpath | - | a path of shells down to the water | Follow the shells to the sea.
Saltsteps | - | the salty steps down to the beach | A few steps from the sea.
Dunelight | - | evening light over the dunes | Evening light on the dunes.
Brinehouse | - | a house full of sea air and brine | Sea air, right through the house.
Coastcalm | - | the calm of the coast | The calm you came to the coast for.
Rockpooler | kids family | a child hunched over a rock pool | Nets, buckets and rock pools.
Dawnswell | surf surfing | the first swell at dawn, when surfers paddle out | First swell, first light.
Breakchaser | surf surfing | chasing the best break along the coast | Chase the break.
Swellday | surf surfing | the day the swell comes in | The day the swell came in.
Windfair | sailing boat yacht | a fair wind for sailing | A fair wind, every time.
Sailsure | sailing boat yacht | sailing you can be sure of | Sure hands, full sails.
Keelcalm | sailing boat yacht | a keel that keeps the boat calm | Steady keel, calm sea.
Netloft | harbour harbor fishing | the loft where fishermen mend their nets | Mended nets, honest fish.
Crabquay | harbour harbor fishing kids | the crabbing line dropped off a harbour wall | Drop a line off the harbour wall.
Quaysong | harbour harbor fishing | the sounds of a working quay | Straight off the quay.
Hutrow | beach seaside | a row of painted beach huts | A beach hut of your own.
Bucketshore | beach seaside kids | a bucket and spade day on the shore | Bucket, spade and a whole shore.
Deckchairday | beach seaside | a long lazy day in a deckchair | A whole day in a deckchair.
Dawndip | swim swimming wild | a dip in the sea at dawn | In before breakfast.
Saltdip | swim swimming wild | a cold salty dip | A cold salty dip.
Coldcove | swim swimming wild | a cold swim in a quiet cove | Cold water, quiet cove.
Paddlecove | kayak paddle paddleboard | paddling into a quiet cove | Paddle to the cove.
Bayglide | kayak paddle paddleboard | gliding across the bay | Glide across the bay.
Kelpdrift | kayak paddle paddleboard | drifting over the kelp beds | Drift over the kelp.
`)
