import { bank } from '../types.ts'

export default bank('the sea', `
Beaufort Four | - | force four on the Beaufort wind scale: the steady breeze sailors hope for | A good breeze and a full sail.
Long Fetch | - | fetch is the stretch of open sea the wind blows over; a long fetch builds the swell | Built by a long fetch.
Spring Ebb | - | the big ebb of a spring tide, when rock pools and sandbanks show | Out with the spring ebb.
Kelp Line | - | the kelp line is where the seaweed forest starts, just past the low-tide rocks | Just past the kelp line.
Wrackline | - | the wrack line is the strip of seaweed and shells left at high tide | Found along the wrack line.
Creelhouse | - | a creel is the fisherman's pot for lobsters and crabs, stacked by the harbour | Stacked creels, fresh from the harbour.
Glassy Hour | - | surfers call the sea glassy when the wind drops and the water turns smooth, often at dusk | Wait for the glassy hour.
Neapday | - | neap tides are the gentlest of the month, small rise and small fall | A soft tide, a slow day.
Rockpooler | kids family | a child hunched over a rock pool | Nets, buckets and rock pools.
Dawnswell | surf surfing | the first swell at dawn, when surfers paddle out | First swell, first light.
Breakchaser | surf surfing | chasing the best break along the coast | Chase the break.
Swellday | surf surfing | the day the swell comes in | The day the swell came in.
Netloft | harbour harbor fishing | the loft where fishermen mend their nets | Mended nets, honest fish.
Crabquay | harbour harbor fishing kids | the crabbing line dropped off a harbour wall | Drop a line off the harbour wall.
Quaysong | harbour harbor fishing | the sounds of a working quay | Straight off the quay.
Dawndip | swim swimming wild | a dip in the sea at dawn | In before breakfast.
Coldcove | swim swimming wild | a cold swim in a quiet cove | Cold water, quiet cove.
Kelpdrift | kayak paddle paddleboard | drifting over the kelp beds | Drift over the kelp.
`)
