import { bank } from '../types.ts'

export default bank('the sea', `
*Rockpooler | kids family | a child hunched over a rock pool | Nets, buckets and rock pools.
Dawnswell | surf surfing | the first swell at dawn, when surfers paddle out | First swell, first light.
Breakchaser | surf surfing | chasing the best break along the coast | Chase the break.
Swellday | surf surfing | the day the swell comes in | The day the swell came in.
Netloft | harbour harbor fishing | the loft where fishermen mend their nets | Mended nets, honest fish.
*Dawndip | swim swimming wild | a dip in the sea at dawn | In before breakfast.
Coldcove | swim swimming wild | a cold swim in a quiet cove | Cold water, quiet cove.
Kelpdrift | kayak paddle paddleboard | drifting over the kelp beds | Drift over the kelp.
# r6
Shellbucket | - | a child's bucket full of shells from the beach | Fill a bucket by the sea.
Ropecoil | - | a coil of rope on the quay, ready for the boat | Coiled, cast off, out to sea.
Pebbleskip | - | skipping a flat pebble across a calm sea | Days for skipping pebbles.
Sealsplash | - | a seal splashing in the water near the shore | Swim where the seals splash.
`)
