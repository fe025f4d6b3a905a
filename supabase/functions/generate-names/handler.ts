import type { SupabaseClient } from '@supabase/supabase-js'
import { callerFromToken } from '../_shared/caller.ts'
import { createDomainChecker, createPostgresDomainCache, domainCheckerEnv } from '../_shared/domains/mod.ts'
import { GENERATE_RATE_LIMIT } from '../_shared/limits.ts'
import { createNamingProvider } from '../_shared/naming/mod.ts'
import { createAdminClient } from '../_shared/supabase.ts'
import { domainBudgetEnv } from './config.ts'
import { createGenerateNamesHandler, KeyReused, OutOfGenerations, type GenerateResponse, type Usage } from './generate-names.ts'

// Built at load time so a missing environment variable fails the function's boot, loudly.
const admin = createAdminClient()
const naming = createNamingProvider(Deno.env.toObject(), {
  onConfigProblem: (message) => console.warn(message),
  onFallback: (reason) => console.warn(`naming provider fell back to lexicon: ${reason}`),
})
const readEnv = (name: string) => Deno.env.get(name)
const domainConfig = domainCheckerEnv(readEnv)
const domainChecker = createDomainChecker({ config: domainConfig, cache: createPostgresDomainCache(admin) })
const domainBudgetMs = domainBudgetEnv(readEnv)

function toUsage(row: Record<string, unknown>): Usage {
  const premium = row.premium === true
  return {
    used: Number(row.used ?? 0),
    limit: premium ? null : Number(row.limit),
    remaining: premium ? null : Number(row.remaining),
    premium,
  }
}

async function usageOf(client: SupabaseClient, userId: string): Promise<Usage> {
  const { data, error } = await client.rpc('usage_for', { p_user: userId })
  if (error) throw new Error(`usage lookup failed: ${error.message}`, { cause: error })
  return toUsage((Array.isArray(data) ? data[0] : data) as Record<string, unknown>)
}

export const handler = createGenerateNamesHandler({
  getCaller: (token) => callerFromToken(admin, token),
  allowRequest: async (caller) => {
    const { data, error } = await admin.rpc('hit_rate_limit', {
      p_subject: caller.id,
      p_action: 'generate-names',
      p_max: GENERATE_RATE_LIMIT.max,
      p_window_seconds: GENERATE_RATE_LIMIT.windowSeconds,
    })
    if (error) throw new Error(`rate limit check failed: ${error.message}`, { cause: error })
    return data === true
  },
  usage: (caller) => usageOf(admin, caller.id),
  recentNames: async (caller) => {
    const { data, error } = await admin
      .from('shown_names')
      .select('name_key')
      .eq('user_id', caller.id)
      .order('created_at', { ascending: false })
      .limit(1000)
    if (error) throw new Error(`shown_names lookup failed: ${error.message}`, { cause: error })
    return new Set((data ?? []).map((row) => String(row.name_key)))
  },
  alreadyShown: async (caller, names) => {
    if (names.length === 0) return new Set()
    const { data, error } = await admin.from('shown_names').select('name_key').eq('user_id', caller.id).in('name_key', names)
    if (error) throw new Error(`shown_names check failed: ${error.message}`, { cause: error })
    return new Set((data ?? []).map((row) => String(row.name_key)))
  },
  generate: ({ description, count, poolSize, exclude }) =>
    naming.generate({ description, count, poolSize, exclude, seed: Math.floor(Math.random() * 2 ** 31) }),
  replay: async (caller, request) => {
    const { data, error } = await admin.rpc('replayed_generation', {
      p_user: caller.id,
      p_request_key: request.key,
      p_fingerprint: request.fingerprint,
    })
    if (error?.code === 'PT422') throw new KeyReused(error.message)
    if (error) throw new Error(`replayed_generation failed: ${error.message}`, { cause: error })
    return (data ?? null) as GenerateResponse | null
  },
  record: async ({ caller, description, revealed, locked, request }) => {
    const { data, error } = await admin.rpc('record_generation', {
      p_user: caller.id,
      p_email: caller.email,
      p_description: description,
      p_names: revealed,
      p_locked: locked,
      p_request_key: request?.key ?? null,
      p_fingerprint: request?.fingerprint ?? null,
    })
    // record_generation raises PT402 when the last free run was taken meanwhile, PT422 for a reused key.
    if (error?.code === 'PT402') throw new OutOfGenerations(error.message)
    if (error?.code === 'PT422') throw new KeyReused(error.message)
    if (error) throw new Error(`record_generation failed: ${error.message}`, { cause: error })
    return data as GenerateResponse
  },
  domains: {
    check: (domains, options) => domainChecker.check(domains, options),
    budgetMs: domainBudgetMs,
    buyLink: (domain) => domainConfig.buyUrlTemplate.replaceAll('{domain}', encodeURIComponent(domain)),
  },
  recordDomainChecks: async (caller, count) => {
    if (count === 0) return
    const { error } = await admin.rpc('record_domain_checks', { p_user: caller.id, p_count: count })
    if (error) throw new Error(`record_domain_checks failed: ${error.message}`, { cause: error })
  },
})
