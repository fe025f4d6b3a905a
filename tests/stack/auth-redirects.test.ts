import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readOutbox, startTestStack, type TestStack } from './helpers.ts'
import { createUser, uniqueEmail } from './users.ts'

/**
 * redirect_to through the real endpoints, with the project's own allow list (config.toml):
 * spellings of 127.0.0.1 that only a normalising URL parser reads as the site, and addresses a
 * browser would resolve elsewhere, must fall back to site_url, as on GoTrue.
 */

const REFUSED = [
  'http://127.1:5173/auth/callback',
  'http://2130706433:5173/auth/callback',
  'http://0x7f.0.0.1:5173/auth/callback',
  'http://127.0.0.1.:5173/auth/callback',
  'http://127.0.0.1:5173@evil.com/auth/callback',
  'http://evil.com\\@127.0.0.1:5173/auth/callback',
  'http://LOCALHOST:5173/auth/callback',
  'http://localhost:3000/auth/callback',
]
const ALLOWED = ['http://127.0.0.1:5173/auth/callback', 'http://localhost:5173/auth/callback', 'http://127.0.0.1:4000/cb']

let stack: TestStack
let siteUrl: string
beforeAll(async () => {
  stack = await startTestStack()
  siteUrl = stack.config.auth.siteUrl
})
afterAll(async () => {
  await stack?.stop()
})

/** Where a (failing) email link sends the browser: the allowed redirect_to, or site_url. */
async function verifyTarget(redirectTo: string): Promise<string> {
  const url = `${stack.apiUrl}/auth/v1/verify?token=nope&type=signup&redirect_to=${encodeURIComponent(redirectTo)}`
  const response = await fetch(url, { redirect: 'manual' })
  expect(response.status).toBe(303)
  return (response.headers.get('location') ?? '').split('#')[0]
}

/** The app URL /authorize will send the browser back to, read from the signed state it issues. */
async function authorizeTarget(redirectTo: string): Promise<string> {
  const url = `${stack.apiUrl}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(redirectTo)}`
  const response = await fetch(url, { redirect: 'manual' })
  expect(response.status).toBe(302)
  const state = new URL(response.headers.get('location') ?? '').searchParams.get('state') ?? ''
  const payload = JSON.parse(Buffer.from(state.split('.')[1], 'base64url').toString('utf8')) as { referrer: string }
  return payload.referrer
}

describe('redirect_to allow list through the API', () => {
  it('is the site itself in the project config', () => {
    expect(siteUrl).toBe('http://127.0.0.1:5173')
  })

  it.each(REFUSED)('falls back to site_url for %s (verify and authorize)', async (redirectTo) => {
    expect(await verifyTarget(redirectTo)).toBe(siteUrl)
    expect(await authorizeTarget(redirectTo)).toBe(siteUrl)
  })

  it.each(ALLOWED)('keeps %s', async (redirectTo) => {
    expect(await verifyTarget(redirectTo)).toBe(redirectTo)
    expect(await authorizeTarget(redirectTo)).toBe(redirectTo)
  })

  it('mails a recovery link back to site_url for a disguised loopback address', async () => {
    const asked = ['http://127.1:5173/auth/reset', 'http://2130706433:5173/auth/reset', 'http://127.0.0.1:5173/auth/reset']
    const users = await Promise.all(asked.map(() => createUser(stack, { email: uniqueEmail('redirect') })))
    for (const [i, user] of users.entries()) {
      const response = await fetch(`${stack.apiUrl}/auth/v1/recover?redirect_to=${encodeURIComponent(asked[i])}`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: user.email }),
      })
      expect(response.status).toBe(200)
    }
    const mail = await readOutbox(stack)
    const redirectOf = (to: string) => {
      const link = /(https?:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail.find((m) => m.to === to)?.text ?? '')?.[1] ?? ''
      return new URL(link).searchParams.get('redirect_to')
    }
    expect(redirectOf(users[0].email)).toBe(siteUrl)
    expect(redirectOf(users[1].email)).toBe(siteUrl)
    expect(redirectOf(users[2].email)).toBe('http://127.0.0.1:5173/auth/reset')
  })
})
