// Short slogans. Hand-written theme lines come first (they read like a copywriter wrote them);
// generic templates built from the brief's subject, audience and the name's image fill in.
import type { ConceptPool } from './concepts.ts'
import type { Rng } from './rng.ts'
import type { Candidate } from './types.ts'

// Images that read naturally in "Where X meets {img}" / "a little {img}".
const ABSTRACT = new Set([
  'pure bliss', 'bliss', 'calm', 'light', 'magic', 'wonder', 'harmony', 'joy', 'energy', 'momentum',
  'serenity', 'care', 'love', 'peace', 'life', 'warmth', 'sweetness', 'clarity', 'spark', 'wisdom',
  'trust', 'balance', 'flow', 'focus', 'comfort', 'a touch of magic', 'an oasis',
  'a paradise', 'pure delight', 'applause', 'a journey', 'harmony',
])

const GENERIC = [
  '{Thing}, the way it should be.',
  'Where {thing} meets {img}.',
  '{Thing} with a little {img}.',
  'Made for {aud}.',
  'Come for the {thing}, stay for the {img}.',
  '{Thing}, beautifully simple.',
  'Say hello to better {thing}.',
  'Your {thing}, your way.',
  'Good {thing}, made with care.',
  'Built for {aud}.',
  'Happy {aud}, guaranteed.',
  '{Thing} worth talking about.',
  'A little {img}, every day.',
  'Simply better {thing}.',
]

function fill(template: string, vars: Record<string, string>): string | null {
  let ok = true
  const out = template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const lower = key.charAt(0).toLowerCase() + key.slice(1)
    const value = vars[lower]
    if (!value) ok = false
    return key === lower ? value ?? '' : (value ?? '').charAt(0).toUpperCase() + (value ?? '').slice(1)
  })
  return ok ? out : null
}

/**
 * Assigns one distinct slogan per candidate. About one name in eight is left without one when
 * only weak generic lines remain: no slogan beats a clumsy one.
 */
export function writeSlogans(names: Candidate[], pool: ConceptPool, rng: Rng): (string | undefined)[] {
  // With nothing to go on, lines about "your idea" would read oddly; theme lines carry the run.
  const thing = pool.generic ? '' : pool.subject
  const aud = pool.brief.audience
  const themeLines: string[] = []
  // Only themes the brief is really about: "shop" alone should not bring marketplace slogans.
  for (const { theme, weight } of pool.themes.slice(0, 4)) if (weight >= 0.7) themeLines.push(...rng.shuffle(theme.slogans).slice(0, pool.generic ? 8 : 3))
  const used = new Set<string>()
  const generic = rng.shuffle(GENERIC)
  return names.map((c, i) => {
    const img = c.image && ABSTRACT.has(c.image) ? c.image.replace(/^(a|an) /, '') : ''
    const vars = { thing, aud, img, name: c.name }
    // Alternate: image-led generic lines for names that carry an abstract image, theme lines otherwise.
    const tryGeneric = () => {
      for (const t of generic) {
        const line = fill(t, vars)
        if (line && !used.has(line) && (img || !t.includes('{img}'))) return line
      }
      return null
    }
    const tryTheme = () => themeLines.find((l) => !used.has(l)) ?? null
    const line = img && i % 2 === 0 ? tryGeneric() ?? tryTheme() : tryTheme() ?? tryGeneric()
    if (!line) return undefined
    used.add(line)
    return line
  })
}
