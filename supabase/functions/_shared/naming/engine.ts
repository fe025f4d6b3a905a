// The offline naming engine: the brief's trade vocabulary (trades.ts) -> concrete candidates
// (strategies/concrete.ts; the older concept strategies only top up briefs no trade covers) ->
// validation -> scoring (lowered for families the user has already seen, see memory.ts, and for
// fillers, see fillers.ts) -> varied selection -> slogans and rationales. Pure TypeScript, no
// I/O, so it runs the same in Deno (edge functions) and Node (CLI, bench).
import { buildConcepts } from './concepts.ts'
import { buildMemory } from './memory.ts'
import { createRng, hashString } from './rng.ts'
import { type Scored, scoreCandidate } from './score.ts'
import { selectNames } from './select.ts'
import { writeSlogans } from './slogans.ts'
import { affixes } from './strategies/affix.ts'
import { blends } from './strategies/blend.ts'
import { clips } from './strategies/clip.ts'
import { compounds } from './strategies/compound.ts'
import { respellings } from './strategies/respell.ts'
import { concreteCandidates } from './strategies/concrete.ts'
import { buildVocab } from './trades.ts'
import { tradeSlogans } from './trade-slogans.ts'
import { FILLER_ROOTS, isFiller, rootsOf, scoreConcrete } from './fillers.ts'
import { FILLER_VERBS } from './curated/avoid-names.ts'
import type { Candidate, NameIdea, NamingRequest } from './types.ts'
import { rejectReason, toDomain } from './validate.ts'

// The concept strategies remain only as a top-up, ranked below every concrete name and stripped
// of what the judge punished (stock blend targets, filler verbs); Latin roots and all-purpose
// metaphors are gone.
const TOP_UP = [compounds, affixes, blends, clips, respellings]
// Endings the judge read as stock nonsense on a coined word (Coffify, Piecora, Batchista).
// -ly and -sy belong to the concrete light endings, which choose their roots with more care.
const STOCK_ENDING = /(ify|ora|io|ia|ista|ella|ium|opia|ana|ara|ix|able|ly|sy)$/
const TOP_UP_PENALTY = 0.25
const MAX_RATIONALE = 180

export function generateLexicon(req: NamingRequest): NameIdea[] {
  const count = Math.max(1, Math.floor(req.count))
  const poolSize = Math.max(count, Math.floor(req.poolSize ?? count))
  const description = req.description.slice(0, 2000)
  const seed = req.seed ?? hashString(description)
  const rng = createRng(seed)
  const vocab = buildVocab(description)

  // One candidate per spelling: the most relevant formation wins.
  const byName = new Map<string, Candidate>()
  const offer = (c: Candidate) => {
    const key = c.name.toLowerCase()
    // Three letters in a row (Mosssmith) are hard to read and to type in a domain.
    if (rejectReason(c.name) || isFiller(c.name) || /(.)\1\1/i.test(c.name)) return
    const prev = byName.get(key)
    if (!prev || prev.relevance < c.relevance) byName.set(key, c)
  }
  concreteCandidates(vocab).forEach(offer)
  const concrete = new Set(byName.keys())
  const pool = buildConcepts(description)
  const exclude = req.exclude ?? new Set<string>()
  const topUpRng = createRng(seed ^ 0x9e3779b9)
  // Ranked below concrete names; for a brief with a trade of its own they are taken only when
  // the concrete names run out (see select.ts): otherwise they crowd in as fillers.
  const hasTrade = vocab.hits.some((h) => h.main)
  for (const strategy of TOP_UP) {
    for (const c of strategy(pool, topUpRng)) {
      if (c.parts.some((p) => FILLER_VERBS.has(p) || FILLER_ROOTS.has(p)) || STOCK_ENDING.test(c.name.toLowerCase())) continue
      if (rootsOf(c.name).some((r) => FILLER_ROOTS.has(r)) || concrete.has(c.name.toLowerCase())) continue
      offer(c)
    }
  }
  for (const c of byName.values()) {
    // A light ending is a shape: two -ly names in one run read as one template (Shorely, Roastly).
    const end = /(ly|sy)$/.exec(c.name)?.[1]
    if (end && !c.parts.includes(end)) c.parts = [...c.parts, end]
  }
  const memory = buildMemory(exclude)
  const scored: Scored[] = [...byName.values()].map((c) => {
    if (concrete.has(c.name.toLowerCase())) return scoreConcrete(c, rng, memory)
    const s = scoreCandidate(c, rng, memory)
    return { ...s, score: Math.max(0, Math.round((s.score - TOP_UP_PENALTY) * 1000) / 1000), fallback: hasTrade }
  })
  scored.sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
  const chosen = selectNames(scored, count, poolSize, exclude)
  const sloganRng = createRng(seed ^ 0x5bd1e995)
  const slogans = vocab.hits.length ? tradeSlogans(chosen, vocab, sloganRng) : writeSlogans(chosen, pool, sloganRng)
  return chosen.map((c, i) => {
    const idea: NameIdea = {
      name: c.name,
      domain: toDomain(c.name),
      rationale: rationale(c),
      strategy: c.strategy,
      score: c.score,
    }
    const slogan = slogans[i]
    if (slogan) idea.slogan = slogan
    return idea
  })
}

function rationale(c: Candidate): string {
  const line = `${c.name} — ${c.formation}: ${c.why}`
  return line.length <= MAX_RATIONALE ? line : line.slice(0, MAX_RATIONALE - 1).replace(/\s+\S*$/, '') + '…'
}
