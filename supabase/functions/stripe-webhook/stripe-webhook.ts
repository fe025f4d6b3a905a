import type Stripe from 'stripe'
import { HttpError, json, withHttp } from '../_shared/http.ts'
import { purchaseFromSession, type Purchase } from '../_shared/payments/purchases.ts'

export interface StripeWebhookDeps {
  /** Verifies Stripe-Signature over the raw body and parses the event; throws when it does not match. */
  constructEvent(payload: string, signature: string): Promise<Stripe.Event>
  grant(purchase: Purchase, eventId: string): Promise<string>
  revoke(paymentIntentId: string, refundedAt: Date, eventId: string): Promise<string>
}

const idOf = (value: string | { id: string } | null) => (typeof value === 'string' ? value : (value?.id ?? null))

/**
 * Stripe's webhook (verify_jwt = false: Stripe sends no JWT, the signature is the authentication).
 * checkout.session.completed / async_payment_succeeded with a paid session → grant; charge.refunded
 * (fully) → revoke. Each event is applied once (its id is recorded with its effect). Bad or missing
 * signature → 400; events we do not act on → 200, so Stripe stops resending them.
 */
export function createStripeWebhookHandler(deps: StripeWebhookDeps): (request: Request) => Promise<Response> {
  return withHttp(['POST'], async (request) => {
    const signature = request.headers.get('Stripe-Signature')
    if (!signature) throw new HttpError(400, 'Missing Stripe-Signature header')
    const payload = await request.text()
    let event: Stripe.Event
    try {
      event = await deps.constructEvent(payload, signature)
    } catch {
      throw new HttpError(400, 'Invalid Stripe signature')
    }

    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const purchase = purchaseFromSession(event.data.object)
        if (!purchase) return json({ received: true, result: 'unpaid' })
        return json({ received: true, result: await deps.grant(purchase, event.id) })
      }
      case 'charge.refunded': {
        const charge = event.data.object
        const paymentIntentId = idOf(charge.payment_intent)
        // A partial refund keeps premium; only a full refund takes it back.
        if (!charge.refunded || !paymentIntentId) return json({ received: true, result: 'ignored' })
        return json({ received: true, result: await deps.revoke(paymentIntentId, new Date(event.created * 1000), event.id) })
      }
      default:
        return json({ received: true, result: 'ignored' })
    }
  })
}
