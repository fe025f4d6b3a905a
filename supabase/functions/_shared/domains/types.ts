/**
 * The contract between the domain checker (check-domain, _shared/domains/) and its users
 * (generate-names, the SPA's badge and More domains panel). One result per domain asked for.
 */

export type DomainStatus = 'available' | 'taken' | 'premium' | 'error'

export interface DomainResult {
  /** The domain as asked for, normalised (lower case, punycode for IDN). */
  domain: string
  /** True only for status 'available' (or 'premium': registrable at a premium price). */
  available: boolean
  status: DomainStatus
  /** Registration price in USD, only for 'premium' and only when a pricing API is configured. */
  price?: number
  /** A registrar search page for this domain (configurable template). */
  affiliateUrl: string
  /** Where the answer came from, for people: e.g. 'the .com registry (RDAP)', 'DNS', 'cache'. */
  source: string
  /** When the registry answered (ISO 8601); a cached result keeps its original time. */
  checkedAt: string
  /** Taken, with an RDAP status of pending delete or redemption period. */
  expiring?: boolean
  /** Why the status is 'error' (bad input, timeout, rate limited, upstream failure). */
  reason?: string
  /** True when answered from the cache (checkedAt and source are then the original answer's). */
  cached?: boolean
}

export interface CheckOptions {
  /**
   * Ask the registry even when the cache says 'available' (the buy button's last look before it
   * sends someone to a registrar). A cached 'taken' still stands: taken names rarely come free.
   */
  fresh?: boolean
  /** Overall time budget in ms; anything unanswered by then comes back as 'error' (reason: timeout). */
  budgetMs?: number
  /** Called once per domain this call really asked a registry or DNS about (not cache hits or shared calls). */
  onUpstreamCheck?: (domain: string) => void
}

export interface DomainChecker {
  /** Answers every entry, in order, duplicates included; never throws for bad input. */
  check(domains: string[], options?: CheckOptions): Promise<DomainResult[]>
}
