// Latin/Greek root coinages: a root with a flowing ending (lum + -ora -> Lumora), two roots
// joined with a linking vowel (noct + i + lux -> Noctilux), or a root leading a plain word.
import type { ConceptPool } from '../concepts.ts'
import { pronounceability, syllableCount } from '../phonetics.ts'
import type { Candidate } from '../types.ts'
import { cap, heads, isPlainNoun, relevanceOf, sameStem, subject } from './shared.ts'

const ENDINGS = ['ora', 'ia', 'ara', 'ena', 'is', 'io', 'a', 'o']
// Second roots that close a two-root coinage well (Nocti + lux, Lumi + vita).
const CLOSERS = new Set(['lux', 'vita', 'nova', 'luna', 'sol', 'via', 'flora', 'terra', 'astra', 'aqua', 'viva', 'lumen', 'amor', 'cura', 'mare', 'verde'])
// Root forms that flow into a following word and do not read as another English word. Only
// vowel-final ones: a consonant jams against the next word (Amorgroom, Lumenpet).
const LEADERS = new Set(['luna', 'vita', 'nova', 'terra', 'aqua', 'flora', 'astra', 'viva', 'verde', 'stella', 'bio', 'neo', 'eco', 'helio', 'silva', 'cura', 'somnia', 'geo', 'aero', 'mare', 'via', 'casa'])

const firstMeaning = (m: string) => m.split(/[,;]/)[0].trim()

export function rootCoinages(pool: ConceptPool): Candidate[] {
  const out: Candidate[] = []
  const thing = subject(pool)
  const roots = pool.roots
  for (const { root, weight, via } of roots) {
    const gloss = `${root.lang} ${root.stem} (${root.meaning})`
    const meaning = firstMeaning(root.meaning)
    const base = root.stem.replace(/[aeiouy]$/, '')
    for (const end of ENDINGS) {
      const form = base + end
      if (form === root.whole || form.length < 4 || form.length > 9 || pronounceability(form) < 0.85) continue
      out.push({
        name: cap(form),
        strategy: 'roots',
        parts: [root.stem],
        formation: `${gloss} + -${end}`,
        why: `a ${root.lang} way to say ${meaning}, for ${thing}`,
        image: meaning,
        relevance: weight * 0.85,
        // Root + ending coinages are easy to make and easy to overdo; they must earn a slot.
        quality: 0.6,
        head: base,
        tail: end,
      })
    }
    // Two roots only when both come straight from the brief's own words: otherwise the
    // meanings drift apart ("hearth and work").
    for (const { root: other, weight: w2 } of roots) {
      if (weight < 0.75 || w2 < 0.75 || !CLOSERS.has(other.whole)) continue
      if (other === root || sameStem(root.stem, other.stem) || root.meaning === other.meaning) continue
      const link = /[aeiouy]$/.test(root.stem) || /^[aeiou]/.test(other.whole) ? '' : root.lang === 'Greek' ? 'o' : 'i'
      const form = root.stem + link + other.whole
      // Past eight letters two roots read as a Latin word list (Kairastra, Herbiverde).
      if (form.length > 8 || /[aeiou]{2}/.test(form.slice(root.stem.length - 1, root.stem.length + 2)) || pronounceability(form) < 0.9) continue
      out.push({
        name: cap(form),
        strategy: 'roots',
        parts: [root.stem, other.stem],
        formation: `${gloss} + ${other.lang} ${other.whole} (${other.meaning})`,
        why: `${meaning} and ${firstMeaning(other.meaning)}, for ${thing}`,
        image: firstMeaning(other.meaning),
        relevance: relevanceOf(weight, w2),
        quality: 0.55,
        head: root.stem,
        tail: other.whole,
      })
    }
    // A root's whole form leading a plain word from the brief (Luna + brew -> Lunabrew). The
    // word must add a different meaning in one firm syllable: "dog" is too blunt (Curadog),
    // "coffee" too long (Aquacoffee).
    if (!LEADERS.has(root.whole)) continue
    for (const c of heads(pool, 6, 6)) {
      if (sameStem(root.whole, c.word) || root.tags.includes(c.word) || c.word === via || !isPlainNoun(c.word)) continue
      if (c.word.length < 4 || syllableCount(c.word) !== 1) continue
      const form = root.whole + c.word
      if (form.length > 11 || pronounceability(form) < 0.8) continue
      out.push({
        name: cap(form),
        strategy: 'roots',
        parts: [root.whole, c.word],
        formation: `${gloss.replace(root.stem, root.whole)} + ${c.word}`,
        why: `${c.word} with a touch of ${meaning}`,
        image: meaning,
        relevance: relevanceOf(weight, c.weight),
        quality: 0.7,
        head: root.whole,
      })
    }
  }
  return out
}
