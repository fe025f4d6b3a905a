import { assertEquals, assertMatch } from '../_shared/testing/assert.ts'
import type { Caller } from '../_shared/caller.ts'
import type { CheckOptions, DomainChecker, DomainResult } from '../_shared/domains/types.ts'
import { createCheckDomainHandler, type CheckDomainDeps, type RateLimit } from './check-domain.ts'

const ada: Caller = { id: '6f1c7a52-0000-4000-8000-000000000001', email: 'ada@example.com', emailConfirmed: true }
// Only the payload matters to the handler (the gateway verified the signature).
const jwt = (payload: Record<string, unknown>) => `x.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.sig`
const adaToken = jwt({ role: 'authenticated', sub: ada.id })
const anonKey = jwt({ role: 'anon' })

/** A checker that says ".com names starting with free are available, the rest taken", and counts upstream calls. */
function fakeChecker(): DomainChecker & { asked: string[][]; fresh: boolean[] } {
  const asked: string[][] = []
  const fresh: boolean[] = []
  return {
    asked,
    fresh,
    check(domains: string[], options?: CheckOptions): Promise<DomainResult[]> {
      asked.push(domains)
      fresh.push(options?.fresh === true)
      const unique = new Set(domains.map((d) => d.toLowerCase()))
      for (const d of unique) options?.onUpstreamCheck?.(d)
      return Promise.resolve(
        domains.map((d) => {
          const domain = d.toLowerCase()
          const available = domain.startsWith('free')
          return {
            domain,
            available,
            status: available ? 'available' : 'taken',
            affiliateUrl: `https://buy.example/?d=${domain}`,
            source: 'the .com registry (RDAP)',
            checkedAt: '2026-11-23T12:00:00.000Z',
          }
        }),
      )
    },
  }
}

function setup(overrides: Partial<CheckDomainDeps> = {}) {
  const checker = fakeChecker()
  const hits = new Map<string, number>()
  const recorded: [string, number][] = []
  const buckets: RateLimit[][] = []
  const handler = createCheckDomainHandler({
    checker,
    limits: { perIp: { max: 3, windowSeconds: 60 }, perUser: { max: 2, windowSeconds: 60 } },
    getCaller: (token) => Promise.resolve(token === adaToken ? ada : null),
    hitRateLimits: (list) => {
      buckets.push(list)
      const full = list.filter((b) => (hits.get(b.subject) ?? 0) >= b.max)
      if (full.length) return Promise.resolve(Math.max(...full.map((b) => b.windowSeconds)))
      for (const b of list) hits.set(b.subject, (hits.get(b.subject) ?? 0) + 1)
      return Promise.resolve(0)
    },
    recordChecks: (userId, count) => {
      recorded.push([userId, count])
      return Promise.resolve()
    },
    ...overrides,
  })
  return { handler, checker, recorded, buckets }
}

const post = (body: unknown, token = anonKey, ip = '203.0.113.9') =>
  new Request('http://localhost/check-domain', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'X-Forwarded-For': `${ip}, 10.0.0.1` },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

Deno.test('answers one result per entry, in order, duplicates included', async () => {
  const { handler } = setup()
  const response = await handler(post({ domains: ['freebird.com', 'stripe.com', 'FreeBird.com'] }))
  assertEquals(response.status, 200)
  const body = await response.json()
  assertEquals(
    body.results.map((r: DomainResult) => [r.domain, r.status]),
    [['freebird.com', 'available'], ['stripe.com', 'taken'], ['freebird.com', 'available']],
  )
})

Deno.test('61 entries, a non-list, non-strings and non-JSON are 400s that name the problem; nothing is checked', async () => {
  const { handler, checker } = setup()
  const cases: [unknown, RegExp][] = [
    [{ domains: Array.from({ length: 61 }, (_, i) => `free${i}.com`) }, /at most 60/i],
    [{ domains: 'example.com' }, /list/i],
    [{}, /list/i],
    [{ domains: ['ok.com', 42] }, /string/i],
    [{ domains: [null] }, /string/i],
    ['not json', /json/i],
  ]
  for (const [body, message] of cases) {
    const response = await handler(post(body))
    assertEquals(response.status, 400, JSON.stringify(body))
    assertMatch((await response.json()).error, message)
  }
  assertEquals(checker.asked.length, 0)
  assertEquals((await handler(post({ domains: Array.from({ length: 60 }, (_, i) => `free${i}.com`) }))).status, 200)
})

Deno.test('per-IP limit: 429 with Retry-After, counted on the first X-Forwarded-For entry', async () => {
  const { handler, checker, buckets } = setup()
  for (let i = 0; i < 3; i++) assertEquals((await handler(post({ domains: ['a.com'] }))).status, 200)
  const limited = await handler(post({ domains: ['a.com'] }))
  assertEquals(limited.status, 429)
  assertEquals(limited.headers.get('Retry-After'), '60')
  assertMatch((await limited.json()).error, /too many/i)
  assertEquals(checker.asked.length, 3)
  assertEquals(buckets[0].map((b) => b.subject), ['ip:203.0.113.9'])
  assertEquals((await handler(post({ domains: ['a.com'] }, anonKey, '198.51.100.1'))).status, 200)
})

Deno.test('signed-in callers are limited per user too, and their real checks are counted', async () => {
  const { handler, recorded, buckets } = setup()
  assertEquals((await handler(post({ domains: ['a.com', 'b.com', 'a.com'] }, adaToken))).status, 200)
  assertEquals(buckets[0].map((b) => b.subject), ['ip:203.0.113.9', `user:${ada.id}`])
  assertEquals(recorded, [[ada.id, 2]])
  assertEquals((await handler(post({ domains: ['c.com'] }, adaToken, '198.51.100.2'))).status, 200)
  assertEquals((await handler(post({ domains: ['d.com'] }, adaToken, '198.51.100.3'))).status, 429)
})

Deno.test('anonymous callers are not counted and not looked up', async () => {
  let lookedUp = 0
  const { handler, recorded } = setup({ getCaller: () => ((lookedUp++), Promise.resolve(null)) })
  assertEquals((await handler(post({ domains: ['a.com'] }))).status, 200)
  assertEquals([recorded.length, lookedUp], [0, 0])
})

Deno.test('a failing counter does not fail the check', async () => {
  const { handler } = setup({ recordChecks: () => Promise.reject(new Error('db down')) })
  assertEquals((await handler(post({ domains: ['freeok.com'] }, adaToken))).status, 200)
})

Deno.test('fresh (the buy button) asks for one domain past the cache; more than one, or a non-boolean, is a 400', async () => {
  const { handler, checker } = setup()
  assertEquals((await handler(post({ domains: ['freebird.com'], fresh: true }))).status, 200)
  assertEquals((await handler(post({ domains: ['freebird.com'] }))).status, 200)
  assertEquals(checker.fresh, [true, false])
  for (const body of [{ domains: ['a.com', 'b.com'], fresh: true }, { domains: ['a.com'], fresh: 'yes' }]) {
    const response = await handler(post(body))
    assertEquals(response.status, 400, JSON.stringify(body))
    assertMatch((await response.json()).error, /fresh/)
  }
  assertEquals(checker.asked.length, 2)
})
