import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUserClient, readOutbox, startTestStack, type TestStack } from './helpers.ts'
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

// The $4 unlock end to end: create-payment → the Stripe fake's checkout → signed webhook → customers,
// verify-payment, refunds, and what premium changes in generate-names and history.
let stack: TestStack

beforeAll(async () => {
  stack = await startTestStack()
})

afterAll(async () => {
  await stack?.stop()
})

type Name = { name?: string; locked?: boolean }

async function generate(user: TestUser): Promise<Name[]> {
  const reply = await call(stack, 'generate-names', { description: 'a cold-brew coffee shop', count: 8 }, user)
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return reply.body.names as Name[]
}

/** As the SPA calls them: supabase-js rpc with the user's session. */
async function rpc(user: TestUser, name: string): Promise<unknown> {
  const { data, error } = await createUserClient(stack, user.accessToken).rpc(name)
  expect(error).toBeNull()
  return data
}

async function buy(user: TestUser): Promise<string> {
  const { url, sessionId } = await startCheckout(stack, user, { source: 'paywall_modal', returnPath: '/generate' })
  const paid = await submitCheckout(url, 'pay')
  expect(paid.status).toBe(303)
  return sessionId
}

describe('checkout, webhook and premium', () => {
  it('creates a $4 Checkout Session tied to the account, with the success and cancel URLs', async () => {
    const user = await createUser(stack)
    const { url, sessionId } = await startCheckout(stack, user, { source: 'pricing_card', returnPath: '/pricing?from=menu' })
    const page = await fetch(url)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('BrandQuest lifetime access')
    expect(html).toContain('List price $10')
    expect(html).toContain('Pay 4.00 USD')
    expect(html).toContain(user.email)

    const cancelled = await submitCheckout(url, 'cancel')
    expect(cancelled.status).toBe(303)
    expect(cancelled.headers.get('location')).toBe('http://127.0.0.1:5173/pricing?from=menu')
    expect(sessionId).toMatch(/^cs_test_/)
    expect(await hasPremium(stack, user)).toBe(false)
  })

  it('pays: the webhook grants premium, a receipt is mailed, the browser lands on /success', async () => {
    const user = await createUser(stack)
    expect(await hasPremium(stack, user)).toBe(false)
    const { url, sessionId } = await startCheckout(stack, user)
    const paid = await submitCheckout(url, 'pay')
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(
      `http://127.0.0.1:5173/success?session_id=${sessionId}&email=${encodeURIComponent(user.email)}`,
    )
    expect(await hasPremium(stack, user)).toBe(true)
    const [row] = await customersFor(stack, user.email)
    expect(row).toMatchObject({ user_id: user.id, premium_access: true, refunded_at: null, stripe_checkout_session_id: sessionId })
    const mail = (await readOutbox(stack)).filter((m) => m.to === user.email)
    expect(mail.map((m) => m.subject)).toEqual(['Your receipt from BrandQuest ($4.00)'])

    // verify-payment after the webhook: success, and still one purchase.
    const verified = await call(stack, 'verify-payment', { sessionId, email: user.email }, user)
    expect(verified).toEqual({ status: 200, body: { success: true, customer: { email: user.email } } })
    expect(await customersFor(stack, user.email)).toHaveLength(1)
    // Already premium: no second checkout.
    expect(await call(stack, 'create-payment', { source: 'paywall_modal' }, user)).toEqual({
      status: 409,
      body: { error: 'You already have lifetime access' },
    })
  })

  it('verify-payment before the webhook grants once; the late webhook changes nothing', async () => {
    const user = await createUser(stack)
    const { url, sessionId } = await startCheckout(stack, user)
    expect((await submitCheckout(url, 'pay', { holdWebhook: true })).status).toBe(303)
    expect(await hasPremium(stack, user)).toBe(false)

    const verified = await call(stack, 'verify-payment', { sessionId, email: user.email }, user)
    expect(verified).toEqual({ status: 200, body: { success: true, customer: { email: user.email } } })
    expect(await hasPremium(stack, user)).toBe(true)
    const before = await customersFor(stack, user.email)

    const event = (await fakeEvents(stack)).find((e) => e.data.object.id === sessionId)!
    expect(event.type).toBe('checkout.session.completed')
    expect(event.deliveries).toEqual([])
    expect(await replay(stack, event.id)).toBe(200)
    expect(await replay(stack, event.id)).toBe(200)
    expect(await customersFor(stack, user.email)).toEqual(before)
  })

  it('parallel verify-payment calls and webhook deliveries record one purchase', async () => {
    const user = await createUser(stack)
    const { url, sessionId } = await startCheckout(stack, user)
    await submitCheckout(url, 'pay', { holdWebhook: true })
    const event = (await fakeEvents(stack)).find((e) => e.data.object.id === sessionId)!
    const replies = await Promise.all([
      ...Array.from({ length: 4 }, () => call(stack, 'verify-payment', { sessionId, email: user.email }, user)),
      replay(stack, event.id),
      replay(stack, event.id),
    ])
    expect(replies.slice(0, 4).map((r) => (r as { status: number }).status)).toEqual([200, 200, 200, 200])
    expect(replies.slice(4)).toEqual([200, 200])
    expect(await customersFor(stack, user.email)).toMatchObject([{ premium_access: true, stripe_checkout_session_id: sessionId }])
  })

  it('a declined card leaves the session unpaid and the user free', async () => {
    const user = await createUser(stack)
    const { url, sessionId } = await startCheckout(stack, user)
    const declined = await submitCheckout(url, 'decline')
    expect(declined.status).toBe(402)
    expect(await declined.text()).toContain('Your card was declined')
    expect(await call(stack, 'verify-payment', { sessionId, email: user.email }, user)).toEqual({
      status: 409,
      body: { success: false, error: 'Payment has not been completed', customer: { email: user.email } },
    })
    expect(await hasPremium(stack, user)).toBe(false)
    expect(await customersFor(stack, user.email)).toEqual([])
  })

  it('a guest purchase by email becomes premium for the account that confirms that email', async () => {
    const email = uniqueEmail('guest-buyer')
    const { url, sessionId } = await startCheckout(stack, 'anon', { source: 'paywall_modal', email: email.toUpperCase() })
    const paid = await submitCheckout(url, 'pay')
    expect(paid.headers.get('location')).toContain(`&email=${encodeURIComponent(email)}`)
    expect(await call(stack, 'verify-payment', { sessionId, email }, 'anon')).toEqual({
      status: 200,
      body: { success: true, customer: { email } },
    })

    const unconfirmed = await createUser(stack, { email, confirmed: false })
    expect(await hasPremium(stack, unconfirmed)).toBe(false)
    await stack.pool.query('update auth.users set email_confirmed_at = now() where id = $1', [unconfirmed.id])
    expect(await hasPremium(stack, unconfirmed)).toBe(true)
    expect((await generate(unconfirmed)).filter((n) => n.locked)).toEqual([])
  })

  it('a guest who gives no email types it at checkout', async () => {
    const email = uniqueEmail('typed')
    const { url, sessionId } = await startCheckout(stack, 'anon', { source: 'promo_bar' })
    const paid = await submitCheckout(url, 'pay', { email })
    expect(paid.headers.get('location')).toBe(`http://127.0.0.1:5173/success?session_id=${sessionId}`)
    expect(await customersFor(stack, email)).toMatchObject([{ premium_access: true, user_id: null }])
  })
})

