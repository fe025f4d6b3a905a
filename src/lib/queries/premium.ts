import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { backend } from '@/lib/backend'
import { useAuth } from '@/lib/auth/auth-context'
import { readStoredFlag, removeStored, storageKeyName, writeStored } from '@/lib/storage'

export const premiumKeys = {
  status: (userId: string | null) => ['premium', userId] as const,
  purchase: (userId: string | null) => ['purchase', userId] as const,
}

export const premiumQuery = (userId: string | null) =>
  queryOptions({
    queryKey: premiumKeys.status(userId),
    queryFn: async () => {
      const { invokeFunction } = await backend()
      return (await invokeFunction<{ hasPremium: boolean }>('check-premium', {})).hasPremium === true
    },
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

/** public.my_purchase(): the caller's $4 purchase, or null when there is none. */
export type Purchase = {
  purchasedAt: string | null
  refundableUntil: string | null
  refundedAt: string | null
  /** Inside the self-serve refund window when fetched (request-refund checks again). */
  refundable: boolean
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null)

export const purchaseQuery = (userId: string | null) =>
  queryOptions({
    queryKey: premiumKeys.purchase(userId),
    enabled: userId !== null,
    queryFn: async (): Promise<Purchase | null> => {
      const { supabase, fromPostgrestError } = await backend()
      const { data, error, status } = await supabase.rpc('my_purchase')
      if (error) throw fromPostgrestError(error, status)
      const row = data as Record<string, unknown> | null
      if (!row || typeof row !== 'object') return null
      const refundableUntil = text(row.refundable_until)
      return {
        purchasedAt: text(row.purchased_at),
        refundableUntil,
        refundedAt: text(row.refunded_at),
        refundable: refundableUntil !== null && Date.parse(refundableUntil) > Date.now(),
      }
    },
  })

export function usePurchase() {
  const { user } = useAuth()
  return useQuery(purchaseQuery(user?.id ?? null))
}

/** Everything that changes when premium is granted or revoked: ask the server again. */
export function refreshPremium(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    ['premium', 'purchase', 'usage', 'history'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
  )
}

const watchedKeys = new Set<string>([storageKeyName('premium'), storageKeyName('sessionId')])

/**
 * Mount once in the layout. Another tab (the one /success opened in) writes the premium cache: ask
 * the server again. The cache follows the server's answer, never the other way round.
 */
export function usePremiumSync(): void {
  const queryClient = useQueryClient()
  const { user } = useAuth()
  const { data } = useQuery(premiumQuery(user?.id ?? null))

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || watchedKeys.has(event.key)) void refreshPremium(queryClient)
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [queryClient])

  useEffect(() => {
    if (data === true) {
      writeStored('premium', 'true')
      removeStored('usageCount')
    } else if (data === false && readStoredFlag('premium')) {
      removeStored('premium')
    }
  }, [data])
}
