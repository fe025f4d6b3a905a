// The domain checker's public surface, for check-domain and generate-names.
export type { CheckOptions, DomainChecker, DomainResult, DomainStatus } from './types.ts'
export { createDomainChecker, type DomainCheckerDeps, type PricingLookup } from './checker.ts'
export { DOMAIN_CHECK_RATE_LIMITS, domainCheckLimitsEnv, domainCheckerEnv, type DomainCheckLimits, type DomainCheckerConfig } from './config.ts'
export { createPostgresDomainCache, CACHE_TTL_SECONDS, type CachedAnswer, type DomainCache } from './cache.ts'
export { normalizeDomain, type Normalized } from './normalize.ts'
export { rdapServiceFor } from './bootstrap.ts'
export { MORE_DOMAINS_TLDS } from './tlds.ts'
export { pricingFromEnv } from './pricing.ts'
