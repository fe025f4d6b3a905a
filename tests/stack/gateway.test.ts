import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestClient, readOutbox, startTestStack, type TestStack } from './helpers.ts'
import { uniqueEmail } from './users.ts'

// What a browser app on http://127.0.0.1:5173 needs from the gateway: CORS everywhere, and the outbox.
const ORIGIN = 'http://127.0.0.1:5173'
let stack: TestStack

beforeAll(async () => {
  stack = await startTestStack()
})

afterAll(async () => {
  await stack?.stop()
})

function preflight(path: string, method = 'POST') {
  return fetch(`${stack.apiUrl}${path}`, {
    method: 'OPTIONS',
    headers: {
      Origin: ORIGIN,
      'Access-Control-Request-Method': method,
      'Access-Control-Request-Headers': 'apikey, authorization, content-type, x-client-info, x-supabase-api-version, prefer',
    },
  })
}

describe('CORS preflight from a browser origin', () => {
  // The APIs answer any origin with `*` as hosted does; the outbox only the app's origins.
  it.each([
    ['/auth/v1/token?grant_type=password', 'POST', '*'],
    ['/auth/v1/user', 'PUT', '*'],
    ['/rest/v1/customers?select=premium_access', 'GET', '*'],
    ['/rest/v1/rpc/anything', 'POST', '*'],
    ['/_local/mail/messages.json', 'GET', ORIGIN],
  ])('%s allows %s with the requested headers', async (path, method, allowed) => {
    const response = await preflight(path, method)
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(allowed)
    expect(response.headers.get('access-control-allow-credentials')).toBeNull()
    expect(response.headers.get('access-control-allow-methods')).toContain(method)
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'apikey, authorization, content-type, x-client-info, x-supabase-api-version, prefer',
    )
    expect(response.headers.get('access-control-max-age')).toBe('86400')
  })

  it('/functions/v1/check-premium is answered by the function itself', async () => {
    const response = await preflight('/functions/v1/check-premium')
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
  })
})

describe('CORS on actual responses', () => {
  it('exposes Content-Range on REST so browser counts work', async () => {
    const response = await fetch(`${stack.apiUrl}/rest/v1/customers?select=id&email=eq.nobody@example.com`, {
      method: 'HEAD',
      headers: { Origin: ORIGIN, apikey: stack.serviceRoleKey, Prefer: 'count=exact' },
    })
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-expose-headers')).toContain('Content-Range')
    expect(response.headers.get('content-range')).toBe('*/0')
  })

  it('puts CORS headers on auth errors too, so the browser can read them', async () => {
    const response = await fetch(`${stack.apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { Origin: ORIGIN, apikey: stack.anonKey, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'Wrong-passw0rd' }),
    })
    expect(response.status).toBe(400)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version')
  })

  it('puts CORS headers on the gateway’s own function errors', async () => {
    const response = await fetch(`${stack.apiUrl}/functions/v1/check-premium`, { method: 'POST', headers: { Origin: ORIGIN } })
    expect(response.status).toBe(401)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })
})

describe('outbox', () => {
  it('holds the confirmation email of a supabase-js signup, as JSON and as a page with clickable links', async () => {
    const email = uniqueEmail('outbox')
    const { error } = await createTestClient(stack).auth.signUp({ email, password: 'Correct-h0rse-battery' })
    expect(error).toBeNull()

    const messages = await readOutbox(stack)
    const mail = messages.find((m) => m.to === email)
    expect(mail).toBeDefined()
    expect(Object.keys(mail!).sort()).toEqual(['created_at', 'html', 'id', 'subject', 'text', 'to'])
    const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail!.text)?.[0]
    expect(link).toBeDefined()

    const page = await fetch(stack.outboxUrl)
    expect(page.headers.get('content-type')).toContain('text/html')
    const html = await page.text()
    expect(html).toContain(email)
    expect(html).toContain(`<a href="${link!.replace(/&/g, '&#38;')}">`)
  })

  it('lists the newest message first and filters by recipient', async () => {
    const first = uniqueEmail('first')
    const second = uniqueEmail('second')
    const client = createTestClient(stack)
    await client.auth.signUp({ email: first, password: 'Correct-h0rse-battery' })
    await client.auth.signUp({ email: second, password: 'Correct-h0rse-battery' })
    const recipients = (await readOutbox(stack)).map((m) => m.to)
    expect(recipients.indexOf(second)).toBeLessThan(recipients.indexOf(first))

    const filtered = await fetch(`${stack.outboxUrl}/messages.json?to=${encodeURIComponent(first.toUpperCase())}`)
    expect((await filtered.json()).map((m: { to: string }) => m.to)).toEqual([first])
  })
})

describe('gateway', () => {
  it('answers 404 in Kong’s words for paths it does not serve', async () => {
    const response = await fetch(`${stack.apiUrl}/storage/v1/object`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'no Route matched with those values' })
  })

  it('lets auth routes reached by browser navigation through without an apikey', async () => {
    const response = await fetch(`${stack.apiUrl}/auth/v1/verify?token=nope&type=signup&redirect_to=${encodeURIComponent(ORIGIN)}`, {
      redirect: 'manual',
    })
    expect(response.status).not.toBe(401)
  })

  it('requires an apikey for the other auth routes', async () => {
    const response = await fetch(`${stack.apiUrl}/auth/v1/settings`)
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ message: 'No API key found in request' })
  })
})
