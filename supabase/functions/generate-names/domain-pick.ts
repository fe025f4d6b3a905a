// Domain-aware selection: check the pool's .com names (and on-brand alternatives for strong names
// whose .com is taken) within one time budget, then pick names with a free domain first. Domain
// checks only ever improve a run: a failing or slow checker leaves every state 'error', never
// 'available', and the run goes on with the engine's ranking.
import type { CheckOptions, DomainResult, DomainStatus } from '../_shared/domains/types.ts'
import { alternativeDomains, isBareWord, likelyTakenCom, pickIdeasByTier, type NameIdea } from '../_shared/naming/mod.ts'
import { unstorableTextReason } from '../_shared/text.ts'

export interface DomainPickOptions {
  check(domains: string[], options: CheckOptions): Promise<DomainResult[]>
  /** All checks of one run share this budget (ms). */
  budgetMs: number
  /** A registrar search page for a domain the checker did not answer for. */
  buyLink(domain: string): string
  now?: () => number
}

export interface OfferedIdea {
  idea: NameIdea
  /** The domain offered with the name: its .com, or an available alternative when the .com is not. */
  domain: DomainResult
}

const STATUSES = new Set<DomainStatus>(['available', 'taken', 'premium', 'error'])
// A checker that ignores its budget is cut off this long after it: its late answers are lost.
const GRACE_MS = 100
// Below this, a second round of checks cannot come back in time: skip it.
const MIN_ROUND_MS = 50
// check-domain's own limit per call; more would be refused there too.
const MAX_PER_CALL = 60

const errorResult = (domain: string, reason: string, buyLink: (domain: string) => string): DomainResult => ({
  domain,
  available: false,
  status: 'error',
  affiliateUrl: buyLink(domain),
  source: 'generate-names',
  checkedAt: new Date().toISOString(),
  reason,
})

// The answer is stored with the run (jsonb refuses NUL and broken Unicode): such text is dropped.
const text = (value: unknown) => (typeof value === 'string' && unstorableTextReason(value) === undefined ? value : '')

/** The checker's answer for `domain`, copied field by field, or null when it is not one. */
function trusted(domain: string, result: DomainResult | undefined): DomainResult | null {
  if (!result || typeof result !== 'object' || result.domain !== domain || !STATUSES.has(result.status)) return null
  const available = result.status === 'available' || result.status === 'premium'
  if (result.available !== available) return null
  const copy: DomainResult = {
    domain,
    available,
    status: result.status,
    affiliateUrl: text(result.affiliateUrl),
    source: text(result.source),
    checkedAt: text(result.checkedAt),
  }
  if (typeof result.price === 'number' && result.status === 'premium') copy.price = result.price
  if (result.expiring === true) copy.expiring = true
  if (result.reason !== undefined) copy.reason = text(result.reason)
  if (result.cached === true) copy.cached = true
  return copy
}

/** One round of checks that always answers, within budgetMs (+ grace) and without throwing. */
async function checkRound(domains: string[], budgetMs: number, options: DomainPickOptions): Promise<Map<string, DomainResult>> {
  const answers = new Map<string, DomainResult>()
  const asked = [...new Set(domains)].slice(0, MAX_PER_CALL)
  if (asked.length === 0 || budgetMs < MIN_ROUND_MS) return answers
  let timer: ReturnType<typeof setTimeout> | undefined
  const cutOff = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), budgetMs + GRACE_MS)))
  let reason = 'timeout'
  try {
    const results = await Promise.race([options.check(asked, { budgetMs }), cutOff])
    if (results) reason = 'no answer from the checker'
    asked.forEach((domain, i) => {
      const result = Array.isArray(results) ? trusted(domain, results[i]) : null
      if (result) answers.set(domain, result)
    })
  } catch {
    reason = 'the domain check failed'
  } finally {
    clearTimeout(timer)
  }
  for (const domain of asked) if (!answers.has(domain)) answers.set(domain, errorResult(domain, reason, options.buyLink))
  return answers
}

/**
 * Picks `count` ideas from the ranked pool, each with the domain it is offered with. Preference:
 * a free .com or (strong names only) a free alternative, then a premium .com, an unknown .com, a
 * taken .com; a bare dictionary word with nothing free comes last. Within a tier the engine's
 * ranking decides.
 */
export async function pickWithDomains(pool: NameIdea[], count: number, options: DomainPickOptions): Promise<OfferedIdea[]> {
  const now = options.now ?? (() => performance.now())
  const deadline = now() + options.budgetMs
  // Strong names, the engine's best half, keep their place with a free alternative; the rest
  // make way for names whose own .com is free.
  const strong = pool.slice(0, Math.max(1, Math.ceil(count / 2)))
  const comOf = (idea: NameIdea) => idea.domain.toLowerCase()

  // Round 1: every .com, plus the alternatives of strong names whose .com is surely taken.
  const prefetched = strong.filter((idea) => likelyTakenCom(idea.name))
  const firstRound = [
    ...strong.map(comOf),
    ...prefetched.flatMap((idea) => alternativeDomains(idea.name)),
    ...pool.slice(strong.length).map(comOf),
  ]
  const results = await checkRound(firstRound, deadline - now(), options)
  // Round 2: alternatives for the other strong names whose .com turned out taken.
  const needAlternatives = strong.filter((idea) => !prefetched.includes(idea) && results.get(comOf(idea))?.status === 'taken')
  const second = await checkRound(needAlternatives.flatMap((idea) => alternativeDomains(idea.name)), deadline - now(), options)
  second.forEach((result, domain) => results.set(domain, result))

  const offered = new Map<NameIdea, { domain: DomainResult; tier: number }>()
  for (const idea of pool) {
    const com = results.get(comOf(idea)) ?? errorResult(comOf(idea), 'not checked', options.buyLink)
    const alternative = com.status === 'available' ? undefined : alternativeDomains(idea.name).map((d) => results.get(d)).find((r) => r?.status === 'available')
    offered.set(idea, { domain: alternative ?? com, tier: tierOf(idea, com, alternative) })
  }
  const picked = pickIdeasByTier(pool, count, (idea) => offered.get(idea)!.tier)
  // Names with a free domain lead, so a free user's revealed names are the ones they can register.
  const free = picked.filter((idea) => offered.get(idea)!.domain.status === 'available')
  const rest = picked.filter((idea) => offered.get(idea)!.domain.status !== 'available')
  return [...free, ...rest].map((idea) => ({ idea, domain: offered.get(idea)!.domain }))
}

function tierOf(idea: NameIdea, com: DomainResult, alternative: DomainResult | undefined): number {
  if (com.status === 'available' || alternative) return 0
  if (com.status === 'premium') return 1
  if (isBareWord(idea.name)) return 4
  return com.status === 'error' ? 2 : 3
}