describe('premium in generate-names and history', () => {
  it('reveals all 8 names after purchase, and the names locked earlier in history', async () => {
    const user = await createUser(stack)
    const free = await generate(user)
    expect(free.filter((n) => n.locked)).toHaveLength(4)
    const before = (await rpc(user, 'my_generations')) as { names: Name[]; locked_count: number }[]
    expect(before).toHaveLength(1)
    expect(before[0].names).toHaveLength(4)
    expect(before[0].locked_count).toBe(4)

    await buy(user)
    const premium = await generate(user)
    expect(premium).toHaveLength(8)
    expect(premium.filter((n) => n.locked)).toEqual([])

    const history = (await rpc(user, 'my_generations')) as { names: Name[]; locked_count: number; created_at: string }[]
    expect(history).toHaveLength(2)
    expect(history[0].names).toHaveLength(8)
    const earlier = history[1]
    expect(earlier.locked_count).toBe(0)
    expect(earlier.names).toHaveLength(8)
    expect(earlier.names.every((n) => typeof n.name === 'string')).toBe(true)
    expect(earlier.names.slice(0, 4)).toEqual(before[0].names)

    const purchase = (await rpc(user, 'my_purchase')) as Record<string, string | null>
    expect(purchase.refunded_at).toBeNull()
    expect(Date.parse(purchase.refundable_until!) - Date.parse(purchase.purchased_at!)).toBe(30 * 86_400_000)
  })
})

