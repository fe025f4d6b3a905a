import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { track } from '@/lib/analytics'
import { PRICE_USD } from '@/lib/constants'
import { refreshPremium } from '@/lib/queries/premium'
import { readStored, writeStored } from '@/lib/storage'
import type { VerifiedPayment } from '@/features/billing/api/verify-payment'

/**
 * After verify-payment says yes: ask the server for premium, usage and history again, keep the spec's
 * caches, and report the purchase once per session id (a reload or StrictMode's second run finds the
 * stored id and reports nothing).
 */
export function usePaymentConfirmed(sessionId: string | null, verified: VerifiedPayment | undefined) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!sessionId || !verified) return
    const firstTime = readStored('sessionId') !== sessionId
    writeStored('sessionId', sessionId)
    if (verified.email) writeStored('customerEmail', verified.email)
    writeStored('premium', 'true')
    if (firstTime) track('purchase', { value: PRICE_USD, currency: 'USD' })
    void refreshPremium(queryClient)
  }, [sessionId, verified, queryClient])
}
