import Stripe from 'stripe'
import { assertEquals } from '../_shared/testing/assert.ts'
import type { Purchase } from '../_shared/payments/purchases.ts'
import { createStripeWebhookHandler } from './stripe-webhook.ts'

const SECRET = 'whsec_unit_test'
const stripe = new Stripe('sk_test_unit', { httpClient: Stripe.createFetchHttpClient() })
const crypto = Stripe.createSubtleCryptoProvider()

function setup() {
  const grants: [Purchase, string][] = []
  const revokes: [string, string][] = []
  const handler = createStripeWebhookHandler({
    constructEvent: (payload, signature) => stripe.webhooks.constructEventAsync(payload, signature, SECRET, undefined, crypto),
    grant: (purchase, eventId) => {
      grants.push([purchase, eventId])
      return Promise.resolve('granted')
    },
    revoke: (paymentIntentId, _at, eventId) => {
      revokes.push([paymentIntentId, eventId])
      return Promise.resolve('revoked')
    },
  })
  return { handler, grants, revokes }
}

async function deliver(handler: (r: Request) => Promise<Response>, event: unknown, secret = SECRET) {
  const payload = JSON.stringify(event)
  const signature = await stripe.webhooks.generateTestHeaderStringAsync({ payload, secret, cryptoProvider: crypto })
  return handler(new Request('http://functions.local/stripe-webhook', { method: 'POST', headers: { 'Stripe-Signature': signature }, body: payload }))
}

const session = (payment_status: string) => ({
  id: 'cs_test_1',
  object: 'checkout.session',
  mode: 'payment',
  payment_status,
  payment_intent: 'pi_test_1',
  customer_email: 'Ada@Example.com',
  customer_details: null,
  client_reference_id: '6f1c7a52-0000-4000-8000-000000000001',
  customer: null,
  created: 1_800_000_000,
})

Deno.test('a paid checkout.session.completed grants the session’s purchase', async () => {
  const { handler, grants } = setup()
  const response = await deliver(handler, { id: 'evt_1', type: 'checkout.session.completed', created: 1, data: { object: session('paid') } })
  assertEquals(await response.json(), { received: true, result: 'granted' })
  assertEquals(grants, [
    [
      {
        sessionId: 'cs_test_1',
        paymentIntentId: 'pi_test_1',
        email: 'ada@example.com',
        userId: '6f1c7a52-0000-4000-8000-000000000001',
        stripeCustomerId: null,
        paidAt: new Date(1_800_000_000_000),
      },
      'evt_1',
    ],
  ])
})

Deno.test('an unpaid session, a partial refund and other events change nothing', async () => {
  const { handler, grants, revokes } = setup()
  const unpaid = await deliver(handler, { id: 'evt_2', type: 'checkout.session.completed', created: 1, data: { object: session('unpaid') } })
  assertEquals(await unpaid.json(), { received: true, result: 'unpaid' })
  const partial = await deliver(handler, {
    id: 'evt_3',
    type: 'charge.refunded',
    created: 1,
    data: { object: { id: 'ch_1', object: 'charge', payment_intent: 'pi_test_1', refunded: false } },
  })
  assertEquals(await partial.json(), { received: true, result: 'ignored' })
  assertEquals(grants.length + revokes.length, 0)
})

Deno.test('a full refund revokes by payment intent', async () => {
  const { handler, revokes } = setup()
  const response = await deliver(handler, {
    id: 'evt_4',
    type: 'charge.refunded',
    created: 1,
    data: { object: { id: 'ch_1', object: 'charge', payment_intent: 'pi_test_1', refunded: true } },
  })
  assertEquals(response.status, 200)
  await response.body?.cancel()
  assertEquals(revokes, [['pi_test_1', 'evt_4']])
})

Deno.test('a wrong secret is a 400 and nothing is applied', async () => {
  const { handler, grants } = setup()
  const response = await deliver(handler, { id: 'evt_5', type: 'checkout.session.completed', created: 1, data: { object: session('paid') } }, 'whsec_other')
  assertEquals(response.status, 400)
  assertEquals(await response.json(), { error: 'Invalid Stripe signature' })
  assertEquals(grants.length, 0)
})
