import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET } from '../../supabase/local/fakes/stripe/index.ts'
import { startTestStack, type TestStack } from './helpers.ts'
import {
  call,
  customersFor,
  fakeEvents,
  hasPremium,
  replay,
  startCheckout,
  submitCheckout,
} from './payments-support.ts'
import { createUser, uniqueEmail, type TestUser } from './users.ts'

// What must not make anybody premium, or premium twice: forged or replayed webhooks, other people's
// sessions, writes to customers, user metadata, and hostile create-payment bodies.
let stack: TestStack

beforeAll(async () => {
  stack = await startTestStack()
})

afterAll(async () => {
  await stack?.stop()
})

const sign = (payload: string, secret = LOCAL_STRIPE_WEBHOOK_SECRET, t = Math.floor(Date.now() / 1000)) =>
  `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`

async function postWebhook(payload: string, signature?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${stack.apiUrl}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(signature ? { 'Stripe-Signature': signature } : {}) },
    body: payload,
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** A checkout.session.completed event for a paid session that Stripe never saw. */
function forgedEvent(user: TestUser): string {
  return JSON.stringify({
    id: `evt_forged_${Date.now()}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `cs_forged_${Date.now()}`,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        status: 'complete',
        payment_intent: `pi_forged_${Date.now()}`,
        customer_email: user.email,
        client_reference_id: user.id,
        created: Math.floor(Date.now() / 1000),
      },
    },
  })
}

async function stripeRefund(paymentIntent: string): Promise<number> {
  const response = await fetch(`${stack.apiUrl}/v1/refunds`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${LOCAL_STRIPE_SECRET_KEY}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ payment_intent: paymentIntent }).toString(),
  })
  await response.body?.cancel()
  return response.status
}

describe('stripe-webhook signatures', () => {
  it('refuses a missing, wrong-secret, tampered or stale signature with 400, and grants nothing', async () => {
    const user = await createUser(stack)
    const payload = forgedEvent(user)
    const old = Math.floor(Date.now() / 1000) - 3600
    const cases: [string, string | undefined][] = [
      ['missing', undefined],
      ['garbage', 'not-a-signature'],
      ['wrong secret', sign(payload, 'whsec_attacker')],
      ['tampered body', sign(payload.replace('"paid"', '"unpaid"'))],
      ['stale timestamp', sign(payload, LOCAL_STRIPE_WEBHOOK_SECRET, old)],
    ]
    for (const [label, signature] of cases) {
      const reply = await postWebhook(payload, signature)
      expect(reply.status, label).toBe(400)
      expect(reply.body.error, label).toMatch(/Stripe-Signature|Invalid Stripe signature/)
    }
    expect(await hasPremium(stack, user)).toBe(false)
    expect(await customersFor(stack, user.email)).toEqual([])
    const { rows } = await stack.pool.query('select count(*)::int as n from public.stripe_events')
    expect(rows[0].n).toBe(0)
  })

  it('answers 2xx to a correctly signed event it does not act on', async () => {
    const payload = JSON.stringify({ id: 'evt_ignored_1', object: 'event', type: 'customer.created', created: 1, data: { object: { id: 'cus_1' } } })
    expect(await postWebhook(payload, sign(payload))).toEqual({ status: 200, body: { received: true, result: 'ignored' } })
  })
})

describe('replayed and out-of-order webhooks', () => {
  it('the same signed delivery twice has one effect; after a refund a replay does not grant again', async () => {
    const user = await createUser(stack)
    const { url, sessionId } = await startCheckout(stack, user)
    await submitCheckout(url, 'pay', { holdWebhook: true })
    const event = (await fakeEvents(stack)).find((e) => e.data.object.id === sessionId)!
    const payload = JSON.stringify(event)
    const signature = sign(payload)

    expect((await postWebhook(payload, signature)).body).toEqual({ received: true, result: 'granted' })
    expect((await postWebhook(payload, signature)).body).toEqual({ received: true, result: 'duplicate' })
    expect(await customersFor(stack, user.email)).toHaveLength(1)

    expect(await call(stack, 'request-refund', {}, user)).toEqual({ status: 200, body: { ok: true } })
    expect(await replay(stack, event.id)).toBe(200)
    expect((await postWebhook(payload, sign(payload))).body).toEqual({ received: true, result: 'duplicate' })
    expect(await hasPremium(stack, user)).toBe(false)
    expect(await call(stack, 'verify-payment', { sessionId }, user)).toEqual({
      status: 409,
      body: { success: false, error: 'This payment was refunded', customer: { email: user.email } },
    })
    expect(await hasPremium(stack, user)).toBe(false)
  })

  it('a refund delivered before its purchase leaves the purchase refunded when it arrives', async () => {
    const email = uniqueEmail('early-refund')
    const { url, sessionId } = await startCheckout(stack, 'anon', { source: 'paywall_modal', email })
    await submitCheckout(url, 'pay', { holdWebhook: true })
    const completed = (await fakeEvents(stack)).find((e) => e.data.object.id === sessionId)!
    const paymentIntent = String((completed.data.object as { payment_intent: string }).payment_intent)

    expect(await stripeRefund(paymentIntent)).toBe(200)
    expect(await customersFor(stack, email)).toEqual([])
    expect(await replay(stack, completed.id)).toBe(200)
    expect(await customersFor(stack, email)).toMatchObject([{ premium_access: false, refunded_at: expect.any(Date) }])
    expect((await call(stack, 'verify-payment', { sessionId, email }, 'anon')).status).toBe(409)
    const account = await createUser(stack, { email })
    expect(await hasPremium(stack, account)).toBe(false)
  })
})

describe('verify-payment does not make the caller premium', () => {
  it('for an unknown, malformed or unpaid session', async () => {
    const user = await createUser(stack)
    expect(await call(stack, 'verify-payment', { sessionId: 'cs_test_doesnotexist', email: user.email }, user)).toEqual({
      status: 404,
      body: { success: false, error: 'Payment session not found', customer: { email: '' } },
    })
    for (const body of [{}, { sessionId: 42 }, { sessionId: '../v1/refunds' }, { sessionId: 'pi_123' }, { sessionId: 'cs_x', email: 'nope' }]) {
      expect((await call(stack, 'verify-payment', body, user)).status, JSON.stringify(body)).toBe(400)
    }
    const { sessionId } = await startCheckout(stack, user)
    expect((await call(stack, 'verify-payment', { sessionId, email: user.email }, user)).status).toBe(409)
    expect(await hasPremium(stack, user)).toBe(false)
  })

  it('for somebody else’s session, signed in or by email', async () => {
    const buyer = await createUser(stack)
    const intruder = await createUser(stack)
    const { url, sessionId } = await startCheckout(stack, buyer)
    await submitCheckout(url, 'pay', { holdWebhook: true })
    for (const body of [{ sessionId, email: buyer.email }, { sessionId, email: intruder.email }, { sessionId }]) {
      expect(await call(stack, 'verify-payment', body, intruder)).toEqual({
        status: 403,
        body: { success: false, error: 'This payment belongs to another account', customer: { email: '' } },
      })
      expect((await call(stack, 'verify-payment', body, 'anon')).status).toBe(403)
    }
    expect(await hasPremium(stack, intruder)).toBe(false)
    // The buyer's purchase was recorded all the same: Stripe says it is paid.
    expect(await hasPremium(stack, buyer)).toBe(true)

    const guestEmail = uniqueEmail('guest')
    const guest = await startCheckout(stack, 'anon', { source: 'paywall_modal', email: guestEmail })
    await submitCheckout(guest.url, 'pay')
    expect(await call(stack, 'verify-payment', { sessionId: guest.sessionId, email: intruder.email }, intruder)).toEqual({
      status: 403,
      body: { success: false, error: 'This payment was made with another email address', customer: { email: '' } },
    })
    expect((await call(stack, 'verify-payment', { sessionId: guest.sessionId, email: guestEmail }, intruder)).status).toBe(200)
    expect(await hasPremium(stack, intruder)).toBe(false)
  })
})

describe('customers and user metadata', () => {
  async function rest(user: TestUser, method: string, path: string, body: unknown): Promise<number> {
    const response = await fetch(`${stack.apiUrl}/rest/v1/${path}`, {
      method,
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${user.accessToken}`, 'Content-Type': 'application/json', Prefer: 'return=representation' },
      body: JSON.stringify(body),
    })
    await response.body?.cancel()
    return response.status
  }

  it('a user can neither insert nor update customers, nor call the grant', async () => {
    const user = await createUser(stack)
    expect(await rest(user, 'POST', 'customers', { email: user.email, user_id: user.id, premium_access: true })).toBeGreaterThanOrEqual(400)
    expect(await hasPremium(stack, user)).toBe(false)

    const paid = await createUser(stack)
    const { url } = await startCheckout(stack, paid)
    await submitCheckout(url, 'pay')
    await call(stack, 'request-refund', {}, paid)
    const status = await rest(paid, 'PATCH', `customers?user_id=eq.${paid.id}`, { premium_access: true, refunded_at: null })
    expect(status).toBeGreaterThanOrEqual(400)
    expect(await hasPremium(stack, paid)).toBe(false)

    const grant = {
      p_session_id: 'cs_self',
      p_payment_intent_id: 'pi_self',
      p_email: user.email,
      p_user: user.id,
      p_stripe_customer_id: null,
      p_paid_at: new Date().toISOString(),
      p_event_id: null,
    }
    expect(await rest(user, 'POST', 'rpc/grant_purchase', grant)).toBeGreaterThanOrEqual(400)
    expect(await rest(user, 'POST', 'rpc/revoke_purchase', { p_payment_intent_id: 'pi_x', p_refunded_at: null, p_event_id: null })).toBeGreaterThanOrEqual(400)
    expect(await hasPremium(stack, user)).toBe(false)
  })

  it('PUT /auth/v1/user with data.premium_access: true changes nothing the server decides', async () => {
    const user = await createUser(stack)
    const response = await fetch(`${stack.apiUrl}/auth/v1/user`, {
      method: 'PUT',
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${user.accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { premium_access: true, premium: true } }),
    })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { user_metadata: Record<string, unknown> }).user_metadata.premium_access).toBe(true)
    expect(await hasPremium(stack, user)).toBe(false)
    const run = await call(stack, 'generate-names', { description: 'a bicycle repair shop', count: 8 }, user)
    expect(run.status).toBe(200)
    expect((run.body.names as { locked?: boolean }[]).filter((n) => n.locked)).toHaveLength(4)
    expect((run.body.usage as { premium: boolean }).premium).toBe(false)
  })
})

