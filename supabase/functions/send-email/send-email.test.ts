import { assertEquals, assertMatch } from '../_shared/testing/assert.ts'
import type { Caller } from '../_shared/caller.ts'
import { hashEmailToken, type Email } from '../_shared/email.ts'
import type { NameIdea } from '../_shared/naming/mod.ts'
import { createSendEmailHandler, type RateLimit, type SendEmailDeps } from './send-email.ts'

const idea = (name: string): NameIdea => ({ name, domain: `${name.toLowerCase()}.com`, rationale: 'r', strategy: 'blend', score: 0.5 })

const ada: Caller = { id: '6f1c7a52-0000-4000-8000-000000000001', email: 'ada@example.com', emailConfirmed: true }
const limits = { perIp: { max: 2, windowSeconds: 3600 }, perRecipient: { max: 1, windowSeconds: 86_400 } }

/** In-memory stand-ins for the SQL: counters per bucket, subscribers by email. */
function setup(overrides: Partial<SendEmailDeps> = {}) {
  const sent: Email[] = []
  const grants: string[] = []
  const hits = new Map<string, number>()
  const subscribers = new Map<string, { tokenHash: string; confirmed: boolean }>()
  const topics: (string | null)[] = []
  const handler = createSendEmailHandler({
    limits,
    getCaller: (token) => Promise.resolve(token === 'ada-token' ? ada : null),
    freeUnlocked: () => Promise.resolve(grants.length > 0),
    grantFreeUnlock: (_caller, email) => {
      grants.push(email)
      return Promise.resolve(grants.length === 1)
    },
    hitRateLimits: (buckets: RateLimit[]) => {
      const full = buckets.filter((b) => (hits.get(b.subject) ?? 0) >= b.max)
      if (full.length) return Promise.resolve(Math.max(...full.map((b) => b.windowSeconds)))
      for (const b of buckets) hits.set(b.subject, (hits.get(b.subject) ?? 0) + 1)
      return Promise.resolve(0)
    },
    releaseRateLimits: (buckets: RateLimit[]) => {
      for (const b of buckets) hits.set(b.subject, Math.max(0, (hits.get(b.subject) ?? 0) - 1))
      return Promise.resolve()
    },
    requestNewsletter: (email, tokenHash) => {
      const row = subscribers.get(email)
      if (row?.confirmed) return Promise.resolve(false)
      subscribers.set(email, { tokenHash, confirmed: false })
      return Promise.resolve(true)
    },
    send: (email) => {
      sent.push(email)
      return Promise.resolve()
    },
    freeUnlockEmail: (to) => ({ to, subject: 'unlocked', text: 't', html: 'h' }),
    newsletterConfirmEmail: (to, token) => ({ to, subject: 'confirm', text: `?token=${token}`, html: 'h' }),
    generateIdeas: (topic, count) => {
      topics.push(topic)
      return Promise.resolve(Array.from({ length: count }, (_, i) => idea(`Idea${i + 1}`)))
    },
    popupIdeasEmail: (to, ideas) => ({ to, subject: 'ideas', text: ideas.map((i) => i.name).join(','), html: 'h' }),
    ...overrides,
  })
  return { handler, sent, grants, hits, subscribers, topics }
}

