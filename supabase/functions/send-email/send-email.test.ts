import { assertEquals, assertMatch } from '../_shared/testing/assert.ts'
import type { Caller } from '../_shared/caller.ts'
import type { Email } from '../_shared/email.ts'
import { createSendEmailHandler, type SendEmailDeps } from './send-email.ts'

const ada: Caller = { id: '6f1c7a52-0000-4000-8000-000000000001', email: 'ada@example.com', emailConfirmed: true }

function setup(overrides: Partial<SendEmailDeps> = {}) {
  const sent: Email[] = []
  const grants: string[] = []
  const handler = createSendEmailHandler({
    getCaller: (token) => Promise.resolve(token === 'ada-token' ? ada : null),
    grantFreeUnlock: (_caller, email) => {
      grants.push(email)
      return Promise.resolve(grants.length === 1)
    },
    subscribe: () => Promise.resolve(true),
    allowMail: () => Promise.resolve(true),
    send: (email) => {
      sent.push(email)
      return Promise.resolve()
    },
    freeUnlockEmail: (to) => ({ to, subject: 'unlocked', text: 't', html: 'h' }),
    newsletterEmail: (to) => ({ to, subject: 'welcome', text: 't', html: 'h' }),
    ...overrides,
  })
  return { handler, sent, grants }
}

const post = (body: unknown, token: string | null = 'ada-token') =>
  new Request('http://functions.local/send-email', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

async function call(handler: (r: Request) => Promise<Response>, request: Request) {
  const response = await handler(request)
  return { status: response.status, body: await response.json() }
}

Deno.test('free unlock grants once and emails the normalised address', async () => {
  const { handler, sent, grants } = setup()
  const first = await call(handler, post({ email: '  Ada@Example.com ', source: 'free_tier_unlock' }))
  assertEquals(first, { status: 200, body: { ok: true, granted: true, emailed: true, credits: 5 } })
  const second = await call(handler, post({ email: 'ada@example.com', source: 'free_tier_unlock' }))
  assertEquals(second.body.granted, false)
  assertEquals(grants, ['ada@example.com', 'ada@example.com'])
  assertEquals(sent.map((e) => e.to), ['ada@example.com'])
})

Deno.test('free unlock needs a signed-in caller', async () => {
  const { handler } = setup()
  assertEquals((await call(handler, post({ email: 'ada@example.com', source: 'free_tier_unlock' }, null))).status, 401)
})

Deno.test('a provider outage does not undo the grant', async () => {
  const error = console.error
  console.error = () => {}
  try {
    const { handler } = setup({ send: () => Promise.reject(new Error('provider down')) })
    const reply = await call(handler, post({ email: 'ada@example.com', source: 'free_tier_unlock' }))
    assertEquals(reply, { status: 200, body: { ok: true, granted: true, emailed: false, credits: 5 } })
  } finally {
    console.error = error
  }
})

Deno.test('400 for bad bodies', async () => {
  const { handler } = setup()
  const cases: [unknown, RegExp][] = [
    ['{oops', /JSON/],
    [{ source: 'newsletter' }, /email/],
    [{ email: 'not-an-email', source: 'newsletter' }, /valid email/],
    [{ email: `${'a'.repeat(300)}@example.com`, source: 'newsletter' }, /email/],
    [{ email: 'ada@example.com', source: 'spam' }, /source must be/],
    [{ email: 'ada@example.com', source: 'newsletter', industry: 'x'.repeat(101) }, /industry is too long/],
  ]
  for (const [body, message] of cases) {
    const reply = await call(handler, post(body))
    assertEquals(reply.status, 400)
    assertMatch(reply.body.error, message)
  }
})

Deno.test('newsletter signs up without an account and mails only new subscribers', async () => {
  let isNew = true
  const { handler, sent } = setup({ subscribe: () => Promise.resolve(isNew) })
  assertEquals((await call(handler, post({ email: 'reader@example.com', source: 'newsletter' }, null))).body.emailed, true)
  isNew = false
  assertEquals((await call(handler, post({ email: 'reader@example.com', source: 'newsletter' }, null))).body.emailed, false)
  assertEquals(sent.length, 1)
})
