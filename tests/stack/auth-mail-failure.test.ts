import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createAuthService } from '../../supabase/local/auth/index.ts'
import type { MailMessage } from '../../supabase/local/auth/deps.ts'
import { LOCAL_JWT_SECRET } from '../../supabase/local/keys.ts'
import { startTestStack, type TestStack } from './helpers.ts'
import { createUser, uniqueEmail } from './users.ts'

/**
 * Mail now goes out after the transaction that stored its token has committed. When sending
 * fails, the request must still leave nothing half-issued: no token that nobody received, no
 * max_frequency throttle for a mail that never came, no account from a signup that failed.
 */

const PASSWORD = 'Mail#Failure42'

let stack: TestStack
let server: Server
let apiUrl = ''
let mailWorks = false
const sent: MailMessage[] = []

beforeAll(async () => {
  stack = await startTestStack()
  const service = createAuthService({
    pool: stack.pool,
    config: stack.config.auth,
    jwtSecret: LOCAL_JWT_SECRET,
    apiUrl: 'http://127.0.0.1',
    sendMail: async (message) => {
      if (!mailWorks) throw new Error('SMTP is down')
      sent.push(message)
    },
  })
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', apiUrl)
    void service.handle(req, res, url.pathname.replace(/^\/auth\/v1/, ''), url)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()))
  await stack?.stop()
})

async function call(method: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${apiUrl}/auth/v1${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

async function userRow(email: string) {
  const { rows } = await stack.pool.query(
    `select confirmation_token, confirmation_sent_at, recovery_token, recovery_sent_at, email_change,
            email_change_token_new, email_change_sent_at
       from auth.users where lower(email) = lower($1)`,
    [email],
  )
  return rows[0] as Record<string, unknown> | undefined
}

/** Runs `fn` with mail failing, expecting the 500 GoTrue answers when its mailer fails. */
async function withMailDown<T extends { status: number; json: Record<string, unknown> }>(fn: () => Promise<T>) {
  mailWorks = false
  // The auth service logs every 5xx; here that is the expected outcome.
  const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  try {
    const answer = await fn()
    expect(answer.status).toBe(500)
    expect(answer.json.code).toBe('unexpected_failure')
    expect(String(answer.json.message)).toContain('Error sending email: SMTP is down')
    return answer
  } finally {
    log.mockRestore()
    mailWorks = true
  }
}

describe('a failed auth email', () => {
  it('leaves no account behind from a new signup, so signing up again works', async () => {
    const email = uniqueEmail('signup')
    await withMailDown(() => call('POST', '/signup', { email, password: PASSWORD }))
    expect(await userRow(email)).toBeUndefined()

    const again = await call('POST', '/signup', { email, password: PASSWORD })
    expect(again.status).toBe(200)
    expect(sent.filter((m) => m.to === email)).toHaveLength(1)
  })

  it('withdraws a recovery link and its throttle', async () => {
    const { email } = await createUser(stack, { email: uniqueEmail('recover') })
    const before = await userRow(email)
    await withMailDown(() => call('POST', '/recover', { email }))
    expect(await userRow(email)).toEqual(before)

    // Not "only request this after 60 seconds": the first mail never went out.
    expect((await call('POST', '/recover', { email })).status).toBe(200)
    expect(sent.filter((m) => m.to === email).map((m) => m.subject)).toEqual(['Reset Your Password'])
    expect((await userRow(email))?.recovery_token).not.toBe('')
  })

  it('withdraws an email change, keeping the pending one it replaced', async () => {
    const user = await createUser(stack, { email: uniqueEmail('change') })
    const first = uniqueEmail('first')
    expect((await call('PUT', '/user', { email: first }, user.accessToken)).status).toBe(200)
    // Past max_frequency, so a second change may be asked for.
    await stack.pool.query(`update auth.users set email_change_sent_at = now() - interval '2 minutes' where id = $1`, [
      user.id,
    ])
    const pending = await userRow(user.email)
    expect(pending?.email_change).toBe(first)

    await withMailDown(() => call('PUT', '/user', { email: uniqueEmail('second') }, user.accessToken))
    expect(await userRow(user.email)).toEqual(pending)
  })

  it('withdraws a resent confirmation, keeping the earlier link', async () => {
    const email = uniqueEmail('resend')
    expect((await call('POST', '/signup', { email, password: PASSWORD })).status).toBe(200)
    await stack.pool.query(
      `update auth.users set confirmation_sent_at = now() - interval '2 minutes' where lower(email) = lower($1)`,
      [email],
    )
    const before = await userRow(email)
    await withMailDown(() => call('POST', '/resend', { type: 'signup', email }))
    expect(await userRow(email)).toEqual(before)
  })
})
