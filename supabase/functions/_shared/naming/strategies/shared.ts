// Helpers shared by the strategies: choosing building words, joining them cleanly and
// describing where a word came from in a rationale.
import type { Concept, ConceptPool } from '../concepts.ts'
import type { Vibe } from '../curated/affixes.ts'
import { lookup } from '../lexicon.ts'
import { syllableCount } from '../phonetics.ts'

export const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1)

/**
 * Takes words round-robin across groups (best group first), so a brief with several themes
 * ("pet grooming" + "anxious") lends words from each instead of only the strongest one.
 */
function spread(words: Concept[], limit: number): Concept[] {
  const groups = new Map<string, Concept[]>()
  for (const c of words) groups.set(c.group, [...(groups.get(c.group) ?? []), c])
  const lists = [...groups.values()]
  const out: Concept[] = []
  for (let i = 0; out.length < limit && lists.some((l) => l.length > i); i++) {
    for (const list of lists) if (list[i] && out.length < limit) out.push(list[i])
  }
  return out
}

const categoryWord = (pool: ConceptPool, c: Concept) => pool.brief.categories.includes(c.origin)
const generalWord = (c: Concept) => c.origin === 'your idea'

// Whether the brief has enough words of its own to do without category and general words;
// computed once per pool.
const ownEnough = new WeakMap<ConceptPool, boolean>()
function hasOwnWords(pool: ConceptPool): boolean {
  let known = ownEnough.get(pool)
  if (known === undefined) {
    known = !pool.generic && pool.words.filter((c) => !categoryWord(pool, c) && !generalWord(c)).length >= 8
    ownEnough.set(pool, known)
  }
  return known
}

/**
 * A category word of the brief ("app", "service") and everything it brought in (bit, pixel;
 * work): it says what kind of venture this is, not what it is about, so names built on it read
 * flat and alike across briefs (Appenny, Bitvana for a dog-walking app, Curawork). A brief
 * with little else to go on ("an app") still builds on it.
 */
export const isCategory = (pool: ConceptPool, c: Concept) => categoryWord(pool, c) && hasOwnWords(pool)

/**
 * The all-purpose imagery of the general theme (nova, peak, ember) fits every brief, so names
 * led by it make every brief look alike (Novaradise, Peakradise).
 */
export const isGeneral = (pool: ConceptPool, c: Concept) => generalWord(c) && hasOwnWords(pool)

/** Short, sayable words that lead a name ("brew", "frost", "paw"), spread across groups. */
export function heads(pool: ConceptPool, limit: number, maxLen = 7): Concept[] {
  return spread(pool.words.filter((c) => c.word.length <= maxLen && syllableCount(c.word) <= 2 && !isCategory(pool, c)), limit)
}

/** Longer words worth blending into (at least two syllables). */
export function blendables(pool: ConceptPool, limit: number): Concept[] {
  return spread(pool.words.filter((c) => c.word.length >= 5 && c.word.length <= 10 && syllableCount(c.word) >= 2), limit)
}

export function vibeFits(vibes: Vibe[], vibe: Vibe): boolean {
  return vibe === 'any' || vibes.includes('any') || vibes.includes(vibe)
}

/** Subject phrase for rationales: "cold-brew coffee", or the strongest brief word. */
export function subject(pool: ConceptPool): string {
  return pool.subject
}

/** Why a word belongs in the name, in a few words. */
export function role(c: Concept): string {
  if (c.kind === 'core') return `${c.word} says it plainly`
  if (c.kind === 'image') return c.origin === 'your idea' ? `${c.word} for energy` : `${c.word} for the ${c.origin}`
  return `${c.word}, close kin of ${c.origin}`
}

/** Rationale for two source words side by side or fused. */
export function pairWhy(a: Concept, b: Concept, thing: string): string {
  if (a.kind === 'image' && b.kind === 'image' && a.origin === b.origin) return `two pictures of ${a.origin === 'your idea' ? thing : a.origin} in one word`
  return `${role(a)}, ${role(b)}`
}

/** A thing you can picture (a noun, not "walking" or "mental"); unknown words get the benefit of the doubt. */
export function isNounish(word: string): boolean {
  if (/(ing|al|ic|ous|ive|ful|less|ly)$/.test(word)) return false
  const info = lookup(word)
  return !info || (info.pos & 1) === 1
}

/** A noun that can close a compound: English puts the adjective first (ColdBean, not BeanCold). */
export function isPlainNoun(word: string): boolean {
  const info = lookup(word)
  return isNounish(word) && (!info || (info.pos & 4) === 0)
}

const onset = (w: string) => /^[^aeiouy]*/.exec(w)?.[0] ?? ''
const firstVowels = (w: string) => /[aeiouy]+/.exec(w)?.[0] ?? ''

/**
 * Two whole words read as a name, not a list, when they echo each other: the same opening
 * sound (PetPal), the same vowel spelling (MoonBloom) or the same closing consonants
 * (FrostRoast). Without an echo (TailBark, CremaFrost) a pair sounds like two tags.
 */
export function soundLink(a: string, b: string): boolean {
  const oa = onset(a)
  if (oa && oa === onset(b)) return true
  if (firstVowels(a) === firstVowels(b)) return true
  return a.length >= 3 && b.length >= 3 && a.slice(-2) === b.slice(-2) && !/[aeiouy]/.test(a.slice(-2))
}

/** Two source words that share a stem make a stuttering name ("Brewbrewer"). */
export function sameStem(a: string, b: string): boolean {
  const n = Math.min(4, a.length, b.length)
  return a.slice(0, n) === b.slice(0, n) || a.includes(b) || b.includes(a)
}

/** Weighted relevance of a multi-part name: the stronger part dominates. */
export function relevanceOf(...weights: number[]): number {
  const sorted = weights.slice().sort((x, y) => y - x)
  return sorted.length === 1 ? sorted[0] : 0.65 * sorted[0] + 0.35 * sorted[1]
}
