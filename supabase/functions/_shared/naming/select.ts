// Picks the final names: best first, but never two near-twins, never a word overused, never
// more than a couple from one strategy, and never a name this user has already seen.
import { isWord } from './lexicon.ts'
import { editDistance } from './phonetics.ts'
import type { Scored } from './score.ts'
import type { NameIdea } from './types.ts'
import { PAIR_CAP } from './angle-names.ts'

export const MAX_PER_STRATEGY = 2
/** Hand-written bank names and composed angle names each have a shape of their own (angle-names.ts caps the latter). */
const UNCAPPED = new Set<string>(['bank', 'angle'])
/** Parts that mark a shape (strategies/concrete.ts) rather than name a source word. */
const MARKERS = new Set(['role', 'pair', 'place'])

// Letters only: a phrase and a one-word name read alike when their letters do (Nine Moons Yoga, Ninemoons).
const letters = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '')

function nearDuplicate(a: string, b: string, sameHead = false): boolean {
  if (!sameHead && a.slice(0, 5) === b.slice(0, 5)) return true
  const limit = Math.min(a.length, b.length) >= 7 ? 2 : 1
  return editDistance(a, b) <= limit
}

interface Limits { perStrategy: number; perPart: number; perWord?: number; perShape?: number; fresh?: boolean; perTail?: number; fallback?: boolean; anyTemplate?: boolean; sameHead?: boolean }

// Names of one visual shape read as one template even across strategies: Latin-sounding
// coinages ending in a vowel, camel-case pairs, plain dictionary words.
const SHAPE_LIMIT: Record<string, number> = { latinate: 2, camel: 3, word: 2, other: 8 }

export function shapeOf(name: string): string {
  if (/[a-z][A-Z]/.test(name)) return 'camel'
  const lower = name.toLowerCase()
  if (isWord(lower)) return 'word'
  if (/(a|o|ia|io|eo|ora|ena|ara|is|ix|i)$/.test(lower)) return 'latinate'
  return 'other'
}

const ROLE_TAIL = /(crew|folk|smith|wright|hand)$/i
const LIGHT_END = /[a-z](ly|sy)$/

/** The judge read any two role tails (Mopcrew, Pursefolk) or light endings (Chalkly, Tabsy) in one
 * list as a template, whatever the tail: each family counts as one. */
function templateOf(name: string): string | null {
  return ROLE_TAIL.test(name) ? 'role' : LIGHT_END.test(name) ? 'light' : null
}

/** A name's template tail: its formation tail (wright, folk) and a light ending (Roastly, Frondly). */
function tailsOf(c: Scored): string[] {
  const end = /(ly|sy)$/.exec(c.name)?.[1]
  return [c.tail, end ? `-${end}` : undefined].filter((t): t is string => !!t)
}

/**
 * Greedy selection over score-sorted candidates. The first `count` picks obey the tight
 * variety limits and skip reruns of families the user has already seen (memory.ts); the rest
 * of the pool (up to poolSize) uses looser ones. If the limits starve the run (tiny briefs),
 * they are relaxed rather than returning fewer names.
 */
/** `ownWordsTwice`: a brief no trade covers has few words; each may carry two, three, then more names before top-ups come in. */
export interface SelectOptions { ownWordsTwice?: boolean }

