import { queryOptions, useQuery } from '@tanstack/react-query'
import { fromPostgrestError } from '@/lib/api-error'
import { getSupabase } from '@/lib/supabase'

// No "domains checked" count: nothing checks a domain yet, and a stat must count real work. Add it
// back (here, in quick-stats.tsx and in profile_stats()) when the domain feature ships.
export type ProfileStats = { namesGenerated: number; generations: number }

export const profileStatsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['profile-stats', userId],
    queryFn: async (): Promise<ProfileStats> => {
      // Counted in Postgres (RLS scopes it to the caller) instead of downloading every run.
      const { data, error, status } = await getSupabase().rpc('profile_stats')
      if (error) throw fromPostgrestError(error, status)
      const row = (Array.isArray(data) ? data[0] : data) as Record<string, unknown> | null
      return {
        namesGenerated: Number(row?.names_generated ?? 0),
        generations: Number(row?.generations ?? 0),
      }
    },
  })

export const useProfileStats = (userId: string) => useQuery(profileStatsQuery(userId))
