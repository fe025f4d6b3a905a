import { queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { invokeFunction } from '@/lib/api-error'
import { useAuth } from '@/lib/auth/auth-context'

export const premiumKeys = { status: (userId: string | null) => ['premium', userId] as const }

export const premiumQuery = (userId: string | null) =>
  queryOptions({
    queryKey: premiumKeys.status(userId),
    queryFn: async () => (await invokeFunction<{ hasPremium: boolean }>('check-premium', {})).hasPremium === true,
    enabled: userId !== null,
    staleTime: 60_000,
  })

/**
 * Premium comes only from the server (customers table via check-premium), never from
 * localStorage or user_metadata. A failed check reads as "not premium" and is logged.
 */
export function usePremium(): { isPremium: boolean; loading: boolean } {
  const { user, loading } = useAuth()
  const query = useQuery(premiumQuery(user?.id ?? null))
  useEffect(() => {
    if (query.error) console.warn('Premium check failed', query.error.message)
  }, [query.error])
  return { isPremium: query.data === true, loading: loading || (user !== null && query.isPending) }
}
