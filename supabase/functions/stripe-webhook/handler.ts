import { grantPurchase, revokePurchase } from '../_shared/payments/purchases.ts'
import { createStripe, cryptoProvider, webhookSecret } from '../_shared/payments/stripe.ts'
import { createAdminClient } from '../_shared/supabase.ts'
import { createStripeWebhookHandler } from './stripe-webhook.ts'

// Built at load time so a missing or malformed environment variable fails the function's boot, loudly.
const read = (name: string) => Deno.env.get(name)
const admin = createAdminClient()
const stripe = createStripe(read)
const secret = webhookSecret(read)

export const handler = createStripeWebhookHandler({
  constructEvent: (payload, signature) =>
    stripe.webhooks.constructEventAsync(payload, signature, secret, undefined, cryptoProvider),
  grant: (purchase, eventId) => grantPurchase(admin, purchase, eventId),
  revoke: (paymentIntentId, refundedAt, eventId) => revokePurchase(admin, paymentIntentId, refundedAt, eventId),
})