export function selectNames(sorted: Scored[], count: number, poolSize: number, exclude: Set<string>, opts: SelectOptions = {}): Scored[] {
  const chosen: Scored[] = []
  const take = (target: number, limits: Limits) => {
    const strategyCount = new Map<string, number>()
    const partCount = new Map<string, number>()
    const shapeCount = new Map<string, number>()
    const tailCount = new Map<string, number>()
    const templateCount = new Map<string, number>()
    // One of each template family per list, and per list's worth of the wider pool.
    const templateCap = limits.perTail === undefined || limits.perTail <= 1 ? 1 : Math.max(1, Math.ceil(target / 8))
    const count = (c: Scored) => {
      const tpl = templateOf(c.name)
      if (tpl) templateCount.set(tpl, (templateCount.get(tpl) ?? 0) + 1)
      for (const t of tailsOf(c)) tailCount.set(t, (tailCount.get(t) ?? 0) + 1)
      strategyCount.set(c.strategy, (strategyCount.get(c.strategy) ?? 0) + 1)
      for (const p of c.parts) partCount.set(p, (partCount.get(p) ?? 0) + 1)
      const shape = shapeOf(c.name)
      shapeCount.set(shape, (shapeCount.get(shape) ?? 0) + 1)
    }
    chosen.forEach(count)
    for (const c of sorted) {
      if (chosen.length >= target) return
      const lower = c.name.toLowerCase()
      if (exclude.has(lower) || chosen.includes(c) || (limits.fresh && c.rerun) || (c.fallback && !limits.fallback)) continue
      // Hand-written bank names each have a shape of their own; tails and words still keep them apart.
      if (!UNCAPPED.has(c.strategy) && (strategyCount.get(c.strategy) ?? 0) >= limits.perStrategy) continue
      // Before the loose passes, relaxing perPart only lets shape markers repeat (a second object +
      // role name), never a source word (Mopsmith, Mopwright).
      const perWord = limits.perWord ?? (limits.fallback ? limits.perPart : 1)
      if (c.parts.some((p) => (partCount.get(p) ?? 0) >= (MARKERS.has(p) ? limits.perPart : perWord))) continue
      // Two names on one tail (Wirewright, Fusewright) read as one template.
      if (tailsOf(c).some((t) => (tailCount.get(t) ?? 0) >= (limits.perTail ?? 1))) continue
      // Past four "A & B" names a list reads as one pattern (angle-names.ts keeps its own to four).
      if (!limits.anyTemplate && c.name.includes(' & ') && chosen.filter((o) => o.name.includes(' & ')).length >= PAIR_CAP) continue
      const tpl = templateOf(c.name)
      // A template the user has seen twice already is the last thing to show again.
      if (tpl && !limits.anyTemplate && (c.rerun || (templateCount.get(tpl) ?? 0) >= templateCap)) continue
      if (limits.perShape !== undefined) {
        const shape = shapeOf(c.name)
        if ((shapeCount.get(shape) ?? 0) >= Math.min(limits.perShape, SHAPE_LIMIT[shape])) continue
      }
      if (chosen.some((o) => nearDuplicate(letters(o.name), letters(c.name), limits.sameHead))) continue
      chosen.push(c)
      count(c)
    }
  }
  // Freshness before shape: a third -radise run in a row looks more like a template than a
  // third Latin-sounding name in one run.
  take(count, { perStrategy: MAX_PER_STRATEGY, perPart: 1, perShape: count, fresh: true })
  // A third name of one strategy in a new shape beats reusing a word or an ending (Potfolk, Potwright).
  take(count, { perStrategy: MAX_PER_STRATEGY + 1, perPart: 1, perShape: count, fresh: true })
  // A second name on a shared marker (a second object + role) beats a top-up from the older
  // strategies (Furna, Guardyssey), which beats a family the user has seen twice.
  take(count, { perStrategy: MAX_PER_STRATEGY + 1, perPart: 2, fresh: true })
  take(count, { perStrategy: MAX_PER_STRATEGY + 1, perPart: 3, fresh: true })
  // Without a trade the composed names are all compounds on two or three nouns: a second role,
  // place or pair on one of them (Kayakworks after Kayakwright) reads plainer than a top-up.
  for (const perWord of opts.ownWordsTwice ? [2, 3, count] : []) take(count, { perStrategy: count, perPart: count, perWord, fresh: true, anyTemplate: true, sameHead: true })
  // A top-up beats a second role tail or light ending; a second one on another tail word beats a
  // family the user has seen twice.
  const loose = { fallback: true, anyTemplate: true }
  take(count, { fallback: true, perStrategy: MAX_PER_STRATEGY + 1, perPart: 2, fresh: true })
  take(count, { ...loose, perStrategy: MAX_PER_STRATEGY + 1, perPart: 2, fresh: true })
  take(count, { ...loose, perStrategy: MAX_PER_STRATEGY, perPart: 1, perShape: count })
  take(count, { ...loose, perStrategy: MAX_PER_STRATEGY, perPart: 2 })
  take(count, { ...loose, perStrategy: count, perPart: 3 })
  take(count, { ...loose, perStrategy: count, perPart: count, perTail: count })
  take(count, { ...loose, perStrategy: count, perPart: count, perTail: count })
  const extra = Math.max(MAX_PER_STRATEGY, Math.ceil((poolSize * MAX_PER_STRATEGY) / Math.max(1, count)))
  take(poolSize, { perStrategy: extra, perPart: 2, fresh: true, perTail: 2 })
  take(poolSize, { ...loose, perStrategy: extra, perPart: 2, fresh: true, perTail: 2 })
  take(poolSize, { ...loose, perStrategy: extra, perPart: 2, perTail: 2 })
  take(poolSize, { ...loose, perStrategy: poolSize, perPart: poolSize, perTail: poolSize })
  // A thin brief's pool may hold two names on one head word (DesignHub, DesignLoop) before it runs short.
  take(poolSize, { ...loose, perStrategy: poolSize, perPart: poolSize, perTail: poolSize, sameHead: true })
  return chosen
}

