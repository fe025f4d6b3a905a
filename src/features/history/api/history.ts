import { queryOptions, useQuery } from '@tanstack/react-query'
import { fromPostgrestError } from '@/lib/api-error'
import { useAuth } from '@/lib/auth/auth-context'
import { getSupabase } from '@/lib/supabase'

export type HistoryName = { name: string; domain: string; slogan?: string; rationale?: string }
export type HistoryEntry = {
  id: string
  description: string
  names: HistoryName[]
  lockedCount: number
  createdAt: string
}

export const historyQuery = (userId: string | null) =>
  queryOptions({
    queryKey: ['history', userId],
    enabled: userId !== null,
    queryFn: async (): Promise<HistoryEntry[]> => {
      // RLS returns only the caller's rows; the filter keeps the query honest and indexed.
      const { data, error, status } = await getSupabase()
        .from('name_generations')
        .select('id, description, names, locked_count, created_at')
        .eq('user_id', userId!)
        .order('created_at', { ascending: false })
        .limit(100)
      if (error) throw fromPostgrestError(error, status)
      return (data ?? []).map((row) => ({
        id: String(row.id),
        description: String(row.description),
        names: Array.isArray(row.names) ? (row.names as HistoryName[]) : [],
        lockedCount: Number(row.locked_count ?? 0),
        createdAt: String(row.created_at),
      }))
    },
  })

export function useHistory() {
  const { user } = useAuth()
  return useQuery(historyQuery(user?.id ?? null))
}
