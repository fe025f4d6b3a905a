import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestClient, type TestStack } from '../../../tests/stack/helpers.ts'
import { APP_CALLBACK, SITE_URL, confirmedUser, follow, fragmentOf, startAuthStack, uniqueEmail } from './test-support.ts'

let stack: TestStack
beforeAll(async () => {
  stack = await startAuthStack()
})
afterAll(async () => {
  await stack?.stop()
})

/** The consent page URL supabase-js would navigate to. */
async function startGoogleSignIn(redirectTo = APP_CALLBACK): Promise<URL> {
  const { data, error } = await createTestClient(stack).auth.signInWithOAuth({
    provider: 'google',
    options: { redirectTo, skipBrowserRedirect: true },
  })
  expect(error).toBeNull()
  // supabase-js builds /authorize itself; the browser follows its 302 to the consent page.
  const authorize = await follow(data.url!)
  expect(authorize.status).toBe(302)
  const consent = new URL(authorize.location)
  expect(consent.pathname).toBe('/auth/v1/_local/google/authorize')
  return consent
}

/** Submits the consent form the way the browser would, returning the redirect to /callback. */
async function submitConsent(consent: URL, fields: Record<string, string>) {
  const body = new URLSearchParams({
    state: consent.searchParams.get('state')!,
    redirect_uri: consent.searchParams.get('redirect_uri')!,
    ...fields,
  })
  return follow(consent.origin + consent.pathname, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  })
}

/** Authorize → consent (create or choose) → callback; returns the final app URL. */
async function googleSignIn(fields: Record<string, string>, redirectTo = APP_CALLBACK) {
  const consent = await startGoogleSignIn(redirectTo)
  const toCallback = await submitConsent(consent, fields)
  expect(toCallback.status).toBe(303)
  expect(toCallback.location.startsWith(`${stack.apiUrl}/auth/v1/callback?`)).toBe(true)
  const done = await follow(toCallback.location)
  expect(done.status).toBe(302)
  return done.location
}

async function sessionFrom(location: string) {
  const fragment = fragmentOf(location)
  const client = createTestClient(stack)
  const { error } = await client.auth.setSession({
    access_token: fragment.get('access_token')!,
    refresh_token: fragment.get('refresh_token')!,
  })
  expect(error).toBeNull()
  return { client, fragment }
}

