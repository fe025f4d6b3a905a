import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { readOutbox, startTestStack, type TestStack } from './helpers.ts'
import { createUser, uniqueEmail, type TestUser } from './users.ts'

// send-email must not be a way to mail strangers: per-IP and per-recipient limits, counted in
// Postgres, through the real gateway. The gateway may replace X-Forwarded-For with the socket
// address, so every request here can land in one IP bucket: each test starts from empty buckets.
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

type Reply = { status: number; retryAfter: string | null; body: Record<string, unknown> }

async function sendEmail(body: Record<string, unknown>, user: TestUser | null = null, ip = '203.0.113.7'): Promise<Reply> {
  const response = await fetch(`${stack.apiUrl}/functions/v1/send-email`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      Authorization: `Bearer ${user?.accessToken ?? stack.anonKey}`,
      'Content-Type': 'application/json',
      'X-Forwarded-For': `${ip}, 10.0.0.1`,
    },
    body: JSON.stringify(body),
  })
  return { status: response.status, retryAfter: response.headers.get('Retry-After'), body: (await response.json()) as Record<string, unknown> }
}

const newsletter = (email: string) => sendEmail({ email, industry: 'general', description: 'Business name generation', source: 'newsletter' })

async function mailTo(address: string) {
  return (await readOutbox(stack)).filter((m) => m.to === address)
}

describe('send-email limits', () => {
  it('40 newsletter sign-ups to 40 addresses from one IP mail only the first 5; the rest get 429 and nothing', async () => {
    const addresses = Array.from({ length: 40 }, () => uniqueEmail('stranger'))
    const replies = await Promise.all(addresses.map((address) => newsletter(address)))

    const accepted = addresses.filter((_, i) => replies[i].status === 200)
    const refused = addresses.filter((_, i) => replies[i].status === 429)
    expect(accepted).toHaveLength(5)
    expect(refused).toHaveLength(35)
    for (const reply of replies.filter((r) => r.status === 429)) {
      expect(reply.body).toEqual({ error: expect.stringMatching(/too many/i) })
      expect(Number(reply.retryAfter)).toBeGreaterThan(0)
      expect(Number(reply.retryAfter)).toBeLessThanOrEqual(3600)
    }

    const outbox = await readOutbox(stack)
    const mailed = new Set(outbox.map((m) => m.to))
    expect(accepted.every((address) => mailed.has(address))).toBe(true)
    expect(refused.filter((address) => mailed.has(address))).toEqual([])
    const { rows } = await stack.pool.query('select email from public.subscribers where email = any($1)', [refused])
    expect(rows).toEqual([])
  })

  it('mails the same recipient once a day, even from different IPs', async () => {
    const address = uniqueEmail('reader')
    const first = await newsletter(address)
    expect(first.status).toBe(200)
    const second = await sendEmail({ email: address, source: 'newsletter' }, null, '198.51.100.9')
    expect(second.status).toBe(429)
    expect(second.body).toEqual({ error: expect.stringMatching(/too many/i) })
    expect(Number(second.retryAfter)).toBeGreaterThan(3600)
    expect(await mailTo(address)).toHaveLength(1)
  })

  it('keeps the free unlock honest: credits only with the email; over the limits, 429 and no credits', async () => {
    const ada = await createUser(stack)
    const unlocked = await sendEmail({ email: ada.email, source: 'free_tier_unlock', industry: 'general', description: 'Free tier unlock' }, ada)
    expect(unlocked).toMatchObject({ status: 200, body: { ok: true, granted: true, emailed: true, credits: 5 } })
    expect(await mailTo(ada.email)).toHaveLength(1)

    // Somebody used up this IP's email allowance: the next account is refused, unmailed and uncredited.
    for (let i = 0; i < 4; i++) expect((await newsletter(uniqueEmail('filler'))).status).toBe(200)
    const bob = await createUser(stack)
    const late = await sendEmail({ email: bob.email, source: 'free_tier_unlock' }, bob)
    expect(late).toMatchObject({ status: 429, body: { error: expect.stringMatching(/too many/i) } })
    expect(Number(late.retryAfter)).toBeGreaterThan(0)
    expect(await mailTo(bob.email)).toEqual([])
    const { rows } = await stack.pool.query('select remaining from public.usage_for($1)', [bob.id])
    expect(rows).toEqual([{ remaining: 3 }])
  })

  it('neither mails nor credits a second account that unlocks with an address already mailed today', async () => {
    const target = uniqueEmail('victim')
    const first = await createUser(stack)
    const second = await createUser(stack)
    expect((await sendEmail({ email: target, source: 'free_tier_unlock' }, first)).body).toMatchObject({ granted: true, emailed: true })
    expect(await sendEmail({ email: target, source: 'free_tier_unlock' }, second)).toMatchObject({ status: 429 })
    expect(await mailTo(target)).toHaveLength(1)
    const { rows } = await stack.pool.query('select count(*)::int as n from public.credit_grants where user_id = $1', [second.id])
    expect(rows).toEqual([{ n: 0 }])
  })
})
