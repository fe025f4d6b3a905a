// The offline naming engine: concepts -> candidates from every strategy -> validation ->
// scoring (lowered for families the user has already seen, see memory.ts) -> varied selection
// -> slogans and rationales. Pure TypeScript, no I/O, so it runs the same in Deno (edge
// functions) and Node (CLI, bench).
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
import { metaphors } from './strategies/metaphor.ts'
import { respellings } from './strategies/respell.ts'
import { rootCoinages } from './strategies/roots.ts'
import type { Candidate, NameIdea, NamingRequest } from './types.ts'
import { rejectReason, toDomain } from './validate.ts'

const STRATEGIES = [compounds, blends, affixes, clips, respellings, metaphors, rootCoinages]
const MAX_RATIONALE = 180

export function generateLexicon(req: NamingRequest): NameIdea[] {
  const count = Math.max(1, Math.floor(req.count))
  const poolSize = Math.max(count, Math.floor(req.poolSize ?? count))
  const description = req.description.slice(0, 2000)
  const seed = req.seed ?? hashString(description)
  const rng = createRng(seed)
  const pool = buildConcepts(description)
  const strategyRng = createRng(seed ^ 0x9e3779b9)

  // One candidate per spelling: the most relevant formation wins.
  const byName = new Map<string, Candidate>()
  for (const strategy of STRATEGIES) {
    for (const c of strategy(pool, strategyRng)) {
      const key = c.name.toLowerCase()
      if (rejectReason(c.name)) continue
      const prev = byName.get(key)
      if (!prev || prev.relevance < c.relevance) byName.set(key, c)
    }
  }
  const exclude = req.exclude ?? new Set<string>()
  const memory = buildMemory(exclude)
  const scored: Scored[] = [...byName.values()].map((c) => scoreCandidate(c, rng, memory))
  scored.sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
  const chosen = selectNames(scored, count, poolSize, exclude)
  const slogans = writeSlogans(chosen, pool, createRng(seed ^ 0x5bd1e995))
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
