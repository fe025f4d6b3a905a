import { queryOptions, useQuery } from '@tanstack/react-query'
import { invokeFunction } from '@/lib/api-error'

export type VerifiedPayment = { email: string }

/**
 * verify-payment for one Checkout Session. A query, not a mutation: the server's grant is idempotent,
 * and one cached answer per session keeps StrictMode's double mount and re-renders to one call.
 */
export const verifyPaymentQuery = (sessionId: string, email: string | null, userId: string | null) =>
  queryOptions({
    queryKey: ['verify-payment', sessionId, email, userId],
    staleTime: Infinity,
    retry: false,
    queryFn: async (): Promise<VerifiedPayment> => {
      const body = await invokeFunction<{ success?: boolean; customer?: { email?: string } }>('verify-payment', {
        sessionId,
        ...(email ? { email } : {}),
      })
      if (body?.success !== true) throw new Error('Verification failed')
      return { email: body.customer?.email ?? email ?? '' }
    },
  })

export function useVerifyPayment(sessionId: string, email: string | null, userId: string | null, enabled: boolean) {
  return useQuery({ ...verifyPaymentQuery(sessionId, email, userId), enabled })
}
