import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestClient, readOutbox, startTestStack, type TestStack } from './helpers.ts'
import { uniqueEmail } from './users.ts'

// Newsletter double opt-in end to end: sign up through supabase-js as the footer box does, open
// the link from the outbox the way a mail client would (no headers), land back on the app.
let stack: TestStack
const appUrl = 'http://127.0.0.1:5173'

beforeAll(async () => {
  stack = await startTestStack()
})

afterAll(async () => {
  await stack?.stop()
})

beforeEach(async () => {
  // All requests share one IP bucket here; the limits have their own suite.
  await stack.pool.query('delete from public.rate_limit_hits')
})

async function signUp(email: string) {
  const { data, error } = await createTestClient(stack).functions.invoke('send-email', {
    body: { email, industry: 'general', description: 'Business name generation', source: 'newsletter' },
  })
  expect(error).toBeNull()
  return data as Record<string, unknown>
}

async function confirmLink(email: string): Promise<string> {
  const mail = (await readOutbox(stack)).filter((m) => m.to === email)
  expect(mail).toHaveLength(1)
  expect(mail[0].subject).toMatch(/confirm/i)
  const link = /(http\S+\/functions\/v1\/newsletter-confirm\?token=[\w-]+)/.exec(mail[0].text)?.[1]
  expect(link).toBeDefined()
  expect(mail[0].html).toContain(link)
  return link!
}

const open = (url: string) => fetch(url, { redirect: 'manual' })

async function subscriber(email: string) {
  const { rows } = await stack.pool.query('select * from public.subscribers where email = $1', [email])
  return rows[0] as Record<string, unknown> | undefined
}

describe('newsletter double opt-in', () => {
  it('subscribes only after the emailed link is opened, once', async () => {
    const email = uniqueEmail('reader')
    expect(await signUp(email)).toEqual({ ok: true, pending: true })
    const link = await confirmLink(email)
    const token = new URL(link).searchParams.get('token')!
    const pending = await subscriber(email)
    expect(pending).toMatchObject({ source: 'newsletter', confirmed_at: null })
    // Only a hash of the token is stored.
    expect(JSON.stringify(pending)).not.toContain(token)

    const confirmed = await open(link)
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('Location')).toBe(`${appUrl}/?newsletter=confirmed`)
    const row = await subscriber(email)
    expect(row?.confirmed_at).toBeInstanceOf(Date)

    const again = await open(link)
    expect(again.status).toBe(303)
    expect(again.headers.get('Location')).toBe(`${appUrl}/?newsletter=confirmed`)
    expect((await subscriber(email))?.confirmed_at).toEqual(row?.confirmed_at)
    // The confirmation was the only mail: no welcome, nothing else.
    expect((await readOutbox(stack)).filter((m) => m.to === email)).toHaveLength(1)
  })

  it('sends a confirmed subscriber nothing more and answers as for anybody else', async () => {
    const email = uniqueEmail('member')
    await signUp(email)
    await open(await confirmLink(email))
    await stack.pool.query('delete from public.rate_limit_hits')
    expect(await signUp(email)).toEqual({ ok: true, pending: true })
    expect((await readOutbox(stack)).filter((m) => m.to === email)).toHaveLength(1)
  })

  it('redirects a garbage, unknown or missing token to the invalid notice without a 500', async () => {
    const base = `${stack.apiUrl}/functions/v1/newsletter-confirm`
    for (const query of ['?token=garbage', `?token=${'A'.repeat(43)}`, '', '?token=%00%ff', `?token=${'x'.repeat(5000)}`]) {
      const response = await open(`${base}${query}`)
      expect(response.status, query).toBe(303)
      expect(response.headers.get('Location')).toBe(`${appUrl}/?newsletter=invalid`)
    }
    const post = await fetch(base, { method: 'POST' })
    expect(post.status).toBe(405)
    expect(await post.json()).toEqual({ error: expect.any(String) })
  })

  it('refuses an expired link and leaves the address unsubscribed', async () => {
    const email = uniqueEmail('late')
    await signUp(email)
    const link = await confirmLink(email)
    await stack.pool.query(
      "update public.subscribers set confirm_token_expires_at = now() - interval '1 second' where email = $1",
      [email],
    )
    const response = await open(link)
    expect(response.headers.get('Location')).toBe(`${appUrl}/?newsletter=invalid`)
    expect((await subscriber(email))?.confirmed_at).toBeNull()
  })

  it('keeps what the free unlock writes: an unlocked address is not a newsletter subscriber until it opts in', async () => {
    const email = uniqueEmail('unlocker')
    await stack.pool.query("insert into public.subscribers (email, source) values ($1, 'free_tier_unlock')", [email])
    expect(await signUp(email)).toEqual({ ok: true, pending: true })
    const response = await open(await confirmLink(email))
    expect(response.headers.get('Location')).toBe(`${appUrl}/?newsletter=confirmed`)
    expect(await subscriber(email)).toMatchObject({ source: 'free_tier_unlock', confirmed_at: expect.any(Date) })
  })

  it('keeps the opt-in and throttle functions away from browsers', async () => {
    const anon = createTestClient(stack)
    const calls = [
      anon.rpc('confirm_newsletter', { p_token_hash: 'a'.repeat(64) }),
      anon.rpc('request_newsletter_confirmation', { p_email: 'x@example.com', p_token_hash: 'a'.repeat(64), p_ttl_seconds: 60 }),
      anon.rpc('hit_rate_limits', { p_limits: [] }),
    ]
    for (const { error } of await Promise.all(calls)) expect(error?.code).toBe('42501')
  })
})