const post = (body: unknown, token: string | null = 'ada-token', ip: string | null = '203.0.113.7') =>
  new Request('http://functions.local/send-email', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(ip ? { 'X-Forwarded-For': ip } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

async function call(handler: (r: Request) => Promise<Response>, request: Request) {
  const response = await handler(request)
  return { status: response.status, body: await response.json(), retryAfter: response.headers.get('Retry-After') }
}

const newsletter = (email: string, ip?: string | null) => post({ email, source: 'newsletter' }, null, ip)

Deno.test('free unlock emails the normalised address, then grants once; a repeat mails nothing and takes no limit', async () => {
  const { handler, sent, grants, hits } = setup()
  const first = await call(handler, post({ email: '  Ada@Example.com ', source: 'free_tier_unlock' }))
  assertEquals(first.body, { ok: true, granted: true, emailed: true, credits: 5 })
  const second = await call(handler, post({ email: 'ada@example.com', source: 'free_tier_unlock' }))
  assertEquals(second, { status: 200, body: { ok: true, granted: false, emailed: false, credits: 5 }, retryAfter: null })
  assertEquals(grants, ['ada@example.com'])
  assertEquals(sent.map((e) => e.to), ['ada@example.com'])
  assertEquals(hits.get('ip:203.0.113.7'), 1)
})

Deno.test('free unlock needs a signed-in caller', async () => {
  const { handler } = setup()
  assertEquals((await call(handler, post({ email: 'ada@example.com', source: 'free_tier_unlock' }, null))).status, 401)
})

Deno.test('free unlock over the email limits: 429 with Retry-After, nothing granted, nothing sent, and it can be tried again', async () => {
  const { handler, sent, grants, hits } = setup()
  hits.set('ip:203.0.113.7', 2)
  const reply = await call(handler, post({ email: 'ada@example.com', source: 'free_tier_unlock' }))
  assertEquals([reply.status, reply.retryAfter], [429, '3600'])
  assertMatch(reply.body.error, /too many/i)
  assertEquals([sent, grants], [[], []])
  hits.set('ip:203.0.113.7', 0)
  const later = await call(handler, post({ email: 'ada@example.com', source: 'free_tier_unlock' }))
  assertEquals(later.body, { ok: true, granted: true, emailed: true, credits: 5 })
})

Deno.test('free unlock: a provider outage is a 502, grants nothing and gives the limits back', async () => {
  const error = console.error
  console.error = () => {}
  try {
    let down = true
    const sent: Email[] = []
    const { handler, grants, hits } = setup({
      send: (email) => (down ? Promise.reject(new Error('provider down')) : (sent.push(email), Promise.resolve())),
    })
    const reply = await call(handler, post({ email: 'ada@example.com', source: 'free_tier_unlock' }))
    assertEquals(reply.status, 502)
    assertMatch(reply.body.error, /could not send/i)
    assertEquals(grants, [])
    assertEquals([...hits.values()].every((n) => n === 0), true)
    down = false
    const retry = await call(handler, post({ email: 'ada@example.com', source: 'free_tier_unlock' }))
    assertEquals(retry.body, { ok: true, granted: true, emailed: true, credits: 5 })
    assertEquals([grants, sent.map((e) => e.to)], [['ada@example.com'], ['ada@example.com']])
  } finally {
    console.error = error
  }
})

Deno.test('free unlock: a second request while the first is still sending gets a 409 and neither mail nor credits', async () => {
  let finishSend = () => {}
  const sent: Email[] = []
  const { handler, grants } = setup({
    send: (email) => {
      sent.push(email)
      return new Promise<void>((resolve) => (finishSend = resolve))
    },
  })
  const first = call(handler, post({ email: 'ada@example.com', source: 'free_tier_unlock' }))
  while (sent.length === 0) await new Promise((resolve) => setTimeout(resolve, 1))
  const second = await call(handler, post({ email: 'ada@example.com', source: 'free_tier_unlock' }, 'ada-token', '198.51.100.1'))
  assertEquals(second.status, 409)
  assertMatch(second.body.error, /already/i)
  finishSend()
  assertEquals((await first).body, { ok: true, granted: true, emailed: true, credits: 5 })
  assertEquals([grants.length, sent.length], [1, 1])
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
    [{ email: 'ada@example.com', source: 'newsletter', description: 'a\u0000b' }, /description contains a control character/],
    [{ email: 'ada@example.com', source: 'newsletter', industry: 42 }, /industry must be a string/],
  ]
  for (const [body, message] of cases) {
    const reply = await call(handler, post(body))
    assertEquals(reply.status, 400)
    assertMatch(reply.body.error, message)
  }
})

Deno.test('newsletter stores a pending subscription under the token hash and sends only the confirmation link', async () => {
  const { handler, sent, subscribers } = setup()
  const reply = await call(handler, newsletter('Reader@Example.com'))
  assertEquals(reply, { status: 200, body: { ok: true, pending: true }, retryAfter: null })
  assertEquals(sent.map((e) => [e.to, e.subject]), [['reader@example.com', 'confirm']])
  const token = sent[0].text.replace('?token=', '')
  assertEquals(subscribers.get('reader@example.com'), { tokenHash: await hashEmailToken(token), confirmed: false })
  assertEquals(token.length, 43)
})

Deno.test('newsletter answers a confirmed address exactly like a new one and mails it nothing', async () => {
  const { handler, sent, subscribers } = setup()
  subscribers.set('member@example.com', { tokenHash: 'old', confirmed: true })
  assertEquals(await call(handler, newsletter('member@example.com')), { status: 200, body: { ok: true, pending: true }, retryAfter: null })
  assertEquals(sent, [])
  assertEquals(subscribers.get('member@example.com'), { tokenHash: 'old', confirmed: true })
})

Deno.test('over the per-IP limit: 429 with Retry-After, nothing stored, nothing sent', async () => {
  const { handler, sent, subscribers } = setup()
  for (const email of ['a@example.com', 'b@example.com']) assertEquals((await call(handler, newsletter(email))).status, 200)
  const refused = await call(handler, newsletter('c@example.com'))
  assertEquals(refused.status, 429)
  assertMatch(refused.body.error, /too many/i)
  assertEquals(refused.retryAfter, '3600')
  assertEquals(subscribers.has('c@example.com'), false)
  assertEquals(sent.map((e) => e.to), ['a@example.com', 'b@example.com'])
})

Deno.test('the same recipient is mailed once a day, whichever IP asks', async () => {
  const { handler, sent } = setup()
  assertEquals((await call(handler, newsletter('reader@example.com', '203.0.113.7'))).status, 200)
  const again = await call(handler, newsletter('reader@example.com', '198.51.100.1'))
  assertEquals([again.status, again.retryAfter], [429, '86400'])
  assertEquals(sent.length, 1)
})

Deno.test('buckets: the first forwarded address and the recipient; no address shares one unknown bucket', async () => {
  const seen: string[][] = []
  const { handler } = setup({
    hitRateLimits: (buckets) => {
      seen.push(buckets.map((b) => `${b.subject} ${b.max}/${b.windowSeconds}`))
      return Promise.resolve(0)
    },
  })
  await call(handler, newsletter('reader@example.com', '203.0.113.7, 10.0.0.1'))
  await call(handler, newsletter('other@example.com', null))
  assertEquals(seen, [
    ['ip:203.0.113.7 2/3600', 'to:reader@example.com 1/86400'],
    ['ip:unknown 2/3600', 'to:other@example.com 1/86400'],
  ])
})

Deno.test('newsletter: a provider outage is a 502, not a silent success', async () => {
  const error = console.error
  console.error = () => {}
  try {
    const { handler, hits } = setup({ send: () => Promise.reject(new Error('provider down')) })
    const reply = await call(handler, newsletter('reader@example.com'))
    assertEquals(reply.status, 502)
    assertMatch(reply.body.error, /could not send/i)
    assertEquals([...hits.values()], [0, 0])
  } finally {
    console.error = error
  }
})

const popup = (email: string, description?: string, ip?: string | null) =>
  post({ email, source: 'popup', industry: 'general', ...(description === undefined ? {} : { description }) }, null, ip)

Deno.test('popup: generates 5 ideas for the stated topic and mails them, without an account', async () => {
  const { handler, sent, topics } = setup()
  const reply = await call(handler, popup(' Visitor@Example.com ', '  handmade soy candles '))
  assertEquals(reply, { status: 200, body: { ok: true, ideas: 5 }, retryAfter: null })
  assertEquals(topics, ['handmade soy candles'])
  assertEquals(sent.map((e) => [e.to, e.subject, e.text]), [['visitor@example.com', 'ideas', 'Idea1,Idea2,Idea3,Idea4,Idea5']])
})

Deno.test('popup: no topic, or a blank one, asks for a general set', async () => {
  const { handler, topics, sent } = setup()
  await call(handler, popup('a@example.com'))
  await call(handler, popup('b@example.com', '   '))
  assertEquals(topics, [null, null])
  assertEquals(sent.length, 2)
})

Deno.test('popup: counts against the same per-IP and per-recipient limits; over them, 429 and nothing sent', async () => {
  const { handler, sent } = setup()
  assertEquals((await call(handler, popup('reader@example.com'))).status, 200)
  const again = await call(handler, popup('reader@example.com', undefined, '198.51.100.1'))
  assertEquals([again.status, again.retryAfter], [429, '86400'])
  assertEquals((await call(handler, newsletter('other@example.com'))).status, 200)
  const third = await call(handler, popup('third@example.com'))
  assertEquals([third.status, third.retryAfter], [429, '3600'])
  assertEquals(sent.map((e) => e.to), ['reader@example.com', 'other@example.com'])
})

Deno.test('popup: a provider failure is a 502 the visitor sees, never a success', async () => {
  const error = console.error
  console.error = () => {}
  try {
    const { handler, hits } = setup({ send: () => Promise.reject(new Error('provider down')) })
    const reply = await call(handler, popup('reader@example.com', 'candles'))
    assertEquals(reply.status, 502)
    assertMatch(reply.body.error, /could not send your name ideas/i)
    // Nothing was mailed, so the visitor may try again at once.
    assertEquals([...hits.values()], [0, 0])
  } finally {
    console.error = error
  }
})

Deno.test('popup: fewer than 5 ideas is a failure, not a short email', async () => {
  const error = console.error
  console.error = () => {}
  try {
    const { handler, sent } = setup({ generateIdeas: () => Promise.resolve([idea('Only')]) })
    const reply = await call(handler, popup('reader@example.com', 'candles'))
    assertEquals(reply.status, 503)
    assertEquals(sent, [])
  } finally {
    console.error = error
  }
})

Deno.test('popup: the topic is checked like any stored text', async () => {
  const { handler, sent } = setup()
  for (const description of ['a\u0007b', 'x'.repeat(201)]) {
    assertEquals((await call(handler, popup('reader@example.com', description))).status, 400)
  }
  assertEquals(sent, [])
})
