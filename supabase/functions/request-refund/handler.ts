import Stripe from 'stripe'
import { callerFromToken } from '../_shared/caller.ts'
import { revokePurchase } from '../_shared/payments/purchases.ts'
import { createStripe } from '../_shared/payments/stripe.ts'
import { createAdminClient } from '../_shared/supabase.ts'
import { createRequestRefundHandler } from './request-refund.ts'

// Built at load time so a missing or malformed environment variable fails the function's boot, loudly.
const admin = createAdminClient()
const stripe = createStripe((name) => Deno.env.get(name))
const dateOrNull = (value: unknown) => (typeof value === 'string' ? new Date(value) : null)

export const handler = createRequestRefundHandler({
  getCaller: (token) => callerFromToken(admin, token),
  findPurchase: async (caller) => {
    const { data, error } = await admin.rpc('purchase_of', { p_user: caller.id })
    if (error) throw new Error(`purchase lookup failed: ${error.message}`, { cause: error })
    const row = (Array.isArray(data) ? data[0] : data) as Record<string, unknown> | null
    if (!row?.id) return null
    return {
      paymentIntentId: typeof row.stripe_payment_intent_id === 'string' ? row.stripe_payment_intent_id : null,
      purchasedAt: dateOrNull(row.purchased_at),
      refundedAt: dateOrNull(row.refunded_at),
    }
  },
  refund: async (paymentIntentId) => {
    try {
      await stripe.refunds.create(
        { payment_intent: paymentIntentId, reason: 'requested_by_customer' },
        { idempotencyKey: `refund-${paymentIntentId}` },
      )
    } catch (error) {
      // Refunded meanwhile (a double click, or from the Stripe dashboard): the outcome wanted.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded') return
      throw error
    }
  },
  revoke: (paymentIntentId, refundedAt) => revokePurchase(admin, paymentIntentId, refundedAt),
  now: () => new Date(),
})
