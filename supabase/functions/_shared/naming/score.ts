// Ranks candidates. Weights reflect what founders say they want from a name: easy to say and
// spell, short, about the idea, and not a dictionary word someone already owns.
import { isWord, rankOf } from './lexicon.ts'
import { pronounceability, syllableCount } from './phonetics.ts'
import { type Memory, recall } from './memory.ts'
import type { Rng } from './rng.ts'
import type { Candidate, Strategy } from './types.ts'

// Strategy priors: blends and roots tend to produce ownable coinages; respellings and clips
// are easy to overdo, so they need to win on their own merits.
const PRIOR: Record<Strategy, number> = { blend: 1, roots: 0.85, compound: 0.8, affix: 0.75, metaphor: 0.85, clip: 0.6, respell: 0.4, llm: 1, bank: 1, angle: 1 }
const GENERIC_END = /(shop|store|company|service|services|co|inc|online|app|hq)$/

export function lengthScore(n: number): number {
  if (n >= 5 && n <= 10) return 1
  if (n === 4 || n === 11) return 0.75
  if (n === 12) return 0.55
  return 0.35
}

export function distinctiveness(c: Candidate): number {
  const lower = c.name.toLowerCase()
  if (GENERIC_END.test(lower)) return 0.2
  if (isWord(lower)) return c.strategy === 'metaphor' ? 0.6 : 0.3
  // Two plain words side by side are easy to read but often taken and easy to forget.
  if (c.strategy === 'compound' || (c.strategy === 'affix' && c.parts.every((p) => isWord(p)))) {
    return c.parts.every((p) => rankOf(p) < 3000) ? 0.55 : 0.75
  }
  return 1
}

export interface Scored extends Candidate {
  score: number
  /** a family the user has already seen twice (never on a first run); see memory.ts */
  rerun: boolean
  /** a top-up from the older concept strategies: taken only when concrete names run out */
  fallback?: boolean
}

/** `memory` (the names this user has seen) lowers candidates from families already shown. */
export function scoreCandidate(c: Candidate, rng: Rng, memory: Memory | null = null): Scored {
  const lower = c.name.toLowerCase()
  const syl = syllableCount(lower)
  const sylScore = syl === 2 || syl === 3 ? 1 : syl === 1 ? 0.8 : 0.6
  const { penalty, rerun } = recall(c, memory)
  const raw =
    0.2 * pronounceability(lower) +
    0.1 * lengthScore(lower.length) +
    0.05 * sylScore +
    0.25 * Math.min(1, c.relevance) +
    0.12 * distinctiveness(c) +
    0.08 * PRIOR[c.strategy] +
    0.15 * (c.quality ?? 0.9) +
    0.05 * rng.next() - // seed-driven variety between runs
    penalty
  return { ...c, score: Math.round(Math.max(0, Math.min(1, raw)) * 1000) / 1000, rerun }
}
