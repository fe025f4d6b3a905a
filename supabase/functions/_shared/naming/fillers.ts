// Filler detection: a root the engine emits for many unrelated briefs says nothing about any of
// them (Lantern, Ember, Nest). Roots are the dictionary words a name starts or ends with; the
// trade-role tails (wright, folk, smith) and light endings are affixes, not roots.
import { BRAND_ALIKES, FILLER_NAMES } from './curated/avoid-names.ts'
import { isBrandAlike, isStockPhrase, isWornPun } from './brands.ts'
import { isWord } from './lexicon.ts'
import { type Memory, recall } from './memory.ts'
import { editDistance, pronounceability } from './phonetics.ts'
import type { Rng } from './rng.ts'
import { lengthScore, type Scored } from './score.ts'
import type { Candidate, Strategy } from './types.ts'

export const ROLE_TAILS = ['wright', 'folk', 'smith', 'hand', 'crew']

/** The longest dictionary word (4+ letters) a name starts with and the longest it ends with. */
export function rootsOf(name: string): string[] {
  const lower = name.toLowerCase()
  const roots = new Set<string>()
  for (let n = lower.length; n >= 4; n--) {
    if (isWord(lower.slice(0, n))) {
      roots.add(lower.slice(0, n))
      break
    }
  }
  for (let n = lower.length; n >= 4; n--) {
    const tail = lower.slice(lower.length - n)
    if (isWord(tail)) {
      if (!ROLE_TAILS.includes(tail)) roots.add(tail)
      break
    }
  }
  return [...roots]
}

// Found by supabase/scripts/filler-report.ts: names and roots the engine emitted for more than
// three unrelated briefs. They stay possible but rank below anything specific.
// The all-purpose images of the old engine are listed too: they fit every brief, so they name none.
export const FILLER_ROOTS = new Set<string>(
  'atelier wonder haven nest spark bloom nova ember lantern cairn compass keystone palette hearth harvest evergreen bliss magic north true bold bright kind clever brave atlas venture glow pure zen tide story merry sunday glad'.split(' '),
)

/** "Starbrewcks" still reads as Starbucks: same opening, a few letters apart. */
function looksLike(name: string, brand: string): boolean {
  return brand.length >= 5 && name.slice(0, 4) === brand.slice(0, 4) && editDistance(name, brand) <= 3
}

/** A name the judge calls a filler: an all-purpose word, a brand look-alike, a stock phrase or a worn pun. */
export function isFiller(name: string): boolean {
  const lower = name.toLowerCase()
  if (FILLER_NAMES.has(lower) || BRAND_ALIKES.some((b) => lower.includes(b) || looksLike(lower, b))) return true
  if (/(radise|vana|porium|topia|phoria|ia)$/.test(lower)) return true
  if (isBrandAlike(name) || isStockPhrase(name) || isWornPun(name)) return true
  // Bare dictionary words are taken as .coms and read as common words, not brands.
  return !/[a-z][A-Z]/.test(name) && isWord(lower)
}

// Puns and images written for the trade first, then object + role, pairs, light endings.
const PRIOR: Partial<Record<Strategy, number>> = { respell: 1, metaphor: 0.95, compound: 0.85, affix: 0.75, blend: 0.65 }

const RERUN_PENALTY = 0.5

/** Ranks a concrete candidate: relevance to the brief first, then how it sounds. */
export function scoreConcrete(c: Candidate, rng: Rng, memory: Memory | null): Scored {
  const lower = c.name.toLowerCase()
  const { penalty, rerun } = recall(c, memory)
  const fillerRoot = rootsOf(lower).some((r) => FILLER_ROOTS.has(r)) ? 0.1 : 0
  const raw =
    0.4 * Math.min(1.2, c.relevance) / 1.2 +
    0.15 * (c.quality ?? 0.85) +
    0.15 * pronounceability(lower) +
    0.1 * lengthScore(lower.length) +
    0.15 * (PRIOR[c.strategy] ?? 0.6) +
    0.1 * rng.next() -
    penalty -
    // A third showing of a family reads as a template; even a top-up name is fresher.
    (rerun ? RERUN_PENALTY : 0) -
    fillerRoot
  return { ...c, score: Math.round(Math.max(0, Math.min(1, raw)) * 1000) / 1000, rerun }
}
