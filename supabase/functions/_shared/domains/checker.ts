import { rdapServiceFor } from './bootstrap.ts'
import type { CachedAnswer, DomainCache } from './cache.ts'
import type { DomainCheckerConfig } from './config.ts'
import { queryDoh } from './doh.ts'
import { createHostLimiter, QueueTimeout } from './limiter.ts'
import { normalizeDomain, type Normalized } from './normalize.ts'
import { upstreamError, type Outcome } from './outcome.ts'
import { queryRdap } from './rdap.ts'
import type { CheckOptions, DomainChecker, DomainResult } from './types.ts'

/** Registry premium pricing for available names; only a configured pricing API may say "premium". */
export type PricingLookup = (domains: string[]) => Promise<Map<string, { premium: boolean; price?: number }>>

export interface DomainCheckerDeps {
  config: DomainCheckerConfig
  fetch?: typeof fetch
  /** Read before any registry is asked; non-error answers are written back. */
  cache?: DomainCache
  pricing?: PricingLookup
  /** Where failures of the cache or pricing API are reported (never candidate names). */
  warn?: (message: string) => void
}

/** A fresh answer: what the registry said, who said it, and when. */
interface Answer {
  outcome: Outcome
  source: string
  checkedAt: string
}

const TIMED_OUT = 'No answer from the registry within the time budget'
// Below this much remaining budget, a retry cannot finish anyway.
const MIN_ATTEMPT_MS = 50

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// Verisign's RDAP (.com, .net) took 50 parallel queries without throttling in a published test; a
// run's 8 .com checks should go out in one wave there. Other registries keep the default (5).
const REGISTRY_CAPACITY: Record<string, number> = { 'rdap.verisign.com': 10 }

/**
 * The domain checker behind check-domain and generate-names: validates every entry, answers from
 * the cache, asks each TLD's registry over RDAP (DNS for TLDs without RDAP) in parallel within
 * per-host limits and a time budget, and shares in-flight lookups between callers.
 */
