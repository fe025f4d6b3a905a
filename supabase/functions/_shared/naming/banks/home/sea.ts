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
`)
