import { assertEquals, assertMatch } from '../_shared/testing/assert.ts'
import type { Caller } from '../_shared/caller.ts'
import { createCheckPremiumHandler, type CheckPremiumDeps } from './check-premium.ts'

const ada: Caller = { id: '6f1c7a52-0000-4000-8000-000000000001', email: 'ada@example.com', emailConfirmed: true }

function setup(overrides: Partial<CheckPremiumDeps> = {}) {
  const seen: Caller[] = []
  const handler = createCheckPremiumHandler({
    getCaller: (token) => Promise.resolve(token === 'ada-token' ? ada : null),
    hasPremium: (caller) => {
      seen.push(caller)
      return Promise.resolve(true)
    },
    ...overrides,
  })
  return { handler, seen }
}

function post(body: string | undefined, token: string | null = 'ada-token'): Request {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (token) headers.Authorization = `Bearer ${token}`
  return new Request('http://functions.local/check-premium', { method: 'POST', headers, body })
}

Deno.test('answers the CORS preflight without authentication', async () => {
  const { handler } = setup()
  const response = await handler(new Request('http://functions.local/check-premium', { method: 'OPTIONS' }))
  assertEquals(response.status, 200)
  assertEquals(response.headers.get('Access-Control-Allow-Origin'), '*')
  assertMatch(response.headers.get('Access-Control-Allow-Headers') ?? '', /authorization/)
  await response.body?.cancel()
})

Deno.test('reports premium for the signed-in caller', async () => {
  const { handler, seen } = setup()
  const response = await handler(post('{}'))
  assertEquals(response.status, 200)
  assertEquals(await response.json(), { hasPremium: true })
  assertEquals(seen, [ada])
})

Deno.test('reports no premium when the data source says so', async () => {
  const { handler } = setup({ hasPremium: () => Promise.resolve(false) })
  const response = await handler(post(undefined))
  assertEquals(await response.json(), { hasPremium: false })
})

Deno.test('accepts the caller’s own email in any letter case', async () => {
  const { handler } = setup()
  const response = await handler(post(JSON.stringify({ email: 'Ada@Example.com' })))
  assertEquals(response.status, 200)
  assertEquals(await response.json(), { hasPremium: true })
})

Deno.test('refuses without a bearer token, with CORS headers on the error', async () => {
  const { handler, seen } = setup()
  const response = await handler(post('{}', null))
  assertEquals(response.status, 401)
  assertEquals(response.headers.get('Access-Control-Allow-Origin'), '*')
  assertEquals(await response.json(), { error: 'Sign in to check premium access' })
  assertEquals(seen.length, 0)
})

Deno.test('refuses a token that is not a signed-in user (e.g. the anon key)', async () => {
  const { handler } = setup()
  const response = await handler(post('{}', 'anon-key'))
  assertEquals(response.status, 401)
  await response.body?.cancel()
})

Deno.test('refuses to disclose premium for somebody else’s email', async () => {
  const { handler, seen } = setup()
  const response = await handler(post(JSON.stringify({ email: 'grace@example.com' })))
  assertEquals(response.status, 403)
  assertEquals(await response.json(), { error: 'You can only check premium access for your own account' })
  assertEquals(seen.length, 0)
})

Deno.test('rejects a body that is not JSON', async () => {
  const { handler } = setup()
  const response = await handler(post('email=ada@example.com'))
  assertEquals(response.status, 400)
  assertEquals(await response.json(), { error: 'Request body must be JSON' })
})

Deno.test('rejects JSON that is not an object', async () => {
  const { handler } = setup()
  const response = await handler(post('["ada@example.com"]'))
  assertEquals(response.status, 400)
  assertEquals(await response.json(), { error: 'Request body must be a JSON object' })
})

Deno.test('rejects an email of the wrong type or shape', async () => {
  const { handler } = setup()
  for (const email of [42, 'not-an-email', null]) {
    const response = await handler(post(JSON.stringify({ email })))
    assertEquals(response.status, 400, `email ${JSON.stringify(email)}`)
    assertEquals(await response.json(), { error: 'email must be a valid email address' })
  }
})

Deno.test('allows only POST', async () => {
  const { handler } = setup()
  const response = await handler(new Request('http://functions.local/check-premium', { method: 'GET' }))
  assertEquals(response.status, 405)
  assertEquals(response.headers.get('Allow'), 'POST, OPTIONS')
  await response.body?.cancel()
})

Deno.test('a failing data source is a 500 JSON answer, not a crash', async () => {
  const { handler } = setup({ hasPremium: () => Promise.reject(new Error('database down')) })
  const originalError = console.error
  console.error = () => {}
  try {
    const response = await handler(post('{}'))
    assertEquals(response.status, 500)
    assertEquals(response.headers.get('Access-Control-Allow-Origin'), '*')
    assertEquals(await response.json(), { error: 'Something went wrong on our side. Please try again.' })
  } finally {
    console.error = originalError
  }
})
