import { callerFromToken } from '../_shared/caller.ts'
import { appUrlEnv } from '../_shared/env.ts'
import { CURRENCY, PRICE_CENTS, PRODUCT_DESCRIPTION, PRODUCT_NAME } from '../_shared/payments/offer.ts'
import { createStripe } from '../_shared/payments/stripe.ts'
import { hasPremiumAccess } from '../_shared/premium.ts'
import { createAdminClient } from '../_shared/supabase.ts'
import { createCreatePaymentHandler } from './create-payment.ts'

// Built at load time so a missing or malformed environment variable fails the function's boot, loudly.
const read = (name: string) => Deno.env.get(name)
const admin = createAdminClient()
const stripe = createStripe(read)

export const handler = createCreatePaymentHandler({
  appUrl: appUrlEnv(read),
  getCaller: (token) => callerFromToken(admin, token),
  isPremium: (caller) => hasPremiumAccess(admin, caller),
  createCheckout: async ({ email, userId, source, successUrl, cancelUrl }) => {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: CURRENCY,
            unit_amount: PRICE_CENTS,
            product_data: { name: PRODUCT_NAME, description: PRODUCT_DESCRIPTION },
          },
        },
      ],
      customer_email: email,
      client_reference_id: userId,
      metadata: { source, ...(userId ? { user_id: userId } : {}) },
      payment_intent_data: { metadata: { source } },
      success_url: successUrl,
      cancel_url: cancelUrl,
    })
    if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL')
    return session.url
  },
})
