import { queryOptions, useQuery } from '@tanstack/react-query'
import { backend } from '@/lib/backend'
import { useAuth } from '@/lib/auth/auth-context'

/** What the server counts for the signed-in user (public.my_usage(); the same rules generate-names enforces). */
export type Usage = {
  used: number
  /** null for premium: unlimited. */
  limit: number | null
  remaining: number | null
  premium: boolean
  freeUnlocked: boolean
}

export const usageKeys = { usage: (userId: string | null) => ['usage', userId] as const }

export const usageQuery = (userId: string | null) =>
  queryOptions({
    queryKey: usageKeys.usage(userId),
    enabled: userId !== null,
    queryFn: async (): Promise<Usage> => {
      const { supabase, fromPostgrestError } = await backend()
      const { data, error, status } = await supabase.rpc('my_usage')
      if (error) throw fromPostgrestError(error, status)
      return parseUsage(data)
    },
  })

export function parseUsage(raw: unknown): Usage {
  const row = (Array.isArray(raw) ? raw[0] : raw) as Record<string, unknown> | null | undefined
  const num = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0))
  const premium = row?.premium === true
  return {
    used: num(row?.used),
    limit: premium || row?.limit == null ? null : num(row.limit),
    remaining: premium || row?.remaining == null ? null : num(row.remaining),
    premium,
    freeUnlocked: row?.free_unlocked === true || row?.freeUnlocked === true,
  }
}

export function useUsage() {
  const { user } = useAuth()
  return useQuery(usageQuery(user?.id ?? null))
}
