import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createUserClient, readOutbox, startTestStack, type TestStack } from './helpers.ts'
import { createUser, uniqueEmail, type TestUser } from './users.ts'

// The email API down (the stack's fake, switched by /_local/mail/faults): the free unlock and the
// popup must fail visibly, and no credit may exist without an email the provider accepted.
let stack: TestStack

beforeAll(async () => {
  stack = await startTestStack()
})

afterAll(async () => {
  await stack?.stop()
})

beforeEach(async () => {
  await stack.pool.query('delete from public.rate_limit_hits')
})

afterEach(async () => {
  await mailFault({ down: false })
})

type Reply = { status: number; body: Record<string, unknown> }

async function mailFault(body: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${stack.apiUrl}/_local/mail/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status, await response.clone().text()).toBe(200)
}

async function sendEmail(body: Record<string, unknown>, user: TestUser | null = null): Promise<Reply> {
  const response = await fetch(`${stack.apiUrl}/functions/v1/send-email`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, Authorization: `Bearer ${user?.accessToken ?? stack.anonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const unlock = (user: TestUser) =>
  sendEmail({ email: user.email, industry: 'general', description: 'Free tier unlock', source: 'free_tier_unlock' }, user)

async function usage(user: TestUser) {
  const { data, error } = await createUserClient(stack, user.accessToken).rpc('my_usage')
  if (error) throw error
  return data as { limit: number; remaining: number; free_unlocked: boolean }[]
}

async function grants(user: TestUser): Promise<number> {
  const { rows } = await stack.pool.query('select count(*)::int as n from public.credit_grants where user_id = $1', [user.id])
  return rows[0].n as number
}

const mailTo = async (address: string) => (await readOutbox(stack)).filter((m) => m.to === address)

describe('the email API down', () => {
  it('free unlock answers 502 with a clear message, grants nothing, and works once when the API is back', async () => {
    const user = await createUser(stack)
    const before = await usage(user)
    expect(before).toEqual([expect.objectContaining({ limit: 3, remaining: 3, free_unlocked: false })])

    await mailFault({ down: true })
    for (let attempt = 0; attempt < 2; attempt++) {
      const failed = await unlock(user)
      expect(failed.status).toBe(502)
      expect(failed.body).toEqual({ error: expect.stringMatching(/could not send/i) })
    }
    expect(await usage(user)).toEqual(before)
    expect(await grants(user)).toBe(0)
    expect(await mailTo(user.email)).toEqual([])

    // Back up: the failed attempts used up no email limit (one a day per recipient), so it works now.
    await mailFault({ down: false })
    const unlocked = await unlock(user)
    expect(unlocked).toEqual({ status: 200, body: { ok: true, granted: true, emailed: true, credits: 5 } })
    expect(await usage(user)).toEqual([expect.objectContaining({ limit: 8, remaining: 8, free_unlocked: true })])
    expect(await mailTo(user.email)).toHaveLength(1)

    const again = await unlock(user)
    expect(again).toEqual({ status: 200, body: { ok: true, granted: false, emailed: false, credits: 5 } })
    expect(await grants(user)).toBe(1)
    expect(await mailTo(user.email)).toHaveLength(1)
  })

  it('any provider error status counts as down (e.g. 500, 429)', async () => {
    for (const status of [500, 429]) {
      const user = await createUser(stack)
      await mailFault({ status })
      expect((await unlock(user)).status).toBe(502)
      expect(await grants(user)).toBe(0)
    }
  })

  it('the popup answers 502 and nothing is sent; once back, the same address gets its ideas', async () => {
    const address = uniqueEmail('visitor')
    await mailFault({ down: true })
    const failed = await sendEmail({ email: address, source: 'popup', industry: 'general', description: 'a candle shop' })
    expect(failed.status).toBe(502)
    expect(failed.body).toEqual({ error: expect.stringMatching(/could not send your name ideas/i) })
    expect(await mailTo(address)).toEqual([])

    await mailFault({ down: false })
    const sent = await sendEmail({ email: address, source: 'popup', industry: 'general', description: 'a candle shop' })
    expect(sent).toEqual({ status: 200, body: { ok: true, ideas: 5 } })
    expect(await mailTo(address)).toHaveLength(1)
  })
})

describe('free unlock without a fault', () => {
  it('a double click grants once and mails once; the other request is told so, never a 5xx', async () => {
    const user = await createUser(stack)
    const replies = await Promise.all([unlock(user), unlock(user), unlock(user)])
    const granted = replies.filter((r) => r.status === 200 && r.body.granted === true)
    expect(granted).toHaveLength(1)
    for (const reply of replies.filter((r) => r !== granted[0])) {
      expect(reply.status === 409 || (reply.status === 200 && reply.body.granted === false), JSON.stringify(reply)).toBe(true)
      if (reply.status === 409) expect(reply.body.error).toMatch(/already being unlocked/i)
    }
    expect(await grants(user)).toBe(1)
    expect(await mailTo(user.email)).toHaveLength(1)
    expect(await usage(user)).toEqual([expect.objectContaining({ limit: 8, free_unlocked: true })])
  })

  it('over the email limits: 429, no credits; nothing is granted without the email', async () => {
    const target = uniqueEmail('shared')
    const first = await createUser(stack)
    const second = await createUser(stack)
    const ok = await sendEmail({ email: target, source: 'free_tier_unlock' }, first)
    expect(ok.body).toMatchObject({ granted: true, emailed: true })
    // One mail a day per recipient: a second account giving the same address is not mailed, so not granted.
    const refused = await sendEmail({ email: target, source: 'free_tier_unlock' }, second)
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual({ error: expect.stringMatching(/too many/i) })
    expect(await grants(second)).toBe(0)
    expect(await mailTo(target)).toHaveLength(1)
  })

  it('the fault switch refuses nonsense and is not open to web pages', async () => {
    const bad = await fetch(`${stack.apiUrl}/_local/mail/faults`, { method: 'POST', body: JSON.stringify({ status: 200 }) })
    expect(bad.status).toBe(400)
    const cors = await fetch(`${stack.apiUrl}/_local/mail/faults`, { headers: { Origin: 'http://127.0.0.1:5173' } })
    expect(cors.headers.get('access-control-allow-origin')).toBeNull()
    expect(await cors.json()).toEqual({ down: false, status: null })
  })
})
