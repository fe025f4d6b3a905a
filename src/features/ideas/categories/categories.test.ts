import { describe, expect, it } from 'vitest'
import { categories, findCategory } from '@/features/ideas/categories'

// The 37 industries spec §3 lists; every one must have a page.
const specSlugs = [
  'coffee-shop', 'cleaning-business', 'pet-grooming', 'photography', 'hair-salon', 'tech-startup', 'bakery',
  'restaurant', 'consulting-firm', 'marketing-agency', 'real-estate', 'fitness-gym', 'yoga-studio', 'landscaping',
  'candle-business', 'etsy-shop', 'boutique', 'clothing-brand', 'beauty-cosmetics', 'skincare', 'jewelry', 'podcast',
  'youtube-channel', 'law-firm', 'accounting-firm', 'construction', 'plumbing', 'electrician', 'roofing',
  'interior-design', 'home-decor', 'travel-agency', 'wedding-planner', 'event-planner', 'daycare', 'tutoring',
  'coaching',
]

describe('idea categories', () => {
  it('has 42 distinct slugs including all 37 of the spec', () => {
    const slugs = categories.map((category) => category.slug)
    expect(new Set(slugs).size).toBe(42)
    for (const slug of specSlugs) expect(findCategory(slug), slug).toBeDefined()
  })

  it('gives every category a title, h1, description, 8 distinct seeds, a guide and 3 tips', () => {
    for (const category of categories) {
      expect(category.title, category.slug).toMatch(/\S/)
      expect(category.h1, category.slug).toMatch(/\S/)
      expect(category.description.length, category.slug).toBeGreaterThan(40)
      expect(category.description.length, category.slug).toBeLessThanOrEqual(160)
      expect(new Set(category.seeds.map((seed) => seed.toLowerCase())).size, category.slug).toBe(8)
      expect(category.guide.length, category.slug).toBeGreaterThan(60)
      expect(category.tips, category.slug).toHaveLength(3)
    }
  })

  it('finds nothing for an unknown slug', () => {
    expect(findCategory('no-such-trade')).toBeUndefined()
    expect(findCategory(undefined)).toBeUndefined()
  })
})
