import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestClient, readOutbox, type TestStack } from '../../../tests/stack/helpers.ts'
import {
  APP_CALLBACK,
  PASSWORD,
  SITE_URL,
  authFetch,
  follow,
  fragmentOf,
  latestMail,
  linkIn,
  standaloneAuth,
  startAuthStack,
  uniqueEmail,
} from './test-support.ts'

let stack: TestStack
beforeAll(async () => {
  stack = await startAuthStack()
})
afterAll(async () => {
  await stack?.stop()
})

describe('signup with email confirmation (hosted default)', () => {
  it('returns the user without a session and mails a confirmation link', async () => {
    const email = uniqueEmail()
    const client = createTestClient(stack)
    const { data, error } = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: APP_CALLBACK, data: { full_name: 'Ada Lovelace' } },
    })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect(data.user).toMatchObject({ email, role: 'authenticated', aud: 'authenticated', phone: '' })
    expect(data.user?.email_confirmed_at).toBeUndefined()
    expect(data.user?.confirmation_sent_at).toBeTruthy()
    expect(data.user?.identities).toHaveLength(1)
    expect(data.user?.identities?.[0]).toMatchObject({ provider: 'email', id: data.user?.id, user_id: data.user?.id })
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'Ada Lovelace', email, email_verified: false, sub: data.user?.id })

    const mail = await latestMail(stack, email)
    expect(mail.subject).toBe('Confirm Your Signup')
    const link = new URL(linkIn(mail.text))
    expect(link.origin + link.pathname).toBe(`${stack.apiUrl}/auth/v1/verify`)
    expect(link.searchParams.get('type')).toBe('signup')
    expect(link.searchParams.get('redirect_to')).toBe(APP_CALLBACK)
  })

  it('confirms through the link: 303 to redirect_to with the session in the fragment', async () => {
    const email = uniqueEmail()
    const client = createTestClient(stack)
    await client.auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: APP_CALLBACK } })
    const { status, location } = await follow(linkIn((await latestMail(stack, email)).text))
    expect(status).toBe(303)
    expect(location.startsWith(`${APP_CALLBACK}#`)).toBe(true)
    const fragment = fragmentOf(location)
    expect([...fragment.keys()]).toEqual([
      'access_token', 'expires_at', 'expires_in', 'refresh_token', 'sb', 'token_type', 'type',
    ])
    expect(fragment.get('type')).toBe('signup')
    expect(fragment.get('token_type')).toBe('bearer')
    expect(fragment.get('expires_in')).toBe('3600')

    const { data, error } = await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    })
    expect(error).toBeNull()
    const { data: fetched } = await client.auth.getUser()
    expect(fetched.user?.email).toBe(email)
    expect(fetched.user?.email_confirmed_at).toBeTruthy()
    expect(fetched.user?.user_metadata.email_verified).toBe(true)
    expect(data.session?.user.id).toBe(fetched.user?.id)

    // The link is single use: a second click lands on the error fragment.
    const again = await follow(linkIn((await latestMail(stack, email)).text))
    expect(again.status).toBe(303)
    expect(fragmentOf(again.location).get('error_code')).toBe('otp_expired')
    expect(fragmentOf(again.location).get('error')).toBe('access_denied')
  })

  it('falls back to site_url when emailRedirectTo is not allowed', async () => {
    const email = uniqueEmail()
    await createTestClient(stack).auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: 'https://evil.example.net/steal' },
    })
    const link = new URL(linkIn((await latestMail(stack, email)).text))
    expect(link.searchParams.get('redirect_to')).toBe(SITE_URL)
    const { location } = await follow(link.toString())
    expect(location.startsWith(`${SITE_URL}#access_token=`)).toBe(true)
  })

  it('answers an already-confirmed address with an obfuscated user and sends nothing', async () => {
    const email = uniqueEmail()
    const client = createTestClient(stack)
    const first = await client.auth.signUp({ email, password: PASSWORD })
    await follow(linkIn((await latestMail(stack, email)).text))
    const before = (await readOutbox(stack)).length
    const { data, error } = await client.auth.signUp({ email, password: 'Another-Pass-1' })
    expect(error).toBeNull()
    expect(data.user?.identities).toEqual([])
    expect(data.user?.id).not.toBe(first.data.user?.id)
    expect(data.user?.role).toBe('')
    expect((await readOutbox(stack)).length).toBe(before)
  })

  it('resends to an unconfirmed address only after max_frequency (429 before)', async () => {
    const email = uniqueEmail()
    const client = createTestClient(stack)
    await client.auth.signUp({ email, password: PASSWORD })
    const { error } = await client.auth.signUp({ email, password: PASSWORD })
    expect(error?.status).toBe(429)
    expect(error?.code).toBe('over_email_send_rate_limit')
    expect(error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/)
  })

  it('refuses a weak password with the reasons (sent directly, no form in between)', async () => {
    const { status, json, headers } = await authFetch(stack, '/signup', {
      body: { email: uniqueEmail(), password: 'short' },
    })
    expect(status).toBe(422)
    expect(json.code).toBe('weak_password')
    expect(json.error_code).toBe('weak_password')
    expect((json.weak_password as { reasons: string[] }).reasons).toEqual(['length', 'characters'])
    expect(json.message).toContain('Password should be at least 8 characters.')
    expect(headers.get('x-sb-error-code')).toBe('weak_password')

    const { error } = await createTestClient(stack).auth.signUp({ email: uniqueEmail(), password: 'alllowercase' })
    expect(error?.name).toBe('AuthWeakPasswordError')
    expect((error as { reasons?: string[] }).reasons).toEqual(['characters'])
  })

  it('validates email and password like GoTrue', async () => {
    const invalid = await authFetch(stack, '/signup', { body: { email: 'not-an-email', password: PASSWORD } })
    expect(invalid.status).toBe(400)
    expect(invalid.json).toMatchObject({ code: 'validation_failed', message: 'Unable to validate email address: invalid format' })

    const noPassword = await authFetch(stack, '/signup', { body: { email: uniqueEmail() } })
    expect(noPassword.status).toBe(400)
    expect(noPassword.json).toMatchObject({ code: 'validation_failed', message: 'Signup requires a valid password' })

    const noEmail = await authFetch(stack, '/signup', { body: { password: PASSWORD } })
    expect(noEmail.status).toBe(422)
    expect(noEmail.json.code).toBe('anonymous_provider_disabled')

    // supabase-js refuses credentials without an email or phone key before any request…
    const client = createTestClient(stack)
    const { error } = await client.auth.signUp({ password: PASSWORD } as never)
    expect(error?.message).toBe('You must provide either an email or phone number and a password')
    // …while an empty email reaches the server, which (like GoTrue) reads it as an anonymous sign-up.
    const empty = await client.auth.signUp({ email: '', password: PASSWORD })
    expect(empty.error?.code).toBe('anonymous_provider_disabled')
  })

  it('stores a bcrypt hash, never the password', async () => {
    const email = uniqueEmail()
    await createTestClient(stack).auth.signUp({ email, password: PASSWORD })
    const { rows } = await stack.pool.query('select encrypted_password from auth.users where email = $1', [email])
    expect(rows[0].encrypted_password).toMatch(/^\$2[aby]\$10\$/)
    expect(rows[0].encrypted_password).not.toContain(PASSWORD)
  })
})

