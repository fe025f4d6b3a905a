import { z } from 'zod'
import type { Caller } from '../_shared/caller.ts'
import { bearerToken, json, withHttp } from '../_shared/http.ts'
import { readPaymentBody } from '../_shared/payments/body.ts'
import type { GrantResult, Purchase } from '../_shared/payments/purchases.ts'

/** A Checkout Session as verify-payment judges it. */
export interface SessionFacts {
  /** The account it was created for (client_reference_id), or null for a guest checkout. */
  userId: string | null
  email: string | null
  /** Present only when Stripe says the session is paid. */
  purchase: Purchase | null
}

export interface VerifyPaymentDeps {
  getCaller(token: string): Promise<Caller | null>
  /** The session from Stripe, or null when Stripe does not know it. */
  retrieveSession(sessionId: string): Promise<SessionFacts | null>
  grant(purchase: Purchase): Promise<GrantResult>
}

const bodySchema = z.object({
  sessionId: z.string({ error: 'sessionId is required' }).regex(/^cs_[A-Za-z0-9_]{1,250}$/, {
    error: 'sessionId must be a Checkout Session id (cs_…)',
  }),
  email: z.email({ error: 'email must be a valid email address' }).max(254, { error: 'email is too long' }).optional(),
})

const failure = (status: number, error: string, email: string | null) =>
  json({ success: false, error, customer: { email: email ?? '' } }, status)

/**
 * POST {sessionId, email?} → {success, error?, customer: {email}}. Asks Stripe for the session and
 * grants its purchase when it is paid (the same grant as the webhook, so the second is a no-op).
 * The grant always goes to whoever the session was paid for, never to the caller; the caller only
 * hears about sessions that are theirs:
 * - a signed-in checkout (client_reference_id) answers only to that account (403 otherwise);
 * - a guest checkout answers to whoever holds its id, and when an email is sent it must be the
 *   one paid with (403 otherwise).
 * Unknown session: 404. Not paid (open, declined, expired) or refunded: 409. All with success: false.
 */
export function createVerifyPaymentHandler(deps: VerifyPaymentDeps): (request: Request) => Promise<Response> {
  return withHttp(['POST'], async (request) => {
    const { sessionId, email } = await readPaymentBody(request, bodySchema)

    const session = await deps.retrieveSession(sessionId)
    if (!session) return failure(404, 'Payment session not found', null)
    // Stripe's word alone decides the grant; who asks only decides what they are told.
    const granted = session.purchase ? await deps.grant(session.purchase) : undefined

    if (session.userId) {
      const token = bearerToken(request)
      const caller = token ? await deps.getCaller(token) : null
      if (caller?.id !== session.userId) return failure(403, 'This payment belongs to another account', null)
    } else if (email !== undefined && email !== session.email) {
      return failure(403, 'This payment was made with another email address', null)
    }
    if (!session.purchase) return failure(409, 'Payment has not been completed', session.email)
    if (granted === 'refunded') return failure(409, 'This payment was refunded', session.email)
    return json({ success: true, customer: { email: session.purchase.email } })
  })
}
