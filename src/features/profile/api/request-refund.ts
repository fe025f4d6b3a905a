import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invokeFunction } from '@/lib/api-error'
import { refreshPremium } from '@/lib/queries/premium'

/** request-refund: Stripe refunds the $4 and the server revokes premium at once. */
export function useRequestRefund() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => invokeFunction<{ ok: boolean }>('request-refund', {}),
    // Refused or not, the purchase may have changed (a refund from another tab): ask again.
    onSettled: () => refreshPremium(queryClient),
  })
}
