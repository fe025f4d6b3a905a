// Clippings: the front of a word kept and given a fresh ending (vintage -> Vinta), or the
// fronts of two words joined the way FedEx was made (Federal Express).
import type { ConceptPool } from '../concepts.ts'
import { rankOf } from '../lexicon.ts'
import { pronounceability, syllabify } from '../phonetics.ts'
import type { Candidate } from '../types.ts'
import { cap, relevanceOf, sameStem, subject } from './shared.ts'

const ENDINGS = ['a', 'o', 'ia', 'io', 'ly']
const CODA_PAIRS = new Set(['nt', 'nd', 'st', 'rt', 'rd', 'mp', 'lt', 'ld', 'nk', 'sk', 'sp', 'ct', 'ft', 'pt', 'rk', 'rm', 'rn', 'lm', 'lp', 'lk'])

/** The first syllable plus the next consonant: "vin|tage" -> "vint", "pro|duc|tiv" -> "prod". */
export function clipFront(word: string): string {
  const syl = syllabify(word)
  if (syl.length < 2) return ''
  // Borrow the next consonant only where it closes the syllable naturally (vin+t, pro+d,
  // coa+ch); "block" + "c" would not.
  const next = syl[1].match(/^[^aeiouy]+/)?.[0] ?? ''
  const digraph = /^(ch|sh|th|ph|ck)/.exec(next)?.[0]
  const borrow = digraph ?? next.slice(0, 1)
  const ends = syl[0].slice(-1)
  const fits = /[aeiouy]$/.test(syl[0]) || CODA_PAIRS.has(ends + borrow)
  const front = syl[0] + (fits ? borrow : '')
  // A front that is itself a word ("clot" from clothing) reads as that word instead.
  return front.length >= 4 && front.length < word.length - 1 && rankOf(front) > 20000 ? front : ''
}

export function clips(pool: ConceptPool): Candidate[] {
  const out: Candidate[] = []
  const thing = subject(pool)
  // Only long words gain from clipping; short ones just look misspelt ("Bakly").
  // Only the brief's own words: a clipped image ("Glacly") has lost what made it evocative.
  const long = pool.words.filter((c) => c.kind === 'core' && c.word.length >= 7 && syllabify(c.word).length >= 2).slice(0, 14)
  for (const c of long) {
    const front = clipFront(c.word)
    if (!front) continue
    for (const end of ENDINGS) {
      const form = /[aeiouy]$/.test(front) ? front.replace(/[aeiouy]+$/, '') + end : front + end
      if (form.length < 4 || form.length > 8 || pronounceability(form) < 0.85) continue
      out.push({
        name: cap(form),
        strategy: 'clip',
        parts: [c.word],
        formation: `${c.word} clipped to ${front}- + -${end}`,
        why: `short and punchy, yet still recognisably ${c.word}`,
        image: c.word,
        relevance: relevanceOf(c.weight) * 0.9,
        quality: 0.8,
      })
    }
  }
  // FedEx-style: clipped fronts of two of the brief's own words (Federal Express).
  const core = pool.words.filter((c) => c.kind === 'core' && c.weight > 0.3)
  for (const a of core) {
    const fa = clipFront(a.word)
    if (!fa) continue
    for (const b of core) {
      if (a === b || sameStem(a.word, b.word)) continue
      const fb = b.word.length <= 5 ? b.word : clipFront(b.word)
      if (!fb) continue
      const form = fa + fb
      if (form.length < 5 || form.length > 9 || pronounceability(form) < 0.85) continue
      out.push({
        name: cap(form),
        strategy: 'clip',
        parts: [a.word, b.word],
        formation: `${fa}- (from ${a.word}) + ${fb}${fb === b.word ? '' : `- (from ${b.word})`}`,
        why: `${a.word} and ${b.word} clipped together for ${thing}, FedEx-style`,
        image: b.word,
        relevance: relevanceOf(a.weight, b.weight) * 0.9,
        quality: 0.75,
      })
    }
  }
  return out
}
