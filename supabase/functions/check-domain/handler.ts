import { callerFromToken } from '../_shared/caller.ts'
import { createDomainChecker, createPostgresDomainCache, domainCheckLimitsEnv, domainCheckerEnv, pricingFromEnv } from '../_shared/domains/mod.ts'
import { createAdminClient } from '../_shared/supabase.ts'
import { createCheckDomainHandler } from './check-domain.ts'

// Built at load time so a missing or malformed environment variable fails the function's boot, loudly.
const read = (name: string) => Deno.env.get(name)
const admin = createAdminClient()
const checker = createDomainChecker({
  config: domainCheckerEnv(read),
  cache: createPostgresDomainCache(admin),
  pricing: pricingFromEnv(read),
})

export const handler = createCheckDomainHandler({
  checker,
  limits: domainCheckLimitsEnv(read),
  getCaller: (token) => callerFromToken(admin, token),
  hitRateLimits: async (buckets) => {
    const p_limits = buckets.map((b) => ({ subject: b.subject, action: 'check-domain', max: b.max, window_seconds: b.windowSeconds }))
    const { data, error } = await admin.rpc('hit_rate_limits', { p_limits })
    if (error || typeof data !== 'number') throw new Error(`domain check throttle failed: ${error?.message ?? String(data)}`)
    return data
  },
  recordChecks: async (userId, count) => {
    const { error } = await admin.rpc('record_domain_checks', { p_user: userId, p_count: count })
    if (error) throw new Error(error.message)
  },
})
