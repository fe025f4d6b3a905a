import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NestedPoolUseError, withTransaction } from '../../supabase/local/db/pool.ts'
import { readOutbox, startTestStack, type TestStack } from './helpers.ts'
import { createUser, uniqueEmail } from './users.ts'

/**
 * Auth under parallel load. Signup and recover used to hold a pooled connection in a transaction
 * while the outbox waited for another from the same 10-slot pool: 10 parallel signups wedged the
 * whole stack until a restart.
 */

const PASSWORD = 'Parallel#Load42'
const PARALLEL = 100
// Generous: the first request on a cold stack also pays for 100 bcrypt hashes on a shared 2-core box.
const REQUEST_TIMEOUT_MS = 90_000

let stack: TestStack
beforeAll(async () => {
  stack = await startTestStack({
    config: (c) => ({
      ...c,
      // This suite is about connections, not limits: let 200 requests from one IP through.
      auth: { ...c.auth, rateLimit: { emailSent: 10_000, signInSignUps: 10_000, tokenRefresh: 10_000, tokenVerifications: 10_000 } },
    }),
  })
})
afterAll(async () => {
  await stack?.stop()
})

async function post(path: string, body: unknown) {
  const response = await fetch(`${stack.apiUrl}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

describe('auth under parallel load', () => {
  it(`answers ${PARALLEL} parallel signups and ${PARALLEL} parallel recovers, mails each, and keeps serving`, async () => {
    const existing = await Promise.all(Array.from({ length: PARALLEL }, () => createUser(stack, { email: uniqueEmail('known') })))
    const fresh = Array.from({ length: PARALLEL }, () => uniqueEmail('parallel'))

    const [signups, recovers] = await Promise.all([
      Promise.all(fresh.map((email) => post('/signup', { email, password: PASSWORD }))),
      Promise.all(existing.map((user) => post('/recover', { email: user.email }))),
    ])

    for (const [i, answer] of signups.entries()) {
      expect(answer.status, `signup ${i}: ${JSON.stringify(answer.json)}`).toBe(200)
      expect(answer.json.email).toBe(fresh[i])
    }
    for (const [i, answer] of recovers.entries()) {
      expect(answer.status, `recover ${i}: ${JSON.stringify(answer.json)}`).toBe(200)
      expect(answer.json).toEqual({})
    }

    const mail = await readOutbox(stack)
    const subjectsTo = (to: string) => mail.filter((m) => m.to === to).map((m) => m.subject)
    for (const email of fresh) expect(subjectsTo(email)).toEqual(['Confirm Your Signup'])
    for (const user of existing) expect(subjectsTo(user.email)).toEqual(['Reset Your Password'])

    // Still serving afterwards: confirm one account from its mail and sign in with it.
    const link = /(https?:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail.find((m) => m.to === fresh[0])!.text)![1]
    const verified = await fetch(link, { redirect: 'manual', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
    expect(verified.status).toBe(303)
    const signIn = await post('/token?grant_type=password', { email: fresh[0], password: PASSWORD })
    expect(signIn.status).toBe(200)
    expect(typeof signIn.json.access_token).toBe('string')
  }, 240_000)

  it('refuses, at once and under any load, a second connection from a pool whose transaction holds one', async () => {
    const nested = withTransaction(stack.pool, () => stack.pool.query('select 1'))
    await expect(nested).rejects.toBeInstanceOf(NestedPoolUseError)
    // The transaction client itself, and the pool after commit, are fine.
    expect(await withTransaction(stack.pool, async (db) => (await db.query('select 1 as one')).rows[0].one)).toBe(1)
    expect((await stack.pool.query('select 1 as one')).rows[0].one).toBe(1)
  })
})
