import { describe, expect, it } from 'vitest'
import { generateIdeas, IDEA_SUFFIXES } from '@/features/ideas/generate-ideas'

describe('generateIdeas (spec §9)', () => {
  it('gives each seed its word, & Co, Studio, then suffixes fused and spaced, 8 per seed', () => {
    expect(generateIdeas(['Bean'])).toEqual([
      'Bean', 'Bean & Co', 'Bean Studio', 'Beanly', 'Bean Ly', 'Beanify', 'Bean Ify', 'Beanable',
    ])
  })

  it('walks the seeds in order, 8 ideas each', () => {
    const ideas = generateIdeas(['Brew', 'Roast'])
    expect(ideas).toHaveLength(16)
    expect(ideas.slice(8, 11)).toEqual(['Roast', 'Roast & Co', 'Roast Studio'])
  })

  it('drops duplicates case-insensitively, keeping the first spelling', () => {
    expect(generateIdeas(['Bean', 'bean'])).toEqual(generateIdeas(['Bean']))
    expect(generateIdeas(['Glow', 'Glowly'])).toEqual([
      'Glow', 'Glow & Co', 'Glow Studio', 'Glowly', 'Glow Ly', 'Glowify', 'Glow Ify', 'Glowable',
      'Glowly & Co', 'Glowly Studio', 'Glowlyly', 'Glowly Ly', 'Glowlyify', 'Glowly Ify', 'Glowlyable',
    ])
  })

  it('stops once more than 120 ideas exist and never returns more than 120', () => {
    const seeds = Array.from({ length: 40 }, (_, index) => `Seed${index}`)
    const ideas = generateIdeas(seeds)
    expect(ideas).toHaveLength(120)
    expect(ideas).not.toContain('Seed16')
    expect(ideas.at(-1)).toBe('Seed14able')
  })

  it('knows the 15 suffixes of the spec', () => {
    expect(IDEA_SUFFIXES).toEqual([
      'ly', 'ify', 'able', 'io', 'co', 'hub', 'lab', 'works', 'lane', 'craft', 'haus', 'press', 'nest', 'spot', 'port',
    ])
  })
})
