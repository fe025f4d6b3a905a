import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestClient, readOutbox, type TestStack } from '../../../tests/stack/helpers.ts'
import {
  APP_CALLBACK,
  PASSWORD,
  authFetch,
  confirmedUser,
  follow,
  fragmentOf,
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

async function signedIn(email?: string) {
  const user = await confirmedUser(stack, email)
  const client = createTestClient(stack)
  const { data, error } = await client.auth.signInWithPassword(user)
  expect(error).toBeNull()
  return { ...user, client, session: data.session! }
}

/** Both email-change messages sent for one change, by recipient. */
async function emailChangeLinks(to: string) {
  const mail = (await readOutbox(stack)).find((m) => m.to === to && m.subject === 'Confirm Email Change')
  expect(mail, `an email-change message to ${to}`).toBeDefined()
  return linkIn(mail!.text)
}

describe('GET /user', () => {
  it('returns the user object of the token', async () => {
    const { client, email, session } = await signedIn()
    const { data, error } = await client.auth.getUser()
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ id: session.user.id, email, aud: 'authenticated', role: 'authenticated' })
    expect(data.user?.identities?.[0]).toMatchObject({ provider: 'email', identity_id: expect.any(String) })
  })
})

describe('PUT /user', () => {
  it('merges data into user_metadata; null deletes a key', async () => {
    const { client } = await signedIn()
    await client.auth.updateUser({ data: { plan: 'free', nickname: 'ada' } })
    const { data, error } = await client.auth.updateUser({ data: { plan: 'pro', nickname: null } })
    expect(error).toBeNull()
    expect(data.user?.user_metadata).toMatchObject({ plan: 'pro', email_verified: true })
    expect(data.user?.user_metadata).not.toHaveProperty('nickname')
  })

  it('changes the password, signs out the other sessions, and the new password works', async () => {
    const { client, email, session } = await signedIn()
    const other = createTestClient(stack)
    const otherSession = (await other.auth.signInWithPassword({ email, password: PASSWORD })).data.session!

    const { error } = await client.auth.updateUser({ password: 'Brand-New-Pass-7' })
    expect(error).toBeNull()
    // This session stays, the other one is gone.
    expect((await authFetch(stack, '/user', { method: 'GET', token: session.access_token })).status).toBe(200)
    const gone = await authFetch(stack, '/token?grant_type=refresh_token', { body: { refresh_token: otherSession.refresh_token } })
    expect(gone.json.code).toBe('refresh_token_not_found')

    const fresh = createTestClient(stack)
    expect((await fresh.auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe('invalid_credentials')
    expect((await fresh.auth.signInWithPassword({ email, password: 'Brand-New-Pass-7' })).error).toBeNull()
  })

  it('refuses the same password and a weak one', async () => {
    const { client } = await signedIn()
    const same = await client.auth.updateUser({ password: PASSWORD })
    expect(same.error?.status).toBe(422)
    expect(same.error?.code).toBe('same_password')
    const weak = await client.auth.updateUser({ password: 'weak' })
    expect(weak.error?.code).toBe('weak_password')
    expect((weak.error as { reasons?: string[] }).reasons).toEqual(['length', 'characters'])
  })

  it('changes the email only after both links (double_confirm_changes)', async () => {
    const { client, email } = await signedIn()
    const newEmail = uniqueEmail('moved')
    const { data, error } = await client.auth.updateUser({ email: newEmail }, { emailRedirectTo: APP_CALLBACK })
    expect(error).toBeNull()
    expect(data.user?.email).toBe(email)
    expect(data.user?.new_email).toBe(newEmail)
    expect(data.user?.email_change_sent_at).toBeTruthy()

    const toNew = await emailChangeLinks(newEmail)
    const toOld = await emailChangeLinks(email)
    expect(new URL(toNew).searchParams.get('type')).toBe('email_change')

    const first = await follow(toNew)
    expect(first.status).toBe(303)
    expect(fragmentOf(first.location).get('message')).toBe(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    )
    expect((await client.auth.getUser()).data.user?.email).toBe(email)

    const second = await follow(toOld)
    expect(second.status).toBe(303)
    const fragment = fragmentOf(second.location)
    expect(fragment.get('type')).toBe('email_change')
    expect(second.location.startsWith(`${APP_CALLBACK}#`)).toBe(true)

    const { data: after } = await client.auth.getUser()
    expect(after.user?.email).toBe(newEmail)
    expect(after.user?.new_email).toBeUndefined()
    expect(after.user?.identities?.[0].identity_data?.email).toBe(newEmail)
    expect((await createTestClient(stack).auth.signInWithPassword({ email: newEmail, password: PASSWORD })).error).toBeNull()
  })

  it('refuses an address another user has (email_exists)', async () => {
    const taken = await confirmedUser(stack)
    const { client } = await signedIn()
    const { error } = await client.auth.updateUser({ email: taken.email })
    expect(error?.status).toBe(422)
    expect(error?.code).toBe('email_exists')
  })

  it('with double_confirm_changes off, the link to the new address alone applies the change', async () => {
    const auth = await standaloneAuth(stack, {
      ...stack.config.auth,
      email: { ...stack.config.auth.email, doubleConfirmChanges: false },
    })
    try {
      const { email, password } = await confirmedUser(stack)
      const client = auth.client()
      await client.auth.signInWithPassword({ email, password })
      const newEmail = uniqueEmail('single')
      expect((await client.auth.updateUser({ email: newEmail })).error).toBeNull()
      expect(auth.sent.map((m) => m.to)).toEqual([newEmail])
      const { status, location } = await follow(linkIn(auth.sent[0].text))
      expect(status).toBe(303)
      expect(fragmentOf(location).get('type')).toBe('email_change')
      expect((await client.auth.getUser()).data.user?.email).toBe(newEmail)
    } finally {
      await auth.close()
    }
  })
})
