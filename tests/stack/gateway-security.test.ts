import { mkdtemp, rm } from 'node:fs/promises'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../supabase/local/config.ts'
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY, signJwt } from '../../supabase/local/keys.ts'
import { makeTraversable, startStack, type RunningStack } from '../../supabase/local/stack.ts'
import { createUser } from './users.ts'

// What a hostile web page, a stolen token or a local process can do to the gateway: CORS on the
// outbox and the APIs, apikey checks, the functions host behind the gateway, and body limits.
// The app runs on another port than config.toml's site_url here, as in the e2e stack (APP_PORT).
const APP_PORT = 5999
const APP_ORIGIN = `http://127.0.0.1:${APP_PORT}`
const EVIL_ORIGIN = 'https://evil.example'
const fixtures = fileURLToPath(new URL('./fixtures/functions', import.meta.url))
let stack: RunningStack
let root: string

beforeAll(async () => {
  const config = await loadConfig()
  root = await mkdtemp(join(tmpdir(), 'bq-gateway-'))
  await makeTraversable(root)
  stack = await startStack({
    apiPort: 0,
    dbPort: 0,
    dataDir: join(root, 'db'),
    appPort: APP_PORT,
    quiet: !process.env.STACK_DEBUG,
    ephemeral: true,
    functionsDir: fixtures,
    config: { ...config, functions: { ...config.functions, open: { verifyJwt: false } } },
  })
})

afterAll(async () => {
  await stack?.stop()
  if (root) await rm(root, { recursive: true, force: true })
})

interface Echo {
  authorization: string | null
  forwardedFor: string | null
  headers: Record<string, string>
  body: string | null
}

/** A raw request, for what fetch will not send (Host, a false Content-Length, a body that never ends). */
function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: (write: (chunk: Buffer) => Promise<boolean>) => Promise<void> },
): Promise<{ status: number; headers: IncomingHttpHeaders; text: string; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0
    let answered = false
    const req = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      answered = true
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8'), sent })
        req.destroy()
      })
    })
    req.on('error', (error) => {
      if (!answered) reject(error)
    })
    const write = (chunk: Buffer) =>
      new Promise<boolean>((done) => {
        if (answered || req.destroyed) return done(false)
        sent += chunk.length
        if (req.write(chunk)) done(true)
        else {
          req.once('drain', () => done(!answered))
          req.once('close', () => done(false))
        }
      })
    req.flushHeaders()
    if (options.body) {
      options.body(write).then(
        () => (answered ? undefined : req.end()),
        () => undefined,
      )
    } else req.end()
  })
}