/**
 * Re-picks `count` ideas from a ranked pool, preferring those `prefer` accepts (for example,
 * names whose .com is free) while keeping at most MAX_PER_STRATEGY per strategy where possible.
 */
export function pickIdeas(pool: NameIdea[], count: number, prefer: (idea: NameIdea) => boolean = () => true): NameIdea[] {
  return pickIdeasByTier(pool, count, (idea) => (prefer(idea) ? 0 : 1))
}

/** Words of a name (Sponge & Seedling: sponge, seedling; SeaGlass: sea, glass), four letters and up. */
function wordsOfName(name: string): string[] {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z]+/).filter((w) => w.length >= 4)
}

/** Would `idea` repeat a word, a near-twin or one pair too many of the ideas already picked? */
function repeats(idea: NameIdea, picked: NameIdea[]): boolean {
  const words = new Set(wordsOfName(idea.name))
  const pair = idea.name.includes(' & ')
  if (pair && picked.filter((o) => o.name.includes(' & ')).length >= PAIR_CAP) return true
  return picked.some((o) => wordsOfName(o.name).some((w) => words.has(w)) || nearDuplicate(letters(o.name), letters(idea.name)))
}

/**
 * Like pickIdeas with more than two levels of preference: ideas of tier 0 first, then tier 1, and
 * so on (lower is better), each level filled under the strategy cap before the cap is lifted.
 * The pool past its first `count` names was chosen under looser variety limits (selectNames),
 * so within each level an idea that repeats a word, a near-twin or a fifth pair of the ideas
 * already picked waits until the rest of that level is in (dev r15: Peony & Petal beside Posy &
 * Peony once three of the florist's names had a taken .com).
 */
export function pickIdeasByTier(pool: NameIdea[], count: number, tierOf: (idea: NameIdea) => number): NameIdea[] {
  const tiers = new Map(pool.map((idea) => [idea, tierOf(idea)]))
  const picked: NameIdea[] = []
  const perStrategy = new Map<string, number>()
  const pass = (worstTier: number, cap: number, varied: boolean) => {
    for (const idea of pool) {
      if (picked.length >= count) return
      if (picked.includes(idea) || tiers.get(idea)! > worstTier) continue
      if (!UNCAPPED.has(idea.strategy) && (perStrategy.get(idea.strategy) ?? 0) >= cap) continue
      if (varied && repeats(idea, picked)) continue
      picked.push(idea)
      perStrategy.set(idea.strategy, (perStrategy.get(idea.strategy) ?? 0) + 1)
    }
  }
  for (const tier of [...new Set(tiers.values())].sort((a, b) => a - b)) {
    pass(tier, MAX_PER_STRATEGY, true)
    pass(tier, count, true)
    pass(tier, MAX_PER_STRATEGY, false)
    pass(tier, count, false)
  }
  // Keep the engine's ranking order for display.
  return pool.filter((idea) => picked.includes(idea))
}
