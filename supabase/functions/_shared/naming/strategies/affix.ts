// Affixes: a short concept word plus a tasteful ending or a promise-like first word
// (brew + -ly -> Brewly, ever + green -> Evergreen-style).
import type { ConceptPool } from '../concepts.ts'
import { PREFIXES, SUFFIXES } from '../curated/affixes.ts'
import { pronounceability } from '../phonetics.ts'
import type { Candidate } from '../types.ts'
import { cap, heads, isGeneral, isPlainNoun, relevanceOf, sameStem, vibeFits } from './shared.ts'

const VOWEL = /[aeiouy]$/
const WORD_SUFFIXES = new Set(['hive', 'nest', 'craft', 'works', 'lab', 'loop', 'wise', 'mint', 'spark'])

/** Glue a suffix on so the join stays sayable: drop a final vowel before a vowel-led ending. */
export function attach(word: string, suffix: string): string {
  if (/^[aeiou]/.test(suffix) && VOWEL.test(word)) {
    const trimmed = word.replace(/[aeiouy]+$/, '')
    return trimmed.length >= 3 ? trimmed + suffix : ''
  }
  if (suffix === 'ly' && word.endsWith('l')) return word + 'y'
  if (suffix === 'ly' && /[yi]$/.test(word)) return ''
  if (suffix === 'sy' && word.endsWith('s')) return word + 'y'
  return word + suffix
}

export function affixes(pool: ConceptPool): Candidate[] {
  const out: Candidate[] = []
  const words = heads(pool, 14, 7).filter((c) => !isGeneral(pool, c))
  const suffixes = SUFFIXES.filter((s) => s.text.length >= 2 && vibeFits(s.vibes, pool.brief.vibe))
  const prefixes = PREFIXES.filter((p) => vibeFits(p.vibes, pool.brief.vibe))
  for (const c of words) {
    // "Readingia", "Dentaly": endings on -ing words and -al adjectives read as typos.
    if (/(ing|al|le)$/.test(c.word)) continue
    for (const s of suffixes) {
      // A whole-word suffix on its own word stutters (NestNest).
      if ((/^[aeiou]/.test(s.text) && c.word.length > 6) || (WORD_SUFFIXES.has(s.text) && sameStem(c.word, s.text))) continue
      const form = attach(c.word, s.text)
      if (!form || form.length < 5 || form.length > 10 || pronounceability(form) < 0.75) continue
      // A whole-word suffix (-nest, -craft) reads better in camel case.
      const whole = WORD_SUFFIXES.has(s.text)
      out.push({
        name: whole ? cap(c.word) + cap(s.text) : cap(form),
        strategy: 'affix',
        parts: [c.word, s.text],
        formation: `${c.word} + -${s.text}`,
        why: `${c.word} with ${s.gist}`,
        image: c.word,
        relevance: relevanceOf(c.weight, 0.4),
        tail: s.text,
      })
    }
    // A promise word leads a noun (TrueRoast); before an adjective it stutters (BrightCold).
    for (const p of isPlainNoun(c.word) ? prefixes : []) {
      if (sameStem(p.text, c.word)) continue
      const form = p.text + c.word
      if (form.length > 11 || pronounceability(form) < 0.75) continue
      out.push({
        name: cap(p.text) + cap(c.word),
        strategy: 'affix',
        parts: [p.text, c.word],
        formation: `${p.text}- + ${c.word}`,
        why: `${c.word}, ${p.gist}`,
        image: c.word,
        relevance: relevanceOf(c.weight, 0.4),
        head: p.text,
      })
    }
  }
  return out
}