describe('refunds', () => {
  it('refunds within 30 days: premium is revoked, the history keeps its rows, the webhook is a no-op', async () => {
    const user = await createUser(stack)
    await generate(user)
    await buy(user)
    await generate(user)
    expect(await hasPremium(stack, user)).toBe(true)

    expect(await call(stack, 'request-refund', {}, user)).toEqual({ status: 200, body: { ok: true } })
    expect(await hasPremium(stack, user)).toBe(false)
    const [row] = await customersFor(stack, user.email)
    expect(row.premium_access).toBe(false)
    expect(row.refunded_at).not.toBeNull()

    const refunded = (await fakeEvents(stack)).find((e) => e.type === 'charge.refunded' && e.data.object.payment_intent === row.stripe_payment_intent_id)!
    expect(refunded.deliveries.map((d) => d.status)).toEqual([200])
    const history = (await rpc(user, 'my_generations')) as { names: Name[]; locked_count: number }[]
    expect(history).toHaveLength(2)
    expect(history.map((h) => h.names.length + h.locked_count)).toEqual([8, 8])
    expect(history[1].locked_count).toBe(4)
    expect(await rpc(user, 'my_purchase')).toMatchObject({ refundable_until: null, refunded_at: expect.any(String) })

    expect(await call(stack, 'request-refund', {}, user)).toEqual({
      status: 409,
      body: { error: 'This purchase has already been refunded' },
    })
  })

  it('a double-clicked refund refunds once', async () => {
    const user = await createUser(stack)
    await buy(user)
    const [row] = await customersFor(stack, user.email)
    const replies = await Promise.all([1, 2, 3].map(() => call(stack, 'request-refund', {}, user)))
    expect(replies.some((r) => r.status === 200)).toBe(true)
    expect(replies.every((r) => r.status === 200 || r.status === 409)).toBe(true)
    const refunds = (await fakeEvents(stack)).filter(
      (e) => e.type === 'charge.refunded' && e.data.object.payment_intent === row.stripe_payment_intent_id,
    )
    expect(refunds).toHaveLength(1)
    expect(await hasPremium(stack, user)).toBe(false)
  })

  it('after 30 days the refund is refused with how to contact support, and nothing changes', async () => {
    const user = await createUser(stack)
    await buy(user)
    await stack.pool.query("update public.customers set purchased_at = now() - interval '31 days' where user_id = $1", [user.id])
    const reply = await call(stack, 'request-refund', {}, user)
    expect(reply.status).toBe(409)
    expect(String(reply.body.error)).toMatch(/30 days.*contact support at hello@brandquest\.app/)
    expect(await hasPremium(stack, user)).toBe(true)
    expect((await fakeEvents(stack)).filter((e) => e.type === 'charge.refunded' && e.data.object.receipt_email === user.email)).toEqual([])
  })

  it('answers 404 without a purchase and 401 when signed out', async () => {
    const user = await createUser(stack)
    expect(await call(stack, 'request-refund', {}, user)).toEqual({
      status: 404,
      body: { error: 'There is no purchase to refund on this account' },
    })
    expect((await call(stack, 'request-refund', {}, 'anon')).status).toBe(401)
    expect(await rpc(user, 'my_purchase')).toBeNull()
  })
})
