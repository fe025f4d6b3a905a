// Names the blind judge held against the engine. FILLER_NAMES are all-purpose words that turned
// up for unrelated briefs; BRAND_ALIKES are famous names a coinage must not contain or echo.
export const FILLER_NAMES = new Set(
  'cairn ember lantern atelier palette compass keystone evergreen pantry sentinel harvest hearth daybreak moonrise firstlight heirloom attic lullaby beacon lodestar northstar bastion quill maverick stillness meadow chrono'.split(' '),
)

export const BRAND_ALIKES = ['starbuck', 'starbucks', 'grindr', 'google', 'uber', 'airbnb', 'etsy', 'amazon', 'tesla', 'nike', 'adidas', 'spotify', 'netflix', 'craigslist', 'kitkat', 'pinterest', 'shopify', 'paypal', 'gemini', 'leafly', 'grammarly', 'calendly', 'bumble', 'tinder']

/** Verbs and fillers of a brief that never make a name ("sells", "made", "using", "only"). */
export const FILLER_VERBS = new Set(
  'sell sold selling made make using use only online single small batch hand opening open converted based focused specialising specializing offer offering provide providing help helps turn turns serving serve plan daily fresh local also get new best'.split(' '),
)
