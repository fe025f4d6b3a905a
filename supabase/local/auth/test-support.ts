import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect } from 'vitest'
import { createTestClient, readOutbox, startTestStack, type TestStack } from '../../../tests/stack/helpers.ts'
import type { LocalConfig } from '../config.ts'
import { LOCAL_JWT_SECRET } from '../keys.ts'
import type { AuthConfig } from './config.ts'
import { createAuthService } from './index.ts'

/** Shared setup for the auth suites: a stack with pinned auth settings, and outbox helpers. */

export const SITE_URL = 'http://127.0.0.1:5173'
export const APP_CALLBACK = `${SITE_URL}/auth/callback`
/** Meets the pinned policy below (lower, upper, digit, 8+). */
export const PASSWORD = 'Correct-Horse-9'

/** Settings the suites rely on, independent of whatever supabase/config.toml says today. */
export function pinAuth(overrides: Partial<AuthConfig> = {}) {
  return (c: LocalConfig): LocalConfig => ({
    ...c,
    auth: {
      ...c.auth,
      siteUrl: SITE_URL,
      additionalRedirectUrls: ['https://app.example.com/**'],
      jwtExpiry: 3600,
      enableSignup: true,
      enableRefreshTokenRotation: true,
      refreshTokenReuseInterval: 1,
      minimumPasswordLength: 8,
      passwordRequirements: 'lower_upper_letters_digits',
      email: {
        enableSignup: true,
        enableConfirmations: true,
        doubleConfirmChanges: true,
        securePasswordChange: false,
        maxFrequencySeconds: 60,
      },
      google: { enabled: true },
      // These suites test other behaviour, many calls per stack; auth-rate-limits tests the limits.
      rateLimit: { emailSent: 1000, signInSignUps: 1000, tokenRefresh: 1000, tokenVerifications: 1000 },
      ...overrides,
    },
  })
}

export function startAuthStack(overrides: Partial<AuthConfig> = {}): Promise<TestStack> {
  return startTestStack({ config: pinAuth(overrides) })
}

let counter = 0
/** A fresh address per test, so tests never depend on each other's users. */
export function uniqueEmail(label = 'user'): string {
  counter += 1
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`
}

/** The newest message to `to`, failing the test when there is none. */
export async function latestMail(stack: TestStack, to: string, subject?: string) {
  const mail = (await readOutbox(stack)).find((m) => m.to === to && (!subject || m.subject === subject))
  expect(mail, `a message to ${to}${subject ? ` with subject ${subject}` : ''}`).toBeDefined()
  return mail!
}

/** The verify link in a message's plain-text body. */
export function linkIn(text: string): string {
  const match = /(https?:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(text)
  expect(match, 'a verify link in the message').not.toBeNull()
  return match![1]
}

/** Follows a link without following redirects, returning the status and Location. */
export async function follow(url: string, init: RequestInit = {}) {
  const response = await fetch(url, { redirect: 'manual', ...init })
  return { status: response.status, location: response.headers.get('location') ?? '', response }
}

export function fragmentOf(location: string): URLSearchParams {
  return new URLSearchParams(location.split('#')[1] ?? '')
}

/** Signs up and confirms through the emailed link; returns the confirmed address. */
export async function confirmedUser(stack: TestStack, email = uniqueEmail(), password = PASSWORD) {
  const client = createTestClient(stack)
  const { error } = await client.auth.signUp({ email, password })
  expect(error).toBeNull()
  const { status } = await follow(linkIn((await latestMail(stack, email)).text))
  expect(status).toBe(303)
  return { email, password }
}

/** Raw JSON request to the auth API with the anon key, the way auth-js sends it. */
export async function authFetch(
  stack: TestStack,
  path: string,
  init: { method?: string; body?: unknown; rawBody?: string; token?: string; versioned?: boolean } = {},
) {
  const headers: Record<string, string> = { apikey: stack.anonKey, 'Content-Type': 'application/json;charset=UTF-8' }
  if (init.versioned !== false) headers['X-Supabase-Api-Version'] = '2024-01-01'
  if (init.token) headers.Authorization = `Bearer ${init.token}`
  const response = await fetch(`${stack.apiUrl}/auth/v1${path}`, {
    method: init.method ?? 'POST',
    headers,
    body: init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, json: parseJson(text) }
}

function parseJson(text: string): Record<string, unknown> {
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {}
  } catch {
    return { text }
  }
}

/**
 * The auth service alone on its own port, sharing a stack's database but with other settings:
 * lets one suite compare configurations (confirmations off, signups disabled) without another
 * Postgres. Mail goes to `sent`.
 */
export async function standaloneAuth(stack: TestStack, config: AuthConfig) {
  const sent: { to: string; subject: string; text: string }[] = []
  let apiUrl = ''
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', apiUrl)
    const subpath = url.pathname.replace(/^\/auth\/v1/, '')
    void service.handle(req, res, subpath, url)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const service = createAuthService({
    pool: stack.pool,
    config,
    jwtSecret: LOCAL_JWT_SECRET,
    apiUrl,
    sendMail: async (m) => {
      sent.push(m)
    },
  })
  return {
    apiUrl,
    sent,
    client: () => createTestClient({ apiUrl, anonKey: stack.anonKey }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
