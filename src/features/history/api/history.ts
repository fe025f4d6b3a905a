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

const isName = (value: unknown): value is HistoryName =>
  typeof value === 'object' && value !== null && typeof (value as HistoryName).name === 'string'

export const historyQuery = (userId: string | null) =>
  queryOptions({
    queryKey: ['history', userId],
    enabled: userId !== null,
    queryFn: async (): Promise<HistoryEntry[]> => {
      // public.my_generations(): the caller's runs, newest first; for a premium caller the names
      // that were locked are included (and locked_count is 0).
      const { data, error, status } = await getSupabase().rpc('my_generations')
      if (error) throw fromPostgrestError(error, status)
      const rows = (Array.isArray(data) ? data : []) as Record<string, unknown>[]
      return rows.map((row) => ({
        id: String(row.id),
        description: String(row.description),
        names: Array.isArray(row.names) ? row.names.filter(isName) : [],
        lockedCount: Number(row.locked_count ?? 0),
        createdAt: String(row.created_at),
      }))
    },
  })

export function useHistory() {
  const { user } = useAuth()
  return useQuery(historyQuery(user?.id ?? null))
}
