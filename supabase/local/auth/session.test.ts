import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestClient, type TestStack } from '../../../tests/stack/helpers.ts'
import { LOCAL_JWT_SECRET, signJwt } from '../keys.ts'
import { PASSWORD, authFetch, confirmedUser, startAuthStack, uniqueEmail } from './test-support.ts'

let stack: TestStack
beforeAll(async () => {
  stack = await startAuthStack({ refreshTokenReuseInterval: 1 })
})
afterAll(async () => {
  await stack?.stop()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function signIn(email: string, password = PASSWORD) {
  const client = createTestClient(stack)
  const { data, error } = await client.auth.signInWithPassword({ email, password })
  expect(error).toBeNull()
  return { client, session: data.session! }
}

async function refresh(refreshToken: string) {
  return authFetch(stack, '/token?grant_type=refresh_token', { body: { refresh_token: refreshToken } })
}

describe('password sign-in', () => {
  it('issues a session whose access token carries GoTrue claims', async () => {
    const { email } = await confirmedUser(stack)
    const { session } = await signIn(email)
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 })
    expect(session.expires_at).toBe(decodeJwt(session.access_token).exp)
    const claims = decodeJwt(session.access_token)
    expect(claims).toMatchObject({
      iss: `${stack.apiUrl}/auth/v1`,
      sub: session.user.id,
      aud: 'authenticated',
      email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
    })
    expect(claims.exp! - claims.iat!).toBe(3600)
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }])
    const { rowCount } = await stack.pool.query('select 1 from auth.sessions where id = $1', [claims.session_id])
    expect(rowCount).toBe(1)
    expect(session.user.last_sign_in_at).toBeTruthy()
  })

  it('says invalid_credentials for a wrong password and for an unknown address alike', async () => {
    const { email } = await confirmedUser(stack)
    const client = createTestClient(stack)
    const wrong = await client.auth.signInWithPassword({ email, password: 'Wrong-Pass-1' })
    const unknown = await client.auth.signInWithPassword({ email: uniqueEmail('nobody'), password: PASSWORD })
    for (const { error } of [wrong, unknown]) {
      expect(error?.status).toBe(400)
      expect(error?.code).toBe('invalid_credentials')
      expect(error?.message).toBe('Invalid login credentials')
    }
  })

  it('says email_not_confirmed only once the password is right', async () => {
    const email = uniqueEmail()
    const client = createTestClient(stack)
    await client.auth.signUp({ email, password: PASSWORD })
    const wrong = await client.auth.signInWithPassword({ email, password: 'Wrong-Pass-1' })
    expect(wrong.error?.code).toBe('invalid_credentials')
    const right = await client.auth.signInWithPassword({ email, password: PASSWORD })
    expect(right.error?.status).toBe(400)
    expect(right.error?.code).toBe('email_not_confirmed')
    expect(right.error?.message).toBe('Email not confirmed')
  })

  it('refuses an unknown grant type', async () => {
    const { status, json } = await authFetch(stack, '/token?grant_type=magic', { body: {} })
    expect(status).toBe(400)
    expect(json).toMatchObject({ code: 'invalid_credentials', message: 'unsupported_grant_type' })
  })
})

describe('refresh tokens', () => {
  it('rotates: every refresh returns a new refresh token and a fresh access token', async () => {
    const { email } = await confirmedUser(stack)
    const { client, session } = await signIn(email)
    const { data, error } = await client.auth.refreshSession()
    expect(error).toBeNull()
    expect(data.session?.refresh_token).toBeTruthy()
    expect(data.session?.refresh_token).not.toBe(session.refresh_token)
    expect(decodeJwt(data.session!.access_token).session_id).toBe(decodeJwt(session.access_token).session_id)
  })

  it('hands the active token back when its parent is replayed (GoTrue recovery rule)', async () => {
    const { email } = await confirmedUser(stack)
    const { session } = await signIn(email)
    const first = await refresh(session.refresh_token)
    expect(first.status).toBe(200)
    await sleep(1200)
    const replay = await refresh(session.refresh_token)
    expect(replay.status).toBe(200)
    expect(replay.json.refresh_token).toBe(first.json.refresh_token)
  })

  it('lets a superseded token through within the reuse interval (two tabs refreshing at once)', async () => {
    const { email } = await confirmedUser(stack)
    const { session } = await signIn(email)
    const second = await refresh(session.refresh_token)
    const third = await refresh(second.json.refresh_token as string)
    const late = await refresh(session.refresh_token)
    expect(late.status).toBe(200)
    expect(late.json.refresh_token).not.toBe(third.json.refresh_token)
  })

  it('refuses an older revoked token after the reuse interval and revokes the whole family', async () => {
    const { email } = await confirmedUser(stack)
    const { session } = await signIn(email)
    const second = await refresh(session.refresh_token)
    const third = await refresh(second.json.refresh_token as string)
    expect(third.status).toBe(200)

    await sleep(1200)
    const reused = await refresh(session.refresh_token)
    expect(reused.status).toBe(400)
    expect(reused.json).toMatchObject({
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    })
    // The newest token of the session went down with the family.
    await sleep(1200)
    const latest = await refresh(third.json.refresh_token as string)
    expect(latest.status).toBe(400)
    expect(latest.json.code).toBe('refresh_token_already_used')
  })

  it('stores refresh tokens hashed', async () => {
    const { email } = await confirmedUser(stack)
    const { session } = await signIn(email)
    const { rows } = await stack.pool.query('select token from auth.refresh_tokens where token = $1', [session.refresh_token])
    expect(rows).toHaveLength(0)
  })

  it('says refresh_token_not_found for an unknown token, and OAuth-style for none', async () => {
    const unknown = await refresh('not-a-real-token')
    expect(unknown.status).toBe(400)
    expect(unknown.json).toMatchObject({
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    })
    const missing = await authFetch(stack, '/token?grant_type=refresh_token', { body: {} })
    expect(missing.status).toBe(400)
    expect(missing.json).toEqual({ error: 'invalid_request', error_description: 'refresh_token required' })
  })
})

