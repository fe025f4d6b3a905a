import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FunctionsHttpError } from '@supabase/supabase-js'
import { signJwt } from '../../supabase/local/keys.ts'
import { createTestClient, createUserClient, startTestStack, type TestStack } from './helpers.ts'
import { createUser } from './users.ts'

// The /functions/v1 gateway and the Deno host, on fixture functions (echo, boom, broken, open).
const fixtures = fileURLToPath(new URL('./fixtures/functions', import.meta.url))
let stack: TestStack

beforeAll(async () => {
  stack = await startTestStack({
    functionsDir: fixtures,
    config: (c) => ({ ...c, functions: { ...c.functions, open: { verifyJwt: false } } }),
  })
})

afterAll(async () => {
  await stack?.stop()
})

interface Echo {
  method: string
  pathname: string
  search: string
  authorization: string | null
  body: string | null
  env: Record<string, string | null>
}

describe('verify_jwt', () => {
  it('refuses a request without Authorization', async () => {
    const response = await fetch(`${stack.apiUrl}/functions/v1/echo`, { method: 'POST' })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ msg: 'Error: Missing authorization header' })
  })

  it('refuses a JWT that does not verify', async () => {
    const forged = await signJwt({ role: 'anon' }, 'a-completely-different-secret-of-32-chars')
    const response = await fetch(`${stack.apiUrl}/functions/v1/echo`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${forged}` },
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ msg: 'Invalid JWT' })
  })

  it('passes the anon key (any valid JWT), as supabase-js sends it when signed out', async () => {
    const { data, error } = await createTestClient(stack).functions.invoke<Echo>('echo', { body: { hello: 'world' } })
    expect(error).toBeNull()
    expect(data).toMatchObject({ method: 'POST', pathname: '/echo', body: '{"hello":"world"}' })
    expect(data?.authorization).toBe(`Bearer ${stack.anonKey}`)
  })

  it('forwards a signed-in user’s access token to the function', async () => {
    const user = await createUser(stack)
    const { data, error } = await createUserClient(stack, user.accessToken).functions.invoke<Echo>('echo')
    expect(error).toBeNull()
    expect(data?.authorization).toBe(`Bearer ${user.accessToken}`)
  })

  it('skips the check for functions with verify_jwt = false', async () => {
    const response = await fetch(`${stack.apiUrl}/functions/v1/open`)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('open for all')
  })

  it('never checks a preflight; the function answers it', async () => {
    const response = await fetch(`${stack.apiUrl}/functions/v1/echo`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:5173', 'Access-Control-Request-Method': 'POST' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })
})

describe('routing and environment', () => {
  it('shows the function /<name>/<rest> with the query string', async () => {
    const { data } = await createTestClient(stack).functions.invoke<Echo>('echo/items/42?sort=asc', { method: 'GET' })
    expect(data).toMatchObject({ method: 'GET', pathname: '/echo/items/42', search: '?sort=asc' })
  })

  it('gives functions the standard Supabase variables and the secrets from .env', async () => {
    const { data } = await createTestClient(stack).functions.invoke<Echo>('echo')
    expect(data?.env).toEqual({
      SUPABASE_URL: stack.apiUrl,
      SUPABASE_ANON_KEY: stack.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
      SUPABASE_DB_URL: stack.dbUrl,
      FIXTURE_SECRET: 'from dotenv',
      SECOND_SECRET: 'plain',
    })
  })

  it('answers 404 "Function not found" for an unknown name', async () => {
    const response = await fetch(`${stack.apiUrl}/functions/v1/missing`, { method: 'POST', headers: { Authorization: `Bearer ${stack.anonKey}` } })
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('Function not found')
  })
})

describe('failures stay inside their function', () => {
  it('answers 500 JSON when a handler throws, and keeps serving', async () => {
    const client = createTestClient(stack)
    const { error } = await client.functions.invoke('boom')
    expect(error).toBeInstanceOf(FunctionsHttpError)
    const response = (error as FunctionsHttpError).context as Response
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ code: 'WORKER_ERROR', message: "Function boom threw an error (see the stack's log)" })
    const after = await client.functions.invoke<Echo>('echo')
    expect(after.error).toBeNull()
  })

  it('answers 503 BOOT_ERROR for a function that cannot load, while the others work', async () => {
    const client = createTestClient(stack)
    const { error } = await client.functions.invoke('broken')
    const response = (error as FunctionsHttpError).context as Response
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ code: 'BOOT_ERROR' })
    expect((await client.functions.invoke('open')).data).toBe('open for all')
  })
})
