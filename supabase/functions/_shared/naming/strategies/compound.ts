// Compounds: two whole words side by side, written in camel case so both stay readable
// (Brew + Haven -> BrewHaven, Frost + Bean -> FrostBean).
import type { ConceptPool } from '../concepts.ts'
import { TAILS } from '../curated/affixes.ts'
import { pronounceability } from '../phonetics.ts'
import type { Candidate } from '../types.ts'
import { cap, heads, isGeneral, isPlainNoun, pairWhy, relevanceOf, sameStem, soundLink, subject, vibeFits } from './shared.ts'

const TAIL_WEIGHT = 0.5 // a curated tail adds feeling, not meaning

export function compounds(pool: ConceptPool): Candidate[] {
  const out: Candidate[] = []
  const thing = subject(pool)
  const firsts = heads(pool, 16, 6).filter((c) => !isGeneral(pool, c)).slice(0, 14)
  const tails = TAILS.filter((t) => vibeFits(t.vibes, pool.brief.vibe))
  // The second word carries the picture, so it must be something you can see, and a noun: an
  // adjective in second place reads backwards (BeanCold).
  const seconds = heads(pool, 18, 7).filter((c) => isPlainNoun(c.word) && c.weight > 0.3)
  for (const a of firsts) {
    for (const t of tails) {
      if (sameStem(a.word, t.word)) continue
      const name = cap(a.word) + cap(t.word)
      if (name.length > 12 || pronounceability(a.word + t.word) < 0.7) continue
      out.push({
        name,
        strategy: 'compound',
        parts: [a.word, t.word],
        formation: `${a.word} + ${t.word}`,
        why: `${t.gist} for ${thing}`,
        image: t.word,
        relevance: relevanceOf(a.weight, TAIL_WEIGHT),
        quality: 0.85,
        tail: t.word,
      })
    }
    for (const b of seconds) {
      if (a === b || sameStem(a.word, b.word) || a.origin === b.word || b.origin === a.word) continue
      // Two brief words side by side read like a description, not a brand ("CoffeeShop").
      if (a.kind === 'core' && b.kind === 'core') continue
      const name = cap(a.word) + cap(b.word)
      if (name.length > 12 || pronounceability(a.word + b.word) < 0.7) continue
      out.push({
        name,
        strategy: 'compound',
        parts: [a.word, b.word],
        formation: `${a.word} + ${b.word}`,
        why: pairWhy(a, b, thing),
        image: b.word,
        relevance: relevanceOf(a.weight, b.weight),
        // Two words that say the same thing ("ColdChill") waste half the name; two that do not
        // echo each other's sound (TailBark) read like a pair of tags rather than one name.
        quality: a.group === b.group ? 0.5 : soundLink(a.word, b.word) ? 0.92 : 0.62,
      })
    }
  }
  return out
}
