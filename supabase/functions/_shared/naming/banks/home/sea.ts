import { bank } from '../types.ts'

export default bank('the sea', `
*Rockpooler | kids family | a child hunched over a rock pool | Nets, buckets and rock pools.
Dawnswell | surf surfing | the first swell at dawn, when surfers paddle out | First swell, first light.
Breakchaser | surf surfing | chasing the best break along the coast | Chase the break.
Swellday | surf surfing | the day the swell comes in | The day the swell came in.
Netloft | harbour harbor fishing | the loft where fishermen mend their nets | Mended nets, honest fish.
*Dawndip | swim swimming wild seaswimming coldwater openwater | a dip in the sea at dawn | In before breakfast.
Coldcove | swim swimming wild seaswimming coldwater openwater | a cold swim in a quiet cove | Cold water, quiet cove.
Kelpdrift | kayak paddle paddleboard | drifting over the kelp beds | Drift over the kelp.
# r10: detail names
Dinghy & Oar | sail sailing yacht dinghy rowing | the dinghy and the oar | Learn to sail, learn to row.
Tiller & Tack | sail sailing yacht dinghy | the tiller in your hand, the tack across the bay | Hand on the tiller.
Snorkelcove | dive diving snorkel snorkelling snorkeling scuba | a cove to snorkel in | Look under the water.
Fin & Mask | dive diving snorkel snorkelling snorkeling scuba | the fins and mask of a snorkeller | Fins on, mask down.
Dolphinwake | dolphin dolphins whale whales wildlife boat | dolphins riding the wake of the boat | Dolphins in our wake.
Seal & Puffin | seal seals puffin puffins wildlife birdwatching | the seals and puffins of the cliffs | Seals, puffins and sea air.
Hut & Flask | hut huts beachhut | a beach hut and a flask of tea | Your hut, flask ready.
Hutrow | hut huts beachhut | a row of beach huts | Pick your hut on the row.
Tumbleshard | seaglass glass jewellery jewelry shells | a shard of glass tumbled smooth by the sea | Made from glass the sea smoothed.
Sandsweep | clean cleanup litter plastic conservation | sweeping the sand clean | Leave the sand cleaner.
Shoreforage | seaweed forage foraging forager | foraging along the shore | Dinner from the shore.
Shorevows | wedding weddings elopement elope | vows said on the shore | Say it by the sea.
Barefoot Vows | wedding weddings elopement elope | vows said barefoot on the sand | Shoes off, vows said.
# r11: detail names
Saltrake | salt salts seasalt flakes | the rake that gathers sea salt | Raked from the sea.
Brineflake | salt salts seasalt flakes | salt flakes from sea brine | Flakes of the sea.
Saunadip | sauna saunas plunge | a sauna, then a dip in the sea | Sweat, then dip.
Cold & Cedar | sauna saunas plunge | the cold sea and a cedar sauna | Cold sea, warm cedar.
Cliffstile | cliff cliffs hiking hike hikes rambling coastpath | the stile on the cliff path | Over the stile, along the cliffs.
Spraylens | photography photographer photos prints | a lens wet with sea spray | Pictures taken close to the waves.
Deckchair & Cup | kiosk cafe snacks teas | a deckchair and a cup of tea by the shore | Tea in a deckchair.
Harbourkey | cottage cottages selfcatering chalet chalets | the key to a cottage by the harbour | Your cottage by the harbour.
Crabbucket | kids family children crabbing | the bucket of crabs from the harbour wall | Buckets, lines and crabs.
Paddlecove | kayak kayaking paddle paddleboard paddleboarding sup | a quiet cove to paddle in | Paddle the quiet cove.
# r12: detail names
Bayhopper | boat trips tour tours cruise | a boat hopping round the bay | Round the bay and back.
*Mackerel Run | fishing angling charter | a fishing trip out to where the mackerel run | Out where the mackerel run.
Crab & Creel | seafood crab lobster shellfish | crabs caught in creel pots | Crab and lobster, caught today.
Bobble & Brine | swim swimming wild | a bobble hat for a cold sea swim | Bobble hats on, into the brine.
Rockpool Club | kids family children | a club for kids exploring rockpools | Nets, buckets, and a rockpool each.
Oysterslip | seafood oyster oysters shellfish | an oyster slipped from its shell | Oysters, fresh off the shore.
# r13: detail names
Ledgeleap | coasteering cliffjumping jumping jump scrambling | a leap off a rock ledge into deep sea | Scramble, swim, leap.
Kitepull | kitesurf kitesurfing kiteboarding kite kites | the pull of the kite that lifts you over the waves | Feel the kite pull.
Seawall Chips | chips chippy fishandchips takeaway | chips eaten on the seawall, gulls watching | Hot chips, sea air, watch the gulls.
Windrobe | robe robes poncho ponchos drycoat | a robe to change under out of the wind after a swim | Out of the sea, into the robe.
# r14: detail names
Wreckmark | fishing angling charter charters | the mark over a wreck where fish gather | Out to the wreck, lines down.
Bubbletrail | dive diving snorkel snorkelling snorkeling scuba | the trail of bubbles rising from a diver | Follow the bubbles down.
Gannet Point | wildlife birdwatching seabird seabirds gannet gannets | the headland where gannets dive | Watch the gannets fold and dive.
Sandfrost | seaglass glass jewellery jewelry shells beachcombing | the frosted skin the sand gives sea glass | Sea glass, frosted by the tide.
Samphire Walk | seaweed forage foraging forager samphire | a walk to pick samphire on the saltmarsh | Pick your supper on the shore.
Lighthouse Loop | boat trips tour tours cruise | a boat trip out round the lighthouse | Round the lighthouse and back for tea.
`)
