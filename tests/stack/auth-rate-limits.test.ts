import { request } from 'node:http'
import { AuthApiError } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestClient, startTestStack, type TestStack } from './helpers.ts'
import { standaloneAuth } from '../../supabase/local/auth/test-support.ts'
import { createUser, uniqueEmail } from './users.ts'

/**
 * GoTrue's per-IP limits from config.toml's [auth.rate_limit]. The client address is the socket's:
 * the stack is loopback-only, and every 127.x.y.z is a different client, so each test speaks from
 * its own address and its buckets start full.
 */

const PASSWORD = 'Rate#Limit2026'

interface Answer {
  status: number
  json: Record<string, unknown>
}

/** One auth request from a chosen loopback address (fetch cannot pick its source). */
function send(
  target: { apiUrl: string; anonKey?: string },
  from: string,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const url = new URL(`${target.apiUrl}/auth/v1${path}`)
  const body = init.body === undefined ? undefined : JSON.stringify(init.body)
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: init.method ?? 'POST',
        localAddress: from,
        headers: {
          apikey: target.anonKey ?? '',
          'X-Supabase-Api-Version': '2024-01-01',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...init.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          resolve({ status: res.statusCode ?? 0, json: text.startsWith('{') ? JSON.parse(text) : { text } })
        })
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

const wrongPassword = (stack: TestStack, from: string, email: string, headers?: Record<string, string>) =>
  send(stack, from, '/token?grant_type=password', { body: { email, password: 'Not-The-Password1' }, headers })

const isRequestLimit = (a: Answer) =>
  a.status === 429 && a.json.code === 'over_request_rate_limit' && a.json.message === 'Request rate limit reached'

describe('rate limits with the project config', () => {
  let stack: TestStack
  beforeAll(async () => {
    stack = await startTestStack()
  })
  afterAll(async () => {
    await stack?.stop()
  })

  it('reads [auth.rate_limit] from config.toml', () => {
    expect(stack.config.auth.rateLimit.signInSignUps).toBeGreaterThan(0)
    expect(stack.config.auth.rateLimit.signInSignUps).toBeLessThan(60)
  })

  it('answers 60 wrong passwords with 429 once sign_in_sign_ups is spent, from that address only', async () => {
    const limit = stack.config.auth.rateLimit.signInSignUps
    const email = uniqueEmail('victim')
    const answers: Answer[] = []
    const started = Date.now()
    for (let i = 0; i < 60; i++) answers.push(await wrongPassword(stack, '127.0.0.2', email))
    const elapsedMs = Date.now() - started

    expect(answers.slice(0, limit).every((a) => a.status === 400 && a.json.code === 'invalid_credentials')).toBe(true)
    expect(answers.every((a) => a.status === 400 || isRequestLimit(a))).toBe(true)
    // The bucket refills at `limit` per 5 minutes, so only that trickle may get through after it.
    const refilled = Math.ceil((elapsedMs / 300_000) * limit)
    expect(answers.filter((a) => a.status === 400).length).toBeLessThanOrEqual(limit + refilled)
    expect(answers.filter(isRequestLimit).length).toBeGreaterThanOrEqual(60 - limit - refilled)

    // A forwarded-for header does not make the same client someone else.
    expect(isRequestLimit(await wrongPassword(stack, '127.0.0.2', email, { 'X-Forwarded-For': '203.0.113.9' }))).toBe(true)
    // Another address has its own bucket.
    const other = await wrongPassword(stack, '127.0.0.3', email)
    expect(other.status).toBe(400)
    expect(other.json.code).toBe('invalid_credentials')
  })
})

