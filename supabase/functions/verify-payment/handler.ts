import { callerFromToken } from '../_shared/caller.ts'
import { grantPurchase, purchaseFromSession, sessionEmail } from '../_shared/payments/purchases.ts'
import { createStripe, isMissingResource } from '../_shared/payments/stripe.ts'
import { createAdminClient } from '../_shared/supabase.ts'
import { createVerifyPaymentHandler } from './verify-payment.ts'

// Built at load time so a missing or malformed environment variable fails the function's boot, loudly.
const admin = createAdminClient()
const stripe = createStripe((name) => Deno.env.get(name))

export const handler = createVerifyPaymentHandler({
  getCaller: (token) => callerFromToken(admin, token),
  retrieveSession: async (sessionId) => {
    try {
      const session = await stripe.checkout.sessions.retrieve(sessionId)
      return { userId: session.client_reference_id, email: sessionEmail(session), purchase: purchaseFromSession(session) }
    } catch (error) {
      if (isMissingResource(error)) return null
      throw error
    }
  },
  grant: (purchase) => grantPurchase(admin, purchase),
})