describe('the outbox is readable only by the app', () => {
  const outbox = () => `${stack.apiUrl}/_local/mail/messages.json`

  it('gives another website no CORS access to the mail', async () => {
    const response = await fetch(outbox(), { headers: { Origin: EVIL_ORIGIN } })
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect(response.headers.get('access-control-allow-credentials')).toBeNull()
    const preflight = await fetch(outbox(), {
      method: 'OPTIONS',
      headers: { Origin: EVIL_ORIGIN, 'Access-Control-Request-Method': 'GET' },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('allows the app on APP_PORT and the configured redirect origins, without credentials', async () => {
    for (const origin of [APP_ORIGIN, 'http://localhost:5173', 'http://127.0.0.1:5173']) {
      const response = await fetch(outbox(), { headers: { Origin: origin } })
      expect(response.status).toBe(200)
      expect(response.headers.get('access-control-allow-origin')).toBe(origin)
      expect(response.headers.get('access-control-allow-credentials')).toBeNull()
    }
  })

  it('refuses a request addressed to another host name (DNS rebinding)', async () => {
    const host = `evil.example:${new URL(stack.apiUrl).port}`
    const result = await rawRequest(outbox(), { headers: { Host: host } })
    expect(result.status).toBe(403)
    expect(JSON.parse(result.text)).toHaveProperty('message')
    const write = await rawRequest(`${stack.apiUrl}/_local/fakes/email/emails`, { method: 'POST', headers: { Host: host } })
    expect(write.status).toBe(403)
  })

  it('gives web pages no CORS access to the fake email API that writes into the outbox', async () => {
    const preflight = await fetch(`${stack.apiUrl}/_local/fakes/email/emails`, {
      method: 'OPTIONS',
      headers: { Origin: APP_ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization' },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('CORS on the APIs is hosted’s: any origin, never credentials', () => {
  it.each([
    ['/rest/v1/customers?select=id', 'GET'],
    ['/auth/v1/settings', 'GET'],
    ['/auth/v1/token?grant_type=password', 'POST'],
  ])('%s answers * without Access-Control-Allow-Credentials', async (path, method) => {
    const preflight = await fetch(`${stack.apiUrl}${path}`, {
      method: 'OPTIONS',
      headers: { Origin: EVIL_ORIGIN, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': 'apikey' },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull()
    const response = await fetch(`${stack.apiUrl}${path}`, { headers: { Origin: EVIL_ORIGIN, apikey: stack.anonKey } })
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-credentials')).toBeNull()
  })
})

describe('apikey takes only the project’s keys', () => {
  const invalid = { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' }

  it('refuses a user’s access token as the apikey on REST and Auth', async () => {
    const user = await createUser(stack)
    for (const path of ['/rest/v1/customers?select=id', '/auth/v1/settings', '/auth/v1/user']) {
      const response = await fetch(`${stack.apiUrl}${path}`, { headers: { apikey: user.accessToken } })
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual(invalid)
    }
    const inUrl = await fetch(`${stack.apiUrl}/rest/v1/customers?select=id&apikey=${user.accessToken}`)
    expect(inUrl.status).toBe(401)
  })

  it('refuses a service_role-looking JWT signed with the secret that is not the project key', async () => {
    const token = await signJwt({ role: 'service_role', iss: 'supabase-demo' })
    const response = await fetch(`${stack.apiUrl}/rest/v1/customers?select=id`, { headers: { apikey: token } })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual(invalid)
  })

  it('accepts the anon, service_role, publishable and secret keys', async () => {
    for (const key of [stack.anonKey, stack.serviceRoleKey, LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY]) {
      const response = await fetch(`${stack.apiUrl}/auth/v1/settings`, { headers: { apikey: key } })
      expect({ key, status: response.status }).toEqual({ key, status: 200 })
    }
  })

  it('keeps verify_jwt = false functions callable with no apikey and no Authorization', async () => {
    const response = await fetch(`${stack.apiUrl}/functions/v1/open`, { method: 'POST', body: '{"type":"checkout.session.completed"}' })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('open for all')
  })

  it('does not turn an apikey that is not a project key into a bearer for verify_jwt', async () => {
    const user = await createUser(stack)
    const response = await fetch(`${stack.apiUrl}/functions/v1/echo`, { method: 'POST', headers: { apikey: user.accessToken } })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ msg: 'Error: Missing authorization header' })
  })
})

describe('the functions host is reachable only through the gateway', () => {
  it('refuses a direct request to its port, even a well-formed one', async () => {
    const response = await fetch(`${stack.functionsHostUrl}/open`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${stack.anonKey}` },
      body: '{"type":"checkout.session.completed"}',
    })
    expect(response.status).toBe(403)
    expect(await response.text()).not.toContain('open for all')
  })

  it('serves the same request through the gateway, without showing the function the gateway’s secret', async () => {
    const response = await fetch(`${stack.apiUrl}/functions/v1/echo`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${stack.anonKey}`, 'Content-Type': 'application/json' },
      body: '{"hello":"world"}',
    })
    expect(response.status).toBe(200)
    const echo = (await response.json()) as Echo
    expect(echo.body).toBe('{"hello":"world"}')
    const { 'content-length': _, ...replayed } = echo.headers
    const direct = await fetch(`${stack.functionsHostUrl}/echo`, { method: 'POST', headers: replayed, body: '{}' })
    expect(direct.status).toBe(403)
  })

  it('tells functions the caller’s address, not what the caller claims', async () => {
    const response = await fetch(`${stack.apiUrl}/functions/v1/echo`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${stack.anonKey}`, 'X-Forwarded-For': '203.0.113.7', 'X-Real-IP': '203.0.113.8' },
    })
    const echo = (await response.json()) as Echo
    expect(echo.forwardedFor).toBe('127.0.0.1')
    expect(JSON.stringify(echo.headers)).not.toContain('203.0.113')
  })
})

describe('request bodies have a size limit', () => {
  const twoHundredMegabytes = String(200 * 1024 * 1024)

  it.each([
    ['/functions/v1/echo', { Authorization: 'Bearer x' }],
    ['/functions/v1/open', {}],
    ['/rest/v1/customers', { apikey: 'x' }],
    ['/auth/v1/signup', { apikey: 'x' }],
  ])('%s answers 413 JSON at once for a declared 200 MB body', async (path, headers) => {
    // Only the headers are sent: the answer must come before any body does.
    const result = await rawRequest(`${stack.apiUrl}${path}`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json', 'Content-Length': twoHundredMegabytes },
      body: () => new Promise(() => undefined),
    })
    expect(result.status).toBe(413)
    expect(result.headers['content-type']).toContain('application/json')
    expect(JSON.parse(result.text)).toHaveProperty('message')
  })

  it.each([
    ['/functions/v1/echo', { Authorization: 'Bearer x' }],
    ['/rest/v1/customers', { apikey: 'x' }],
    ['/auth/v1/signup', { apikey: 'x' }],
  ])('%s stops reading a chunked 200 MB body at the limit', async (path, headers) => {
    const chunk = Buffer.alloc(64 * 1024, 0x20)
    const result = await rawRequest(`${stack.apiUrl}${path}`, {
      method: 'POST',
      headers: {
        ...headers,
        Authorization: `Bearer ${stack.anonKey}`,
        apikey: stack.anonKey,
        'Content-Type': 'application/json',
        'Transfer-Encoding': 'chunked',
      },
      body: async (write) => {
        for (let i = 0; i < 3200; i++) if (!(await write(chunk))) return
      },
    })
    expect(result.status).toBe(413)
    expect(JSON.parse(result.text)).toBeTypeOf('object')
    expect(result.sent).toBeLessThan(64 * 1024 * 1024)
  })

  it('still accepts REST writes of a normal size', async () => {
    const rows = Array.from({ length: 500 }, (_, i) => ({ email: `bulk-${i}@example.com`, stripe_customer_id: 'x'.repeat(200) }))
    const response = await fetch(`${stack.apiUrl}/rest/v1/customers`, {
      method: 'POST',
      headers: { apikey: stack.serviceRoleKey, 'Content-Type': 'application/json' },
      body: JSON.stringify(rows),
    })
    expect(response.status).toBe(201)
  })
})