describe('create-payment with hostile bodies', () => {
  const hostile: [string, string][] = [
    ['not JSON', '{source:'],
    ['an array', '["paywall_modal"]'],
    ['a string', '"paywall_modal"'],
    ['null', 'null'],
    ['a number', '42'],
    ['no source', '{}'],
    ['numeric source', '{"source":1}'],
    ['empty source', '{"source":""}'],
    ['long source', JSON.stringify({ source: 'a'.repeat(41) })],
    ['upper-case source', '{"source":"Paywall"}'],
    ['source with markup', '{"source":"<script>alert(1)</script>"}'],
    ['source with a NUL', '{"source":"paywall\\u0000"}'],
    ['source with a lone surrogate', '{"source":"pay\\ud800"}'],
    ['array source', '{"source":["paywall_modal"]}'],
    ['object source', '{"source":{"$ne":null}}'],
    ['deeply nested source', `{"source":${'{"a":'.repeat(200)}1${'}'.repeat(200)}}`],
    ['bad email', '{"source":"paywall_modal","email":"nope"}'],
    ['numeric email', '{"source":"paywall_modal","email":42}'],
    ['null email', '{"source":"paywall_modal","email":null}'],
    ['array email', '{"source":"paywall_modal","email":["a@example.com"]}'],
    ['email with CRLF', '{"source":"paywall_modal","email":"a@example.com\\r\\nBcc: x@example.com"}'],
    ['very long email', JSON.stringify({ source: 'paywall_modal', email: `${'a'.repeat(300)}@example.com` })],
    ['absolute returnPath', '{"source":"paywall_modal","returnPath":"https://evil.example/"}'],
    ['protocol-relative returnPath', '{"source":"paywall_modal","returnPath":"//evil.example"}'],
    ['backslash returnPath', '{"source":"paywall_modal","returnPath":"/\\\\evil.example"}'],
    ['script returnPath', '{"source":"paywall_modal","returnPath":"javascript:alert(1)"}'],
    ['relative returnPath', '{"source":"paywall_modal","returnPath":"generate"}'],
    ['empty returnPath', '{"source":"paywall_modal","returnPath":""}'],
    ['returnPath with a newline', '{"source":"paywall_modal","returnPath":"/ok\\nSet-Cookie: a=b"}'],
    ['returnPath with a tab', '{"source":"paywall_modal","returnPath":"/\\t/evil.example"}'],
    ['long returnPath', JSON.stringify({ source: 'paywall_modal', returnPath: `/${'a'.repeat(600)}` })],
    ['numeric returnPath', '{"source":"paywall_modal","returnPath":7}'],
    ['unknown field', '{"source":"paywall_modal","amount":1}'],
    ['price override', '{"source":"paywall_modal","unit_amount":1,"client_reference_id":"someone"}'],
    ['__proto__ field', '{"source":"paywall_modal","__proto__":{"admin":true}}'],
    ['oversized body', JSON.stringify({ source: 'paywall_modal', pad: 'x'.repeat(70_000) })],
  ]

  async function sessionCount(): Promise<number> {
    const response = await fetch(`${stack.apiUrl}/_local/stripe/sessions`)
    return ((await response.json()) as unknown[]).length
  }

  it.each([['a guest', 'anon'], ['a signed-in user', 'user']] as const)('as %s: every one is a 4xx JSON error and creates nothing', async (_label, who) => {
    const caller = who === 'anon' ? 'anon' : await createUser(stack)
    const sessionsBefore = await sessionCount()
    const { rows: before } = await stack.pool.query('select count(*)::int as n from public.customers')
    for (const [label, body] of hostile) {
      const reply = await call(stack, 'create-payment', body, caller)
      expect(reply.status, label).toBeGreaterThanOrEqual(400)
      expect(reply.status, label).toBeLessThan(500)
      expect(typeof (reply.body.error ?? reply.body.message), label).toBe('string')
    }
    expect(await sessionCount()).toBe(sessionsBefore)
    const { rows: after } = await stack.pool.query('select count(*)::int as n from public.customers')
    expect(after[0].n).toBe(before[0].n)
  })
})
