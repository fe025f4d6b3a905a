// Short slogans. A slogan that picks up the name's own picture reads as part of the name, so
// each name first gets a hand-written theme line that echoes one of its words ("Steeped slow.
// Served cold." for Steepwell) or, for a place-like name, a line about that place ("A safe
// harbor for anxious dogs."). The rest get theme lines (they read like a copywriter wrote
// them), with generic templates built from the subject, audience and image filling in.
import type { ConceptPool } from './concepts.ts'
import type { Rng } from './rng.ts'
import type { Candidate } from './types.ts'

// Images that read naturally in "Where X meets {img}" / "a little {img}".
const ABSTRACT = new Set([
  'pure bliss', 'bliss', 'calm', 'light', 'magic', 'wonder', 'harmony', 'joy', 'energy', 'momentum',
  'serenity', 'care', 'love', 'peace', 'life', 'warmth', 'sweetness', 'clarity', 'spark', 'wisdom',
  'trust', 'balance', 'flow', 'focus', 'comfort', 'a touch of magic', 'an oasis',
  'a paradise', 'pure delight', 'applause', 'a journey',
])

// Place-like tails, as the line for "{tail} for {audience}": BrewHaven -> "A haven for ...".
const PLACES: Record<string, string> = {
  haven: 'A haven for', nest: 'A cosy nest for', harbor: 'A safe harbor for', grove: 'A quiet grove for',
  nook: 'A little nook for', den: 'A snug den for', loft: 'A bright loft for', house: 'A house built for',
  yard: 'A friendly yard for', lane: 'A lane made for', hub: 'The hub for', oasis: 'An oasis for',
}

// Only lines that still say something once filled in; "Your {thing}, your way." and the like
// read as template leftovers ("Your bakery specialising, your way.").
const GENERIC = [
  'Where {thing} {meets} {img}.',
  '{Thing} with a little {img}.',
  'Made for {aud}.',
  'Come for the {thing}, stay for the {img}.',
  'Built for {aud}.',
  'A little {img}, every day.',
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

/** The name's own words a line can echo: source words and image, three letters or more. */
function echoWords(c: Candidate): string[] {
  const words = [...c.parts, ...(c.image ?? '').split(/\s+/)].map((w) => w.toLowerCase())
  return [...new Set(words.filter((w) => /^[a-z]{3,}$/.test(w)))]
}

/** "roast" echoes "Roasted slow", "steep" echoes "Steeped"; "cal" alone is too short to echo. */
function echoes(line: string, words: string[]): boolean {
  const said = line.toLowerCase().match(/[a-z]+/g) ?? []
  return said.some((s) => words.some((w) => s === w || (w.length >= 4 && s.startsWith(w)) || (s.length >= 4 && w.startsWith(s) && w.length - s.length <= 2)))
}

/**
 * Assigns one distinct slogan per candidate. About one name in eight is left without one when
 * only weak generic lines remain: no slogan beats a clumsy one.
 */
export function writeSlogans(names: Candidate[], pool: ConceptPool, rng: Rng): (string | undefined)[] {
  // With nothing to go on, lines about "your idea" would read oddly; theme lines carry the run.
  const thing = pool.generic ? '' : pool.subject
  const plural = /[^s]s$/.test(thing)
  const aud = pool.brief.audience
  const themeLines: string[] = []
  const echoLines: string[] = []
  // Only themes the brief is really about: "shop" alone should not bring marketplace slogans.
  for (const { theme, weight } of pool.themes.slice(0, 4)) {
    if (weight < 0.7) continue
    const lines = rng.shuffle(theme.slogans)
    themeLines.push(...lines.slice(0, pool.generic ? 8 : 3))
    echoLines.push(...lines)
  }
  const used = new Set<string>()
  const generic = rng.shuffle(GENERIC)
  const out: (string | undefined)[] = names.map(() => undefined)
  const take = (i: number, line: string | null | undefined) => {
    if (!line || used.has(line)) return false
    out[i] = line
    used.add(line)
    return true
  }

  // First pass, in ranking order: lines that pick up the name's own picture.
  names.forEach((c, i) => {
    const words = echoWords(c)
    const place = c.tail && PLACES[c.tail] && aud ? `${PLACES[c.tail]} ${aud}.` : null
    take(i, echoLines.find((l) => !used.has(l) && echoes(l, words)) ?? place)
  })

  // Then alternate: image-led generic lines for names that carry an abstract image, theme
  // lines otherwise.
  names.forEach((c, i) => {
    if (out[i]) return
    const img = c.image && ABSTRACT.has(c.image) ? c.image.replace(/^(a|an) /, '') : ''
    const vars = { thing, aud, img, name: c.name, it: plural ? 'they' : 'it', meets: plural ? 'meet' : 'meets' }
    const tryGeneric = () => {
      for (const t of generic) {
        const line = fill(t, vars)
        if (line && !used.has(line) && (img || !t.includes('{img}'))) return line
      }
      return null
    }
    const tryTheme = () => themeLines.find((l) => !used.has(l)) ?? null
    take(i, img && i % 2 === 0 ? tryGeneric() ?? tryTheme() : tryTheme() ?? tryGeneric())
  })
  return out
}