export function createDomainChecker(deps: DomainCheckerDeps): DomainChecker {
  const { config } = deps
  const fetcher = deps.fetch ?? fetch
  const warn = deps.warn ?? ((message: string) => console.warn(message))
  const limiter = createHostLimiter(config.perHostConcurrency, config.totalConcurrency, REGISTRY_CAPACITY)
  const inFlight = new Map<string, Promise<Answer>>()
  const dohHost = new URL(config.dohUrl).host

  const rdapUrl = (baseUrl: string, domain: string) => {
    const url = new URL(`domain/${domain}`, baseUrl)
    return config.rdapBaseUrlOverride ? `${config.rdapBaseUrlOverride}/${url.host}${url.pathname}` : url.toString()
  }

  /** One attempt through the limiter, cut to what is left of the budget. */
  async function attempt(host: string, deadline: number, query: (timeoutMs: number) => Promise<Outcome>): Promise<Outcome> {
    try {
      return await limiter.run(host, deadline, () => {
        const left = deadline - Date.now()
        return left <= 0 ? Promise.resolve(upstreamError(TIMED_OUT, false)) : query(Math.min(config.queryTimeoutMs, left))
      })
    } catch (error) {
      if (error instanceof QueueTimeout) return upstreamError(TIMED_OUT, false)
      throw error
    }
  }

  /** Asks upstream, with one retry for transient failures if the wait fits in the budget. */
  async function lookUp(domain: string, suffix: string, deadline: number): Promise<Answer> {
    const service = rdapServiceFor(domain)
    const tld = suffix.split('.').at(-1)
    const source = service ? `the .${suffix} registry (RDAP)` : `DNS (the .${tld} registry has no RDAP)`
    const host = service?.host ?? dohHost
    const query = service
      ? (timeoutMs: number) => queryRdap(fetcher, rdapUrl(service.baseUrl, domain), domain, timeoutMs)
      : (timeoutMs: number) => queryDoh(fetcher, config.dohUrl, domain, suffix, timeoutMs)
    let outcome = await attempt(host, deadline, query)
    if (outcome.kind === 'error' && outcome.transient) {
      const wait = outcome.retryAfterMs ?? config.retryDelayMs
      if (wait <= config.maxRetryAfterMs && Date.now() + wait + MIN_ATTEMPT_MS < deadline) {
        await sleep(wait)
        outcome = await attempt(host, deadline, query)
      }
    }
    return { outcome, source, checkedAt: new Date().toISOString() }
  }

  /** Resolves with a timeout answer at `deadline` if the shared lookup is still running. */
  function within(promise: Promise<Answer>, deadline: number, source: string): Promise<Answer> {
    let timer: ReturnType<typeof setTimeout> | undefined
    const late = new Promise<Answer>((resolve) => {
      timer = setTimeout(
        () => resolve({ outcome: upstreamError(TIMED_OUT, false), source, checkedAt: new Date().toISOString() }),
        Math.max(0, deadline - Date.now()),
      )
    })
    return Promise.race([promise, late]).finally(() => clearTimeout(timer))
  }

  async function readCache(domains: string[]): Promise<Map<string, CachedAnswer>> {
    if (!deps.cache || domains.length === 0) return new Map()
    try {
      return await deps.cache.get(domains)
    } catch (error) {
      warn(`domain cache unavailable, asking the registries: ${(error as Error).message}`)
      return new Map()
    }
  }

  async function writeCache(answers: CachedAnswer[]): Promise<void> {
    if (!deps.cache || answers.length === 0) return
    await deps.cache.put(answers).catch((error: Error) => warn(`domain cache write failed: ${error.message}`))
  }

  async function priceOf(domains: string[]): Promise<Prices> {
    if (!deps.pricing || domains.length === 0) return new Map()
    try {
      return await deps.pricing(domains)
    } catch (error) {
      warn(`pricing lookup failed: ${(error as Error).message}`)
      return new Map()
    }
  }

  return {
    async check(domains: string[], options: CheckOptions = {}): Promise<DomainResult[]> {
      const deadline = Date.now() + (options.budgetMs ?? config.budgetMs)
      const entries: Normalized[] = domains.map((d) => (typeof d === 'string' ? normalizeDomain(d) : normalizeDomain('')))
      const suffixes = new Map<string, string>()
      for (const e of entries) if (e.ok) suffixes.set(e.domain, e.suffix)
      const unique = [...suffixes.keys()]

      const cached = await readCache(unique)
      if (options.fresh) for (const [domain, hit] of cached) if (hit.status === 'available') cached.delete(domain)
      const answers = new Map<string, Answer>()
      const started: string[] = []
      await Promise.all(
        unique
          .filter((domain) => !cached.has(domain))
          .map(async (domain) => {
            const suffix = suffixes.get(domain)!
            let shared = inFlight.get(domain)
            if (!shared) {
              shared = lookUp(domain, suffix, deadline).finally(() => inFlight.delete(domain))
              inFlight.set(domain, shared)
              started.push(domain)
              options.onUpstreamCheck?.(domain)
            }
            answers.set(domain, await within(shared, deadline, `the .${suffix} registry`))
          }),
      )

      await writeCache(
        started.flatMap((domain): CachedAnswer[] => {
          const { outcome, source, checkedAt } = answers.get(domain)!
          if (outcome.kind === 'error') return []
          return [{ domain, status: outcome.kind, expiring: outcome.kind === 'taken' && outcome.expiring, source, checkedAt }]
        }),
      )

      const available = unique.filter((d) => cached.get(d)?.status === 'available' || answers.get(d)?.outcome.kind === 'available')
      const prices = await priceOf(available)

      return entries.map((entry) => resultFor(entry, cached, answers, prices, config.buyUrlTemplate))
    },
  }
}

type Prices = Map<string, { premium: boolean; price?: number }>

/** The answer for one entry as the contract (types.ts) shapes it. */
function resultFor(
  entry: Normalized,
  cached: Map<string, CachedAnswer>,
  answers: Map<string, Answer>,
  prices: Prices,
  buyUrlTemplate: string,
): DomainResult {
  const base = { domain: entry.domain, affiliateUrl: buyUrlTemplate.replaceAll('{domain}', encodeURIComponent(entry.domain)) }
  if (!entry.ok) {
    return { ...base, available: false, status: 'error', source: 'validation', checkedAt: new Date().toISOString(), reason: entry.reason }
  }
  const price = prices.get(entry.domain)
  const free = price?.premium
    ? { available: true, status: 'premium' as const, ...(price.price === undefined ? {} : { price: price.price }) }
    : { available: true, status: 'available' as const }
  const taken = (expiring: boolean) => ({ available: false, status: 'taken' as const, ...(expiring ? { expiring: true } : {}) })

  const hit = cached.get(entry.domain)
  if (hit) {
    const state = hit.status === 'available' ? free : taken(hit.expiring)
    return { ...base, ...state, source: hit.source, checkedAt: hit.checkedAt, cached: true }
  }
  const { outcome, source, checkedAt } = answers.get(entry.domain)!
  if (outcome.kind === 'available') return { ...base, ...free, source, checkedAt }
  if (outcome.kind === 'taken') return { ...base, ...taken(outcome.expiring), source, checkedAt }
  return { ...base, available: false, status: 'error', source, checkedAt, reason: outcome.reason }
}
