import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from './helpers.ts'
import { call, customersFor, fakeEvents, hasPremium, replay, startCheckout, submitCheckout } from './payments-support.ts'
import { createUser, type TestUser } from './users.ts'

// Webhook timing around the $4 unlock, for a buyer who already has free-unlock credits and history:
// delivered twice, late (after verify-payment granted), or before the buyer is back on /success.
// In every order: premium as it should be, one purchase row, verify-payment answers success, and the
// buyer's credits and history are exactly as before. The orders payments.test.ts and
// payments-attacks.test.ts already cover (one webhook then verify, a replay after a refund of a
// delivered event, parallel deliveries) are not repeated here.
let stack: TestStack

beforeAll(async () => {
  stack = await startTestStack()
})

afterAll(async () => {
  await stack?.stop()
})

/** A free user with the unlock's credits and two runs in history. */
async function buyerWithHistory(): Promise<TestUser> {
  const user = await createUser(stack)
  await stack.pool.query(`insert into public.credit_grants (user_id, source, credits) values ($1, 'free_tier_unlock', 5)`, [user.id])
  for (const description of ['a cold-brew coffee shop', 'a yoga studio for beginners']) {
    const reply = await call(stack, 'generate-names', { description, count: 8 }, user)
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  }
  return user
}

/** What a purchase must never change. */
async function creditsAndHistory(user: TestUser) {
  const grants = await stack.pool.query('select source, credits, created_at from public.credit_grants where user_id = $1', [user.id])
  const runs = await stack.pool.query(
    'select id, description, names, premium, created_at from public.name_generations where user_id = $1 order by created_at',
    [user.id],
  )
  return { grants: grants.rows, runs: runs.rows }
}

const verify = (user: TestUser, sessionId: string) => call(stack, 'verify-payment', { sessionId, email: user.email }, user)
const success = (user: TestUser) => ({ status: 200, body: { success: true, customer: { email: user.email } } })

async function completedEvent(sessionId: string): Promise<string> {
  const event = (await fakeEvents(stack)).find((e) => e.type === 'checkout.session.completed' && e.data.object.id === sessionId)
  if (!event) throw new Error(`no checkout.session.completed for ${sessionId}`)
  return event.id
}

describe('webhook timing', () => {
  it('webhook first and delivered twice, then the buyer returns to /success', async () => {
    const user = await buyerWithHistory()
    const before = await creditsAndHistory(user)
    const { url, sessionId } = await startCheckout(stack, user)
    expect((await submitCheckout(url, 'pay')).status).toBe(303)
    expect(await hasPremium(stack, user)).toBe(true)
    expect(await replay(stack, await completedEvent(sessionId))).toBe(200)

    expect(await verify(user, sessionId)).toEqual(success(user))
    expect(await verify(user, sessionId)).toEqual(success(user))
    expect(await customersFor(stack, user.email)).toMatchObject([{ user_id: user.id, premium_access: true, refunded_at: null }])
    expect(await creditsAndHistory(user)).toEqual(before)
  })

  it('the buyer returns first; the webhook arrives late, twice at once', async () => {
    const user = await buyerWithHistory()
    const before = await creditsAndHistory(user)
    const { url, sessionId } = await startCheckout(stack, user)
    expect((await submitCheckout(url, 'pay', { holdWebhook: true })).status).toBe(303)
    expect(await verify(user, sessionId)).toEqual(success(user))
    const purchase = await customersFor(stack, user.email)

    const eventId = await completedEvent(sessionId)
    expect(await Promise.all([replay(stack, eventId), replay(stack, eventId)])).toEqual([200, 200])
    expect(await customersFor(stack, user.email)).toEqual(purchase)
    expect(await verify(user, sessionId)).toEqual(success(user))
    expect(await hasPremium(stack, user)).toBe(true)
    expect(await creditsAndHistory(user)).toEqual(before)
  })

  it('granted by verify-payment, refunded, and only then the first webhook delivery: no premium again', async () => {
    const user = await buyerWithHistory()
    const before = await creditsAndHistory(user)
    const { url, sessionId } = await startCheckout(stack, user)
    expect((await submitCheckout(url, 'pay', { holdWebhook: true })).status).toBe(303)
    expect(await verify(user, sessionId)).toEqual(success(user))
    expect(await call(stack, 'request-refund', {}, user)).toEqual({ status: 200, body: { ok: true } })
    expect(await hasPremium(stack, user)).toBe(false)

    // The purchase event was never delivered until now (the endpoint was down); it must not re-grant.
    expect(await replay(stack, await completedEvent(sessionId))).toBe(200)
    expect(await hasPremium(stack, user)).toBe(false)
    expect(await customersFor(stack, user.email)).toMatchObject([{ premium_access: false, refunded_at: expect.any(Date) }])
    expect((await verify(user, sessionId)).status).toBe(409)
    expect(await creditsAndHistory(user)).toEqual(before)
  })
})
