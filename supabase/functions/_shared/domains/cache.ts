import type { SupabaseClient } from '@supabase/supabase-js'

/** A registry's answer worth keeping: errors are never cached. */
export interface CachedAnswer {
  domain: string
  status: 'available' | 'taken'
  expiring: boolean
  source: string
  checkedAt: string
}

export interface DomainCache {
  /** Unexpired answers for these domains. */
  get(domains: string[]): Promise<Map<string, CachedAnswer>>
  put(answers: CachedAnswer[]): Promise<void>
}

/**
 * How long an answer stays good. Availability is a snapshot (someone may register the name any
 * minute) and the buy link re-checks anyway; "taken" rarely changes, except for names being deleted.
 */
export const CACHE_TTL_SECONDS = { available: 10 * 60, taken: 24 * 3600, expiring: 3600 }

const ttlOf = (answer: CachedAnswer) =>
  answer.status === 'available' ? CACHE_TTL_SECONDS.available : answer.expiring ? CACHE_TTL_SECONDS.expiring : CACHE_TTL_SECONDS.taken

/** The cache in public.domain_check_cache, through the service-role client. */
export function createPostgresDomainCache(admin: SupabaseClient): DomainCache {
  return {
    async get(domains) {
      if (domains.length === 0) return new Map()
      const { data, error } = await admin
        .from('domain_check_cache')
        .select('domain, status, expiring, source, checked_at')
        .in('domain', domains)
        .gt('expires_at', new Date().toISOString())
      if (error) throw new Error(`domain cache read failed: ${error.message}`, { cause: error })
      return new Map(
        (data ?? []).map((row) => [
          String(row.domain),
          {
            domain: String(row.domain),
            status: row.status === 'available' ? 'available' : 'taken',
            expiring: row.expiring === true,
            source: String(row.source),
            checkedAt: new Date(String(row.checked_at)).toISOString(),
          },
        ]),
      )
    },
    async put(answers) {
      if (answers.length === 0) return
      const rows = answers.map((answer) => ({
        domain: answer.domain,
        status: answer.status,
        expiring: answer.expiring,
        source: answer.source,
        checked_at: answer.checkedAt,
        expires_at: new Date(Date.parse(answer.checkedAt) + ttlOf(answer) * 1000).toISOString(),
      }))
      const { error } = await admin.from('domain_check_cache').upsert(rows, { onConflict: 'domain' })
      if (error) throw new Error(`domain cache write failed: ${error.message}`, { cause: error })
    },
  }
}