describe('sign in with Google (local consent page)', () => {
  it('shows an accessible consent page with a create form', async () => {
    const consent = await startGoogleSignIn()
    const response = await fetch(consent)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    const page = await response.text()
    expect(page).toContain('<html lang="en">')
    expect(page).toContain('<label for="name">Full name</label>')
    expect(page).toContain('<label for="email">Email</label>')
    expect(page).toContain(`to continue to <strong>${SITE_URL}</strong>`)
  })

  it('creates a test account and comes back exactly like the real flow', async () => {
    const email = uniqueEmail('google')
    const location = await googleSignIn({ action: 'create', name: 'Grace Hopper', email })
    expect(location.startsWith(`${APP_CALLBACK}#`)).toBe(true)
    const fragment = fragmentOf(location)
    expect([...fragment.keys()]).toEqual([
      'access_token', 'expires_at', 'expires_in', 'provider_token', 'refresh_token', 'sb', 'token_type',
    ])

    const { client } = await sessionFrom(location)
    const { data } = await client.auth.getUser()
    const user = data.user!
    expect(user.email).toBe(email)
    expect(user.email_confirmed_at).toBeTruthy()
    expect(user.app_metadata).toEqual({ provider: 'google', providers: ['google'] })
    expect(user.identities?.map((i) => i.provider)).toEqual(['google'])
    expect(user.identities?.[0].id).toMatch(/^\d{21}$/)
    expect(user.user_metadata).toMatchObject({
      full_name: 'Grace Hopper',
      name: 'Grace Hopper',
      email,
      email_verified: true,
      iss: 'https://accounts.google.com',
    })
    const avatar = user.user_metadata.avatar_url as string
    expect(user.user_metadata.picture).toBe(avatar)
    const svg = await fetch(avatar)
    expect(svg.status).toBe(200)
    expect(svg.headers.get('content-type')).toBe('image/svg+xml')
    expect(await svg.text()).toContain('>GH</text>')
  })

  it('signs the same person in again when the account is chosen from the list', async () => {
    const email = uniqueEmail('again')
    const first = await sessionFrom(await googleSignIn({ action: 'create', name: 'Alan Turing', email }))
    const firstUser = (await first.client.auth.getUser()).data.user!

    const consent = await startGoogleSignIn()
    const page = await (await fetch(consent)).text()
    expect(page).toContain(email)
    const accountId = firstUser.identities![0].id
    const second = await sessionFrom(await googleSignIn({ action: 'choose', account: accountId }))
    expect((await second.client.auth.getUser()).data.user?.id).toBe(firstUser.id)
  })

  it('links Google to an existing email user with the same address', async () => {
    const { email } = await confirmedUser(stack)
    const { client } = await sessionFrom(await googleSignIn({ action: 'create', name: 'Email Person', email }))
    const user = (await client.auth.getUser()).data.user!
    expect(user.identities?.map((i) => i.provider).sort()).toEqual(['email', 'google'])
    expect(user.app_metadata.providers).toEqual(['email', 'google'])
    expect(user.user_metadata.avatar_url).toBeTruthy()
  })

  it('takes over an unconfirmed email signup: its password and email identity go', async () => {
    const email = uniqueEmail('squatter')
    await createTestClient(stack).auth.signUp({ email, password: 'Squatter-Pass-1' })
    const { client } = await sessionFrom(await googleSignIn({ action: 'create', name: 'Real Owner', email }))
    const user = (await client.auth.getUser()).data.user!
    expect(user.identities?.map((i) => i.provider)).toEqual(['google'])
    expect(user.email_confirmed_at).toBeTruthy()
    const attempt = await createTestClient(stack).auth.signInWithPassword({ email, password: 'Squatter-Pass-1' })
    expect(attempt.error?.code).toBe('invalid_credentials')
  })

  it('lands on site_url when redirect_to is not allowed', async () => {
    const location = await googleSignIn(
      { action: 'create', name: 'Off List', email: uniqueEmail('offlist') },
      'https://evil.example.net/cb',
    )
    expect(location.startsWith(`${SITE_URL}#access_token=`)).toBe(true)
  })

  it('returns access_denied to the app when the tester cancels', async () => {
    const consent = await startGoogleSignIn()
    const toCallback = await submitConsent(consent, { action: 'cancel' })
    const done = await follow(toCallback.location)
    expect(done.status).toBe(302)
    expect(done.location.startsWith(`${APP_CALLBACK}#`)).toBe(true)
    expect(fragmentOf(done.location).get('error')).toBe('access_denied')
  })

  it('escapes tester input on the page and validates the form', async () => {
    const consent = await startGoogleSignIn()
    const invalid = await submitConsent(consent, { action: 'create', name: '<b>x</b>', email: 'nope' })
    expect(invalid.status).toBe(400)
    const page = await invalid.response.text()
    expect(page).toContain('role="alert"')
    expect(page).toContain('Enter a valid email address.')
    expect(page).not.toContain('<b>x</b>')
    expect(page).toContain('&#60;b&#62;x&#60;/b&#62;')
  })

  it('uses a code only once and refuses a forged state', async () => {
    const consent = await startGoogleSignIn()
    const toCallback = await submitConsent(consent, { action: 'create', name: 'Once Only', email: uniqueEmail('once') })
    expect((await follow(toCallback.location)).status).toBe(302)
    const replay = await follow(toCallback.location)
    expect(fragmentOf(replay.location).get('error_code')).toBe('bad_oauth_callback')

    const forged = await follow(`${stack.apiUrl}/auth/v1/callback?state=forged&code=x`)
    expect(forged.status).toBe(400)
    expect(await forged.response.json()).toMatchObject({ code: 400, error_code: 'bad_oauth_state' })
  })

  it('refuses an unsupported provider with a legacy error body (browser navigation)', async () => {
    const { status, response } = await follow(`${stack.apiUrl}/auth/v1/authorize?provider=github`)
    expect(status).toBe(400)
    expect(await response.json()).toEqual({
      code: 400,
      error_code: 'validation_failed',
      msg: 'Unsupported provider: provider github could not be found',
    })
  })
})
