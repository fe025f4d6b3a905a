// Clippings: the front of a word kept and given a fresh ending (vintage -> Vinta), or the
// fronts of two words joined the way FedEx was made (Federal Express).
import type { ConceptPool } from '../concepts.ts'
import { rankOf } from '../lexicon.ts'
import { pronounceability, syllabify } from '../phonetics.ts'
import type { Candidate } from '../types.ts'
import { cap, relevanceOf, sameStem, subject } from './shared.ts'

const ENDINGS = ['a', 'o', 'ia', 'io', 'ly']
const CODA_PAIRS = new Set(['nt', 'nd', 'st', 'rt', 'rd', 'mp', 'lt', 'ld', 'nk', 'sk', 'sp', 'ct', 'ft', 'pt', 'rk', 'rm', 'rn', 'lm', 'lp', 'lk'])
// First syllables that are stock Latin prefixes: "pro|ductivity" clipped to Proda keeps only
// the part it shares with hundreds of words (process, profile, protein), so nobody hears the
// source in it.
const BARE_PREFIXES = new Set('pro con com re de pre dis ex in im sub per trans un en em ad ab ob co se su ac ap at af'.split(' '))

/**
 * The first syllable plus the next consonant: "vin|tage" -> "vint". Empty when no clip would
 * still be recognisable: a one-syllable word, a stock-prefix first syllable ("pro|ductivity"),
 * or a front that is itself a word ("clot" from clothing).
 */
export function clipFront(word: string): string {
  const syl = syllabify(word)
  if (syl.length < 2 || BARE_PREFIXES.has(syl[0])) return ''
  // Borrow the next consonant only where it closes the syllable naturally (vin+t, pro+d,
  // coa+ch); "block" + "c" would not.
  const next = syl[1].match(/^[^aeiouy]+/)?.[0] ?? ''
  const digraph = /^(ch|sh|th|ph|ck)/.exec(next)?.[0]
  const borrow = digraph ?? next.slice(0, 1)
  const ends = syl[0].slice(-1)
  const fits = /[aeiouy]$/.test(syl[0]) || CODA_PAIRS.has(ends + borrow)
  const front = syl[0] + (fits ? borrow : '')
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
    const first = syllabify(c.word)[0]
    for (const end of ENDINGS) {
      const form = /[aeiouy]$/.test(front) ? front.replace(/[aeiouy]+$/, '') + end : front + end
      if (form.length < 4 || form.length > 8 || pronounceability(form) < 0.85) continue
      // The clip must keep the source's whole first syllable, or it is a new word, not a clip;
      // and "-ly" after an l doubles it (Freelly).
      if (!form.startsWith(first) || (end === 'ly' && front.endsWith('l'))) continue
      out.push({
        name: cap(form),
        strategy: 'clip',
        parts: [c.word],
        formation: `${c.word} clipped to ${front}- + -${end}`,
        why: `short and punchy, yet still recognisably ${c.word}`,
        image: c.word,
        relevance: relevanceOf(c.weight) * 0.9,
        quality: 0.8,
        head: front,
        tail: end,
      })
    }
  }
  // FedEx-style: the clipped front of one of the brief's own words and a short whole one
  // (Fed + Ex). Two clipped halves (Langtrav) leave neither word recognisable.
  const core = pool.words.filter((c) => c.kind === 'core' && c.weight > 0.3)
  for (const a of core) {
    const fa = clipFront(a.word)
    if (!fa) continue
    for (const b of core) {
      if (a === b || sameStem(a.word, b.word) || b.word.length > 5) continue
      const fb = b.word
      const form = fa + fb
      if (form.length < 5 || form.length > 9 || pronounceability(form) < 0.85) continue
      out.push({
        name: cap(form),
        strategy: 'clip',
        parts: [a.word, b.word],
        formation: `${fa}- (from ${a.word}) + ${fb}`,
        why: `${a.word} clipped and joined to ${b.word} for ${thing}, FedEx-style`,
        image: b.word,
        relevance: relevanceOf(a.weight, b.weight) * 0.9,
        quality: 0.75,
        head: fa,
      })
    }
  }
  return out
}
