import { queryOptions, useQuery } from '@tanstack/react-query'
import { fromPostgrestError } from '@/lib/api-error'
import { getSupabase } from '@/lib/supabase'

export type ProfileStats = { namesGenerated: number; generations: number; domainsChecked: number }

async function rpc(name: 'profile_stats' | 'my_domain_checks'): Promise<unknown> {
  const { data, error, status } = await getSupabase().rpc(name)
  if (error) throw fromPostgrestError(error, status)
  return data
}

export const profileStatsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['profile-stats', userId],
    queryFn: async (): Promise<ProfileStats> => {
      // Counted in Postgres (RLS scopes both to the caller) instead of downloading every run.
      // my_domain_checks() counts only checks that reached a registry, not cache hits.
      const [stats, domainChecks] = await Promise.all([rpc('profile_stats'), rpc('my_domain_checks')])
      const row = (Array.isArray(stats) ? stats[0] : stats) as Record<string, unknown> | null
      return {
        namesGenerated: Number(row?.names_generated ?? 0),
        generations: Number(row?.generations ?? 0),
        domainsChecked: Number(domainChecks ?? 0),
      }
    },
  })

export const useProfileStats = (userId: string) => useQuery(profileStatsQuery(userId))
