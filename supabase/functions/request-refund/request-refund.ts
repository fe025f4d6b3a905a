import type { Caller } from '../_shared/caller.ts'
import { HttpError, bearerToken, json, readJsonObject, withHttp } from '../_shared/http.ts'
import { REFUND_WINDOW_DAYS, SUPPORT_EMAIL } from '../_shared/payments/offer.ts'

/** The caller's purchase as the refund rules need it. */
export interface RefundablePurchase {
  paymentIntentId: string | null
  purchasedAt: Date | null
  refundedAt: Date | null
}

export interface RequestRefundDeps {
  getCaller(token: string): Promise<Caller | null>
  findPurchase(caller: Caller): Promise<RefundablePurchase | null>
  /** Refunds the payment in full at Stripe; safe to repeat (an idempotency key per payment). */
  refund(paymentIntentId: string): Promise<void>
  revoke(paymentIntentId: string, refundedAt: Date): Promise<unknown>
  now(): Date
}

const DAY_MS = 86_400_000

/**
 * POST {} (signed in) → {ok: true}: refunds the caller's purchase in full when it is under
 * REFUND_WINDOW_DAYS old, and revokes premium at once (the charge.refunded webhook that follows is
 * then a no-op): the user asked to give premium back, and the app should show it without waiting for
 * Stripe's delivery. No purchase (or none paid through Stripe) → 404; already refunded or too old → 409.
 */
export function createRequestRefundHandler(deps: RequestRefundDeps): (request: Request) => Promise<Response> {
  return withHttp(['POST'], async (request) => {
    await readJsonObject(request)
    const token = bearerToken(request)
    const caller = token ? await deps.getCaller(token) : null
    if (!caller) throw new HttpError(401, 'Sign in to request a refund')

    const purchase = await deps.findPurchase(caller)
    if (!purchase?.paymentIntentId || !purchase.purchasedAt) throw new HttpError(404, 'There is no purchase to refund on this account')
    if (purchase.refundedAt) throw new HttpError(409, 'This purchase has already been refunded')
    if (deps.now().getTime() - purchase.purchasedAt.getTime() > REFUND_WINDOW_DAYS * DAY_MS) {
      throw new HttpError(
        409,
        `Refunds from the app are available for ${REFUND_WINDOW_DAYS} days after purchase. Please contact support at ${SUPPORT_EMAIL}.`,
      )
    }
    await deps.refund(purchase.paymentIntentId)
    await deps.revoke(purchase.paymentIntentId, deps.now())
    return json({ ok: true })
  })
}
