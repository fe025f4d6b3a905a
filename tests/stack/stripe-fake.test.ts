import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_STRIPE_SECRET_KEY } from '../../supabase/local/fakes/stripe/index.ts'
import { readOutbox, startTestStack, type TestStack } from './helpers.ts'

// The Stripe fake speaks Stripe's protocol: the official SDK, pointed at the gateway, works unchanged.
let stack: TestStack
let stripe: Stripe

beforeAll(async () => {
  stack = await startTestStack()
  const base = new URL(stack.apiUrl)
  stripe = new Stripe(LOCAL_STRIPE_SECRET_KEY, { host: base.hostname, port: Number(base.port), protocol: 'http', maxNetworkRetries: 0 })
})

afterAll(async () => {
  await stack?.stop()
})

const params: Stripe.Checkout.SessionCreateParams = {
  mode: 'payment',
  line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 400, product_data: { name: 'BrandQuest lifetime access' } } }],
  customer_email: 'fake-buyer@example.com',
  client_reference_id: 'ref-1',
  metadata: { source: 'test' },
  success_url: 'http://127.0.0.1:5173/success?session_id={CHECKOUT_SESSION_ID}',
  cancel_url: 'http://127.0.0.1:5173/',
}

describe('Stripe fake', () => {
  it('creates and retrieves Checkout Sessions through the SDK', async () => {
    const created = await stripe.checkout.sessions.create(params)
    expect(created).toMatchObject({ object: 'checkout.session', amount_total: 400, currency: 'usd', payment_status: 'unpaid', metadata: { source: 'test' } })
    expect(created.url).toBe(`${stack.apiUrl}/_local/stripe/checkout/${created.id}`)
    const retrieved = await stripe.checkout.sessions.retrieve(created.id)
    expect(retrieved.id).toBe(created.id)
    expect(retrieved.client_reference_id).toBe('ref-1')
  })

  it('answers with Stripe’s errors, which the SDK maps to its classes', async () => {
    const wrongKey = new Stripe('sk_test_wrong', { host: '127.0.0.1', port: Number(new URL(stack.apiUrl).port), protocol: 'http', maxNetworkRetries: 0 })
    await expect(wrongKey.checkout.sessions.create(params)).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError)
    await expect(stripe.checkout.sessions.retrieve('cs_test_missing')).rejects.toMatchObject({ code: 'resource_missing', statusCode: 404 })
    await expect(stripe.checkout.sessions.create({ ...params, success_url: undefined } as unknown as Stripe.Checkout.SessionCreateParams)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'success_url',
    })
    await expect(stripe.refunds.create({ payment_intent: 'pi_missing' })).rejects.toMatchObject({ code: 'resource_missing' })
  })

  it('pays on the hosted page, then refunds once per idempotency key and refuses a second refund', async () => {
    const session = await stripe.checkout.sessions.create(params)
    const paid = await fetch(session.url!, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
    })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(`http://127.0.0.1:5173/success?session_id=${session.id}`)
    const after = await stripe.checkout.sessions.retrieve(session.id)
    expect(after).toMatchObject({ status: 'complete', payment_status: 'paid', customer_details: { email: 'fake-buyer@example.com' } })
    expect((await readOutbox(stack)).some((m) => m.to === 'fake-buyer@example.com' && m.subject.includes('receipt'))).toBe(true)

    const paymentIntent = String(after.payment_intent)
    const first = await stripe.refunds.create({ payment_intent: paymentIntent }, { idempotencyKey: 'same-click' })
    const again = await stripe.refunds.create({ payment_intent: paymentIntent }, { idempotencyKey: 'same-click' })
    expect(again.id).toBe(first.id)
    await expect(stripe.refunds.create({ payment_intent: paymentIntent })).rejects.toMatchObject({ code: 'charge_already_refunded' })

    const events = (await (await fetch(`${stack.apiUrl}/_local/stripe/events`)).json()) as { id: string; type: string }[]
    const refunded = events.filter((e) => e.type === 'charge.refunded')
    expect(refunded).toHaveLength(1)
    expect((await stripe.events.retrieve(refunded[0].id)).type).toBe('charge.refunded')
  })

  it('the checkout page and controls answer only on loopback host names', async () => {
    const session = await stripe.checkout.sessions.create(params)
    const { request } = await import('node:http')
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${stack.apiUrl}/_local/stripe/checkout/${session.id}`, { headers: { Host: 'evil.example' } }, (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
      req.on('error', reject)
      req.end()
    })
    expect(status).toBe(403)
  })
})
