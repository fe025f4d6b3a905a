import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestClient, readOutbox, type TestStack } from '../../../tests/stack/helpers.ts'
import {
  PASSWORD,
  SITE_URL,
  authFetch,
  confirmedUser,
  follow,
  fragmentOf,
  latestMail,
  linkIn,
  startAuthStack,
  uniqueEmail,
} from './test-support.ts'

const RESET_PAGE = `${SITE_URL}/auth/reset-password`

let stack: TestStack
beforeAll(async () => {
  stack = await startAuthStack()
})
afterAll(async () => {
  await stack?.stop()
})

describe('password recovery', () => {
  it('mails a recovery link that lands on the reset page with a recovery session', async () => {
    const { email } = await confirmedUser(stack)
    const client = createTestClient(stack)
    const { data, error } = await client.auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE })
    expect(error).toBeNull()
    expect(data).toEqual({})

    const mail = await latestMail(stack, email, 'Reset Your Password')
    const link = new URL(linkIn(mail.text))
    expect(link.searchParams.get('type')).toBe('recovery')
    expect(link.searchParams.get('redirect_to')).toBe(RESET_PAGE)

    const { status, location } = await follow(link.toString())
    expect(status).toBe(303)
    expect(location.startsWith(`${RESET_PAGE}#`)).toBe(true)
    const fragment = fragmentOf(location)
    expect(fragment.get('type')).toBe('recovery')

    await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    })
    expect((await client.auth.updateUser({ password: 'Recovered-Pass-3' })).error).toBeNull()
    const fresh = createTestClient(stack)
    expect((await fresh.auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe('invalid_credentials')
    expect((await fresh.auth.signInWithPassword({ email, password: 'Recovered-Pass-3' })).error).toBeNull()
  })

  it('answers {} for an unknown address and sends nothing', async () => {
    const before = (await readOutbox(stack)).length
    const { data, error } = await createTestClient(stack).auth.resetPasswordForEmail(uniqueEmail('ghost'))
    expect(error).toBeNull()
    expect(data).toEqual({})
    expect((await readOutbox(stack)).length).toBe(before)
  })

  it('needs an email, and throttles repeated requests', async () => {
    const missing = await authFetch(stack, '/recover', { body: {} })
    expect(missing.status).toBe(400)
    expect(missing.json).toMatchObject({ code: 'validation_failed', message: 'Password recovery requires an email' })

    const { email } = await confirmedUser(stack)
    const client = createTestClient(stack)
    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull()
    const { error } = await client.auth.resetPasswordForEmail(email)
    expect(error?.status).toBe(429)
    expect(error?.code).toBe('over_email_send_rate_limit')
  })

  it('also verifies through verifyOtp with the token_hash (POST /verify)', async () => {
    const { email } = await confirmedUser(stack)
    const client = createTestClient(stack)
    await client.auth.resetPasswordForEmail(email)
    const token = new URL(linkIn((await latestMail(stack, email, 'Reset Your Password')).text)).searchParams.get('token')!
    const { data, error } = await client.auth.verifyOtp({ token_hash: token, type: 'recovery' })
    expect(error).toBeNull()
    expect(data.session?.user.email).toBe(email)

    const reused = await client.auth.verifyOtp({ token_hash: token, type: 'recovery' })
    expect(reused.error?.status).toBe(403)
    expect(reused.error?.code).toBe('otp_expired')
  })

  it('sends a bad or expired link to the error fragment', async () => {
    const { status, location } = await follow(
      `${stack.apiUrl}/auth/v1/verify?token=nope&type=recovery&redirect_to=${encodeURIComponent(RESET_PAGE)}`,
    )
    expect(status).toBe(303)
    expect(location).toBe(
      `${RESET_PAGE}#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=`,
    )

    const { email } = await confirmedUser(stack)
    await createTestClient(stack).auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE })
    const link = linkIn((await latestMail(stack, email, 'Reset Your Password')).text)
    await stack.pool.query(`update auth.users set recovery_sent_at = now() - interval '2 hours' where email = $1`, [email])
    const expired = await follow(link)
    expect(fragmentOf(expired.location).get('error_code')).toBe('otp_expired')
  })
})
