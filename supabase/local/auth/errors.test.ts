import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestStack } from '../../../tests/stack/helpers.ts'
import { PASSWORD, authFetch, standaloneAuth, startAuthStack, uniqueEmail } from './test-support.ts'

let stack: TestStack
beforeAll(async () => {
  stack = await startAuthStack()
})
afterAll(async () => {
  await stack?.stop()
})

describe('error bodies', () => {
  it('with the API version header: code and error_code strings, msg and message, plus headers', async () => {
    const { status, json, headers } = await authFetch(stack, '/token?grant_type=password', {
      body: { email: uniqueEmail('nobody'), password: PASSWORD },
    })
    expect(status).toBe(400)
    expect(json).toEqual({
      code: 'invalid_credentials',
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
      message: 'Invalid login credentials',
    })
    expect(headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(headers.get('x-sb-error-code')).toBe('invalid_credentials')
  })

  it('without it: the legacy body with the numeric status in code', async () => {
    const { status, json, headers } = await authFetch(stack, '/token?grant_type=password', {
      body: { email: uniqueEmail('nobody'), password: PASSWORD },
      versioned: false,
    })
    expect(status).toBe(400)
    expect(json).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' })
    expect(headers.get('x-sb-error-code')).toBe('invalid_credentials')
  })

  it('no_authorization when no bearer reaches the service', async () => {
    const auth = await standaloneAuth(stack, stack.config.auth)
    try {
      const response = await fetch(`${auth.apiUrl}/auth/v1/user`, { headers: { 'X-Supabase-Api-Version': '2024-01-01' } })
      expect(response.status).toBe(401)
      expect(await response.json()).toMatchObject({ code: 'no_authorization' })
    } finally {
      await auth.close()
    }
  })

  it('404 and 405 as JSON for unknown paths and methods', async () => {
    const missing = await authFetch(stack, '/nowhere', { method: 'GET' })
    expect(missing.status).toBe(404)
    expect(missing.json.code).toBe('not_found')
    const wrongMethod = await authFetch(stack, '/signup', { method: 'GET' })
    expect(wrongMethod.status).toBe(405)
  })
})

describe('hostile input never causes a 500', () => {
  it('rejects malformed JSON, non-object bodies and wrongly typed fields with 400 bad_json', async () => {
    const broken = await authFetch(stack, '/signup', { rawBody: '{"email": ' })
    expect(broken.status).toBe(400)
    expect(broken.json.code).toBe('bad_json')

    const array = await authFetch(stack, '/signup', { body: [1, 2] })
    expect(array.status).toBe(400)
    expect(array.json.code).toBe('bad_json')

    const typed = await authFetch(stack, '/signup', { body: { email: 42, password: PASSWORD } })
    expect(typed.status).toBe(400)
    expect(typed.json.message).toContain('"email" must be a string')

    const data = await authFetch(stack, '/signup', { body: { email: uniqueEmail(), password: PASSWORD, data: 'x' } })
    expect(data.status).toBe(400)
  })

  it('rejects huge strings and bodies', async () => {
    const longEmail = await authFetch(stack, '/signup', { body: { email: `${'a'.repeat(5000)}@x.com`, password: PASSWORD } })
    expect(longEmail.status).toBe(400)
    const longPassword = await authFetch(stack, '/signup', { body: { email: uniqueEmail(), password: 'Aa1'.repeat(40) } })
    expect(longPassword.status).toBe(400)
    expect(longPassword.json.message).toMatch(/longer than 72/)
    const huge = await authFetch(stack, '/signup', { rawBody: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }) })
    expect(huge.status).toBe(413)
  })

  it('answers every endpoint with a 4xx for a grab bag of odd bodies', async () => {
    const bodies = ['null', '"text"', '123', '{}', '{"email":null,"password":null}', '{"email":{},"password":[]}', '{"data":[1]}']
    const endpoints = ['/signup', '/token?grant_type=password', '/token?grant_type=refresh_token', '/recover', '/verify', '/logout']
    for (const path of endpoints) {
      for (const rawBody of bodies) {
        const { status } = await authFetch(stack, path, { rawBody, token: stack.anonKey })
        expect(status, `${path} with ${rawBody}`).toBeGreaterThanOrEqual(400)
        expect(status, `${path} with ${rawBody}`).toBeLessThan(500)
      }
    }
    const put = await authFetch(stack, '/user', { method: 'PUT', rawBody: '{"password": 5}', token: stack.anonKey })
    expect(put.status).toBe(403)
  })
})

describe('settings and health', () => {
  it('reports the configuration in GoTrue shape', async () => {
    const { status, json } = await authFetch(stack, '/settings', { method: 'GET' })
    expect(status).toBe(200)
    expect(json).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: false,
      external: { email: true, google: true, github: false, phone: false },
    })
    const health = await authFetch(stack, '/health', { method: 'GET' })
    expect(health.status).toBe(200)
    expect(health.json.name).toBe('GoTrue')
  })
})
