import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestClient, readOutbox, startTestStack, type TestStack } from './helpers.ts'
import { uniqueEmail } from './users.ts'

// The email popup promises 5 name ideas: through the real gateway and function, as the popup calls
// it (supabase-js, the anon key, no account), the outbox must receive 5 real names.
let stack: TestStack

beforeAll(async () => {
  stack = await startTestStack()
})

afterAll(async () => {
  await stack?.stop()
})

beforeEach(async () => {
  // Every request here shares one IP bucket; the limits have their own suite.
  await stack.pool.query('delete from public.rate_limit_hits')
})

async function askForIdeas(email: string, description?: string) {
  return createTestClient(stack).functions.invoke('send-email', {
    body: { email, source: 'popup', industry: 'general', ...(description ? { description } : {}) },
  })
}

const numberedNames = (text: string) => [...text.matchAll(/^\d\. ([A-Z][A-Za-z]*(?: &? ?[A-Z][A-Za-z]*)*) — /gm)].map((m) => m[1])

describe('send-email, source popup', () => {
  it('mails 5 name ideas for what the visitor is naming', async () => {
    const email = uniqueEmail('visitor')
    const { data, error } = await askForIdeas(email, 'handmade soy candles sold at weekend markets')
    expect(error).toBeNull()
    expect(data).toEqual({ ok: true, ideas: 5 })
    const mail = (await readOutbox(stack)).filter((m) => m.to === email)
    expect(mail).toHaveLength(1)
    expect(mail[0].subject).toBe('Your 5 BrandQuest name ideas')
    const names = numberedNames(mail[0].text)
    expect(names).toHaveLength(5)
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(5)
    // The HTML part escapes "&" as &#38; (Tin &#38; Taper); the text part above has the names as written.
    for (const name of names) expect(mail[0].html).toContain(name.replace(/&/g, '&#38;'))
    // The visitor's own words are not mailed back.
    expect(mail[0].text).not.toContain('weekend markets')
  })

  it('mails a general set when the visitor does not say, and only once a day per address', async () => {
    const email = uniqueEmail('visitor')
    expect((await askForIdeas(email)).error).toBeNull()
    const again = await askForIdeas(email, 'a bakery')
    expect(again.error).not.toBeNull()
    expect((again.error as { context: Response }).context.status).toBe(429)
    const mail = (await readOutbox(stack)).filter((m) => m.to === email)
    expect(mail).toHaveLength(1)
    expect(numberedNames(mail[0].text)).toHaveLength(5)
  })

  it('refuses a bad address with a 400 and mails nothing', async () => {
    const { error } = await askForIdeas('not-an-email', 'a bakery')
    expect((error as { context: Response }).context.status).toBe(400)
  })
})
