// The 37 industry slugs the spec lists (§3). Per-slug copy and seed words arrive with the idea pages issue.
export const ideaSlugs = [
  'coffee-shop', 'cleaning-business', 'pet-grooming', 'photography', 'hair-salon', 'tech-startup', 'bakery',
  'restaurant', 'consulting-firm', 'marketing-agency', 'real-estate', 'fitness-gym', 'yoga-studio', 'landscaping',
  'candle-business', 'etsy-shop', 'boutique', 'clothing-brand', 'beauty-cosmetics', 'skincare', 'jewelry', 'podcast',
  'youtube-channel', 'law-firm', 'accounting-firm', 'construction', 'plumbing', 'electrician', 'roofing',
  'interior-design', 'home-decor', 'travel-agency', 'wedding-planner', 'event-planner', 'daycare', 'tutoring',
  'coaching',
] as const

export const isIdeaSlug = (slug: string | undefined): slug is (typeof ideaSlugs)[number] =>
  ideaSlugs.includes(slug as (typeof ideaSlugs)[number])