describe('signup with other settings (service mounted alone on the same database)', () => {
  it('without confirmations: a session at once, then user_already_exists', async () => {
    const auth = await standaloneAuth(stack, {
      ...stack.config.auth,
      email: { ...stack.config.auth.email, enableConfirmations: false },
    })
    try {
      const email = uniqueEmail('autoconfirm')
      const client = auth.client()
      const { data, error } = await client.auth.signUp({ email, password: PASSWORD })
      expect(error).toBeNull()
      expect(data.session?.access_token).toBeTruthy()
      expect(data.user?.email_confirmed_at).toBeTruthy()
      expect(auth.sent).toHaveLength(0)

      const again = await auth.client().auth.signUp({ email, password: PASSWORD })
      expect(again.error?.status).toBe(422)
      expect(again.error?.code).toBe('user_already_exists')
      expect(again.error?.message).toBe('User already registered')
    } finally {
      await auth.close()
    }
  })

  it('without a send limit: signing up again or resend() mails a new link that replaces the old one', async () => {
    const auth = await standaloneAuth(stack, {
      ...stack.config.auth,
      email: { ...stack.config.auth.email, maxFrequencySeconds: 0 },
    })
    try {
      const email = uniqueEmail('resend')
      const client = auth.client()
      const first = await client.auth.signUp({ email, password: PASSWORD })
      const again = await client.auth.signUp({ email, password: PASSWORD })
      expect(again.error).toBeNull()
      expect(again.data.user?.id).toBe(first.data.user?.id)
      expect((await client.auth.resend({ type: 'signup', email })).error).toBeNull()
      expect(auth.sent.map((m) => m.to)).toEqual([email, email, email])

      const stale = await follow(linkIn(auth.sent[0].text))
      expect(fragmentOf(stale.location).get('error_code')).toBe('otp_expired')
      const current = await follow(linkIn(auth.sent[2].text))
      expect(fragmentOf(current.location).get('type')).toBe('signup')
      // Nothing left to confirm: resend is a silent no-op.
      expect((await client.auth.resend({ type: 'signup', email })).error).toBeNull()
      expect(auth.sent).toHaveLength(3)
    } finally {
      await auth.close()
    }
  })

  it('with signups disabled: 422 signup_disabled', async () => {
    const auth = await standaloneAuth(stack, { ...stack.config.auth, enableSignup: false })
    try {
      const { error } = await auth.client().auth.signUp({ email: uniqueEmail(), password: PASSWORD })
      expect(error?.status).toBe(422)
      expect(error?.code).toBe('signup_disabled')
    } finally {
      await auth.close()
    }
  })
})