describe('bearer checks on /user', () => {
  it('gives bad_jwt for the anon key, a forged token and an expired one', async () => {
    const anon = await authFetch(stack, '/user', { method: 'GET', token: stack.anonKey })
    expect(anon.status).toBe(403)
    expect(anon.json).toMatchObject({ code: 'bad_jwt', message: 'invalid claim: missing sub claim' })

    const forged = await signJwt({ sub: crypto.randomUUID(), exp: Math.floor(Date.now() / 1000) + 60 }, 'x'.repeat(40))
    const badSig = await authFetch(stack, '/user', { method: 'GET', token: forged })
    expect(badSig.status).toBe(403)
    expect(badSig.json.code).toBe('bad_jwt')

    const expired = await signJwt({ sub: crypto.randomUUID(), exp: Math.floor(Date.now() / 1000) - 60 }, LOCAL_JWT_SECRET)
    const old = await authFetch(stack, '/user', { method: 'GET', token: expired })
    expect(old.status).toBe(403)
    expect(old.json.message).toMatch(/token is expired/)
  })

  it('gives user_not_found and session_not_found for tokens outliving their rows', async () => {
    const now = Math.floor(Date.now() / 1000)
    const ghost = await signJwt({ sub: crypto.randomUUID(), role: 'authenticated', exp: now + 60 }, LOCAL_JWT_SECRET)
    const noUser = await authFetch(stack, '/user', { method: 'GET', token: ghost })
    expect(noUser.status).toBe(403)
    expect(noUser.json.code).toBe('user_not_found')

    const { email } = await confirmedUser(stack)
    const { session } = await signIn(email)
    await stack.pool.query('delete from auth.sessions where id = $1', [decodeJwt(session.access_token).session_id])
    const noSession = await authFetch(stack, '/user', { method: 'GET', token: session.access_token })
    expect(noSession.status).toBe(403)
    expect(noSession.json.code).toBe('session_not_found')
  })

  it('gives no_authorization without any bearer', async () => {
    const response = await fetch(`${stack.apiUrl}/auth/v1/user`, { headers: { 'X-Supabase-Api-Version': '2024-01-01' } })
    // The gateway may refuse a request without an apikey before auth sees it; both are 401.
    expect(response.status).toBe(401)
  })
})

describe('sign-out scopes', () => {
  it('local ends only the current session', async () => {
    const { email } = await confirmedUser(stack)
    const a = await signIn(email)
    const b = await signIn(email)
    const { error } = await a.client.auth.signOut({ scope: 'local' })
    expect(error).toBeNull()
    expect((await refresh(a.session.refresh_token)).json.code).toBe('refresh_token_not_found')
    expect((await refresh(b.session.refresh_token)).status).toBe(200)
  })

  it('global ends every session of the user, including the other one', async () => {
    const { email } = await confirmedUser(stack)
    const a = await signIn(email)
    const b = await signIn(email)
    const response = await authFetch(stack, '/logout?scope=global', { token: a.session.access_token })
    expect(response.status).toBe(204)
    expect((await refresh(b.session.refresh_token)).json.code).toBe('refresh_token_not_found')
    const user = await authFetch(stack, '/user', { method: 'GET', token: b.session.access_token })
    expect(user.json.code).toBe('session_not_found')
  })

  it('others keeps the current session only', async () => {
    const { email } = await confirmedUser(stack)
    const a = await signIn(email)
    const b = await signIn(email)
    const { error } = await a.client.auth.signOut({ scope: 'others' })
    expect(error).toBeNull()
    expect((await refresh(b.session.refresh_token)).status).toBe(400)
    expect((await authFetch(stack, '/user', { method: 'GET', token: a.session.access_token })).status).toBe(200)
  })

  it('refuses an unknown scope', async () => {
    const { email } = await confirmedUser(stack)
    const a = await signIn(email)
    const response = await authFetch(stack, '/logout?scope=everything', { token: a.session.access_token })
    expect(response.status).toBe(400)
    expect(response.json.code).toBe('validation_failed')
  })
})
