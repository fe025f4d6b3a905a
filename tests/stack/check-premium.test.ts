import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FunctionsHttpError } from '@supabase/supabase-js'
import { createTestClient, createUserClient, startTestStack, type TestStack } from './helpers.ts'
import { createUser, uniqueEmail } from './users.ts'

// check-premium end to end: supabase-js → gateway (verify_jwt) → Deno → Auth + customers (RLS).
let stack: TestStack

beforeAll(async () => {
  stack = await startTestStack()
})

afterAll(async () => {
  await stack?.stop()
})

async function addCustomer(email: string, premium: boolean, userId: string | null = null) {
  await stack.pool.query('insert into public.customers (email, user_id, premium_access, purchased_at) values ($1, $2, $3, now())', [
    email.toLowerCase(),
    userId,
    premium,
  ])
}

async function invoke(accessToken: string | null, body?: string | Record<string, unknown>) {
  const client = accessToken ? createUserClient(stack, accessToken) : createTestClient(stack)
  const { data, error } = await client.functions.invoke('check-premium', { body })
  if (!error) return { status: 200, body: data as unknown }
  const response = (error as FunctionsHttpError).context as Response
  return { status: response.status, body: (await response.json()) as unknown }
}

describe('check-premium', () => {
  it('is refused by the gateway without an Authorization header', async () => {
    const response = await fetch(`${stack.apiUrl}/functions/v1/check-premium`, { method: 'POST', body: '{}' })
    expect(response.status).toBe(401)
  })

  it('answers 401 for the anon key (signed out)', async () => {
    expect(await invoke(null, {})).toEqual({ status: 401, body: { error: 'Sign in to check premium access' } })
  })

  it('reports no premium for a user who has not paid', async () => {
    const user = await createUser(stack)
    expect(await invoke(user.accessToken, { email: user.email })).toEqual({ status: 200, body: { hasPremium: false } })
  })

  it('reports premium from the caller’s own customers row', async () => {
    const user = await createUser(stack)
    await addCustomer(user.email, true, user.id)
    expect(await invoke(user.accessToken, {})).toEqual({ status: 200, body: { hasPremium: true } })
  })

  it('does not count a customers row without premium_access', async () => {
    const user = await createUser(stack)
    await addCustomer(user.email, false, user.id)
    expect(await invoke(user.accessToken)).toEqual({ status: 200, body: { hasPremium: false } })
  })

  it('honours a guest purchase made with the caller’s confirmed email', async () => {
    const email = uniqueEmail('guest')
    await addCustomer(email, true)
    const user = await createUser(stack, { email })
    expect(await invoke(user.accessToken, { email: email.toUpperCase() })).toEqual({ status: 200, body: { hasPremium: true } })
  })

  it('ignores a guest purchase while the caller’s email is unconfirmed', async () => {
    const email = uniqueEmail('unconfirmed')
    await addCustomer(email, true)
    const user = await createUser(stack, { email, confirmed: false })
    expect(await invoke(user.accessToken)).toEqual({ status: 200, body: { hasPremium: false } })
  })

  it('refuses to disclose premium for another email (403)', async () => {
    await addCustomer('rich@example.com', true)
    const user = await createUser(stack)
    expect(await invoke(user.accessToken, { email: 'rich@example.com' })).toEqual({
      status: 403,
      body: { error: 'You can only check premium access for your own account' },
    })
  })

  it('answers 400 with a message for a bad body', async () => {
    const user = await createUser(stack)
    expect(await invoke(user.accessToken, 'not json')).toEqual({ status: 400, body: { error: 'Request body must be JSON' } })
    expect(await invoke(user.accessToken, { email: 42 })).toEqual({
      status: 400,
      body: { error: 'email must be a valid email address' },
    })
  })

  it('answers a browser preflight with the CORS headers', async () => {
    const response = await fetch(`${stack.apiUrl}/functions/v1/check-premium`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
      },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-headers')).toContain('x-client-info')
  })
})

describe('customers table (migration + RLS)', () => {
  it('is seeded with the example guest purchase on a fresh database', async () => {
    const { rows } = await stack.pool.query("select premium_access, user_id from public.customers where email = 'premium@example.com'")
    expect(rows).toEqual([{ premium_access: true, user_id: null }])
  })

  it('lets a user read only their own row', async () => {
    const ada = await createUser(stack)
    const grace = await createUser(stack)
    await addCustomer(ada.email, true, ada.id)
    await addCustomer(grace.email, true, grace.id)
    const { data, error } = await createUserClient(stack, ada.accessToken).from('customers').select('email, premium_access')
    expect(error).toBeNull()
    expect(data).toEqual([{ email: ada.email, premium_access: true }])
  })

  it('shows the anon role nothing', async () => {
    const { data, error } = await createTestClient(stack).from('customers').select('email')
    expect(data).toBeNull()
    expect(error?.code).toBe('42501')
  })

  it('lets no API user write it', async () => {
    const user = await createUser(stack)
    const client = createUserClient(stack, user.accessToken)
    const insert = await client.from('customers').insert({ email: user.email, user_id: user.id, premium_access: true })
    expect(insert.status).toBe(403)
    expect(insert.error?.code).toBe('42501')
    await addCustomer(user.email, false, user.id)
    const update = await client.from('customers').update({ premium_access: true }).eq('user_id', user.id)
    expect(update.error?.code).toBe('42501')
    const { rows } = await stack.pool.query('select premium_access from public.customers where user_id = $1', [user.id])
    expect(rows).toEqual([{ premium_access: false }])
  })

  it('keeps emails lower-case', async () => {
    await expect(addCustomerRaw('Mixed@Example.com')).rejects.toThrow(/customers_email_check/)
  })
})

function addCustomerRaw(email: string) {
  return stack.pool.query('insert into public.customers (email) values ($1)', [email])
}
