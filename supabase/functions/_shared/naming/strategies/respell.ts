// Respellings: a familiar word spelled so it can be owned (crema -> Krema, flicker -> Flickr).
// Kept deliberately few: only changes that do not alter how the word is said.
import type { ConceptPool } from '../concepts.ts'
import { pronounceability } from '../phonetics.ts'
import type { Candidate } from '../types.ts'
import { cap, heads, relevanceOf } from './shared.ts'

interface Rule { test: RegExp; apply: (w: string) => string; how: string }

const RULES: Rule[] = [
  { test: /^c[aoulr]\w{3,}/, apply: (w) => 'k' + w.slice(1), how: 'a hard c spelled k' },
  { test: /ph/, apply: (w) => w.replace('ph', 'f'), how: 'ph spelled f' },
  { test: /[^aeiou]er$/, apply: (w) => w.slice(0, -2) + 'r', how: 'the final e dropped' },
  { test: /ck$/, apply: (w) => w.slice(0, -2) + 'k', how: 'ck spelled k' },
  { test: /[^aeious]s$/, apply: (w) => w.slice(0, -1) + 'z', how: 'the final s spelled z' },
]

export function respellings(pool: ConceptPool): Candidate[] {
  const out: Candidate[] = []
  // Respelling the brief's own word is the cheesy kind ("Koffee"); respell its imagery instead.
  for (const c of heads(pool, 20, 8).filter((h) => h.kind !== 'core')) {
    for (const rule of RULES) {
      if (!rule.test.test(c.word)) continue
      const form = rule.apply(c.word)
      if (form === c.word || form.length < 4 || pronounceability(form) < 0.8) continue
      out.push({
        name: cap(form),
        strategy: 'respell',
        parts: [c.word],
        formation: `${c.word} respelled (${rule.how})`,
        why: `sounds just like ${c.word}, with a spelling you can own`,
        image: c.word,
        relevance: relevanceOf(c.weight) * 0.9,
        head: c.word,
      })
    }
  }
  return out
}