describe('rate limits per endpoint', () => {
  let stack: TestStack
  beforeAll(async () => {
    stack = await startTestStack({
      config: (c) => ({
        ...c,
        auth: { ...c.auth, rateLimit: { emailSent: 3, signInSignUps: 4, tokenRefresh: 3, tokenVerifications: 3 } },
      }),
    })
  })
  afterAll(async () => {
    await stack?.stop()
  })

  it('shows supabase-js an AuthApiError with status 429 and the GoTrue code', async () => {
    // supabase-js always connects from 127.0.0.1; this is the only test that spends that address.
    const client = createTestClient(stack)
    for (let i = 0; i < 4; i++) {
      const { error } = await client.auth.signInWithPassword({ email: uniqueEmail('js'), password: PASSWORD })
      expect(error?.code).toBe('invalid_credentials')
    }
    const { error } = await client.auth.signInWithPassword({ email: uniqueEmail('js'), password: PASSWORD })
    expect(error).toBeInstanceOf(AuthApiError)
    expect(error?.status).toBe(429)
    expect(error?.code).toBe('over_request_rate_limit')
    expect(error?.message).toBe('Request rate limit reached')
  })

  it('counts signups, recovers and password sign-ins in one sign_in_sign_ups bucket', async () => {
    const from = '127.0.0.4'
    const user = await createUser(stack, { email: uniqueEmail('known') })
    const first = await send(stack, from, '/signup', { body: { email: uniqueEmail('a'), password: PASSWORD } })
    expect(first.status, JSON.stringify(first.json)).toBe(200)
    expect((await send(stack, from, '/recover', { body: { email: user.email } })).status).toBe(200)
    expect((await wrongPassword(stack, from, user.email)).status).toBe(400)
    expect((await send(stack, from, '/signup', { body: { email: 'not-an-email', password: PASSWORD } })).status).toBe(400)
    const over = await send(stack, from, '/signup', { body: { email: uniqueEmail('b'), password: PASSWORD } })
    expect(isRequestLimit(over)).toBe(true)
  })

  it('limits refresh_token grants by token_refresh, apart from sign-ins', async () => {
    const from = '127.0.0.5'
    for (let i = 0; i < 3; i++) {
      const answer = await send(stack, from, '/token?grant_type=refresh_token', { body: { refresh_token: `nope-${i}` } })
      expect(answer.json.code).toBe('refresh_token_not_found')
    }
    expect(isRequestLimit(await send(stack, from, '/token?grant_type=refresh_token', { body: { refresh_token: 'x' } }))).toBe(
      true,
    )
    expect((await wrongPassword(stack, from, uniqueEmail('c'))).json.code).toBe('invalid_credentials')
  })

  it('limits GET and POST /verify by token_verifications', async () => {
    const from = '127.0.0.6'
    for (let i = 0; i < 2; i++) {
      const answer = await send(stack, from, '/verify', { body: { type: 'signup', token_hash: `nope-${i}` } })
      expect(answer.json.code).toBe('otp_expired')
    }
    const link = await send(stack, from, '/verify?token=nope&type=signup', { method: 'GET' })
    expect(link.status).toBe(303)
    expect(isRequestLimit(await send(stack, from, '/verify', { body: { type: 'signup', token_hash: 'x' } }))).toBe(true)
  })

  it('stops auth email after email_sent per hour, leaving no token behind', async () => {
    // Its own auth service on this database, so the other tests' mails do not count.
    const auth = await standaloneAuth(stack, {
      ...stack.config.auth,
      rateLimit: { emailSent: 2, signInSignUps: 100, tokenRefresh: 100, tokenVerifications: 100 },
    })
    try {
      const users = await Promise.all([1, 2, 3].map(() => createUser(stack, { email: uniqueEmail('mail') })))
      // Different addresses, so only the email limit can be the one that stops the last request.
      const answers: Answer[] = []
      for (const [i, user] of users.entries()) {
        answers.push(await send(auth, `127.0.1.${i + 1}`, '/recover', { body: { email: user.email } }))
      }
      expect(answers.map((a) => a.status)).toEqual([200, 200, 429])
      expect(answers[2].json).toMatchObject({ code: 'over_email_send_rate_limit', message: 'Email rate limit exceeded' })
      expect(auth.sent.map((m) => m.to)).toEqual([users[0].email, users[1].email])
      const { rows } = await stack.pool.query<{ email: string }>(
        `select email from auth.users where email = any($1) and recovery_token <> '' order by email`,
        [users.map((u) => u.email)],
      )
      expect(rows.map((r) => r.email)).toEqual([users[0].email, users[1].email].sort())
    } finally {
      await auth.close()
    }
  })
})
