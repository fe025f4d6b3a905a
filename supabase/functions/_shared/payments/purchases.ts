import type { SupabaseClient } from '@supabase/supabase-js'
import type Stripe from 'stripe'

/** A paid Checkout Session, reduced to what a grant needs. */
export interface Purchase {
  sessionId: string
  paymentIntentId: string
  email: string
  /** The account the session was created for, or null for a guest purchase (matched by email). */
  userId: string | null
  stripeCustomerId: string | null
  paidAt: Date
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null))

/** The email the buyer paid with: what they typed at checkout, else what we prefilled. */
export function sessionEmail(session: Stripe.Checkout.Session): string | null {
  const email = session.customer_details?.email ?? session.customer_email ?? null
  return email ? email.trim().toLowerCase() : null
}

/**
 * The purchase a session stands for, or null unless Stripe says it is paid. Everything comes from
 * the session itself, never from the caller, so the webhook and verify-payment grant the same thing.
 */
export function purchaseFromSession(session: Stripe.Checkout.Session): Purchase | null {
  if (session.mode !== 'payment' || session.payment_status !== 'paid') return null
  const paymentIntentId = idOf(session.payment_intent)
  const email = sessionEmail(session)
  if (!paymentIntentId || !email) return null
  const reference = session.client_reference_id
  return {
    sessionId: session.id,
    paymentIntentId,
    email,
    userId: reference && UUID.test(reference) ? reference.toLowerCase() : null,
    stripeCustomerId: idOf(session.customer),
    paidAt: new Date(session.created * 1000),
  }
}

export type GrantResult = 'granted' | 'refunded' | 'recorded' | 'duplicate'
export type RevokeResult = 'revoked' | 'pending' | 'recorded' | 'duplicate'

/**
 * The one grant both the webhook and verify-payment use. Idempotent per session (and per event id
 * when given): whichever caller comes first records the purchase, the other changes nothing.
 */
export async function grantPurchase(admin: SupabaseClient, purchase: Purchase, eventId?: string): Promise<GrantResult> {
  const { data, error } = await admin.rpc('grant_purchase', {
    p_session_id: purchase.sessionId,
    p_payment_intent_id: purchase.paymentIntentId,
    p_email: purchase.email,
    p_user: purchase.userId,
    p_stripe_customer_id: purchase.stripeCustomerId,
    p_paid_at: purchase.paidAt.toISOString(),
    p_event_id: eventId ?? null,
  })
  if (error) throw new Error(`grant_purchase failed: ${error.message}`, { cause: error })
  return data as GrantResult
}

/** Takes premium back for a refunded payment; remembered even when the purchase arrives later. */
export async function revokePurchase(
  admin: SupabaseClient,
  paymentIntentId: string,
  refundedAt: Date,
  eventId?: string,
): Promise<RevokeResult> {
  const { data, error } = await admin.rpc('revoke_purchase', {
    p_payment_intent_id: paymentIntentId,
    p_refunded_at: refundedAt.toISOString(),
    p_event_id: eventId ?? null,
  })
  if (error) throw new Error(`revoke_purchase failed: ${error.message}`, { cause: error })
  return data as RevokeResult
}
