import { assertEquals, assertMatch } from '../testing/assert.ts'
import { createDomainChecker, type DomainCheckerDeps } from './checker.ts'
import type { CachedAnswer, DomainCache } from './cache.ts'
import { domainCheckerEnv } from './config.ts'

type Reply = Response | 'hang' | 'refuse'
type Registry = (url: URL, attempt: number) => Reply

const rdapJson = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/rdap+json', ...headers },
  })
const taken = (domain: string, status = ['client transfer prohibited']) =>
  rdapJson({ objectClassName: 'domain', ldhName: domain.toUpperCase(), status, events: [] })
const verisign404 = () => new Response(null, { status: 404, headers: { 'Content-Type': 'application/rdap+json' } })

/** A fake network: counts requests per URL, tracks the most requests in flight per host and overall. */
function network(registry: Registry) {
  const calls: string[] = []
  const attempts = new Map<string, number>()
  const inFlight = new Map<string, number>()
  const maxInFlight = new Map<string, number>()
  let total = 0
  let maxTotal = 0
  const fetch = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input)
    calls.push(url.toString())
    const attempt = (attempts.get(url.toString()) ?? 0) + 1
    attempts.set(url.toString(), attempt)
    const host = url.host
    inFlight.set(host, (inFlight.get(host) ?? 0) + 1)
    maxInFlight.set(host, Math.max(maxInFlight.get(host) ?? 0, inFlight.get(host)!))
    maxTotal = Math.max(maxTotal, ++total)
    const done = () => {
      inFlight.set(host, inFlight.get(host)! - 1)
      total--
    }
    return new Promise<Response>((resolve, reject) => {
      const reply = registry(url, attempt)
      if (reply === 'hang') {
        init?.signal?.addEventListener('abort', () => {
          done()
          reject(new DOMException('aborted', 'AbortError'))
        })
        return
      }
      // A tick later, so parallel requests overlap as they would on a real network.
      setTimeout(() => {
        done()
        if (reply === 'refuse') reject(new TypeError('connection refused'))
        else resolve(reply)
      }, 5)
    })
  }
  return { fetch: fetch as typeof globalThis.fetch, calls, maxInFlight, maxTotal: () => maxTotal }
}

const config = (env: Record<string, string> = {}) => domainCheckerEnv((name) => env[name])

function checker(registry: Registry, deps: Partial<DomainCheckerDeps> = {}, env: Record<string, string> = {}) {
  const net = network(registry)
  const instance = createDomainChecker({ fetch: net.fetch, config: config({ RDAP_RETRY_DELAY_MS: '1', ...env }), ...deps })
  return { ...net, check: instance.check }
}

const verisign: Registry = (url) => {
  const name = url.pathname.split('/').pop()!
  if (name.startsWith('free')) return verisign404()
  if (name.startsWith('dying')) return taken(name, ['pending delete'])
  if (name.startsWith('redeem')) return taken(name, ['redemption period', 'server hold'])
  return taken(name)
}

Deno.test('404 is available, 200 is taken, pending delete and redemption are taken and expiring', async () => {
  const { check, calls } = checker(verisign)
  const results = await check(['freeqzx.com', 'stripe.com', 'dyingname.com', 'redeemable.com'])
  assertEquals(
    results.map((r) => [r.domain, r.status, r.available, r.expiring ?? false]),
    [
      ['freeqzx.com', 'available', true, false],
      ['stripe.com', 'taken', false, false],
      ['dyingname.com', 'taken', false, true],
      ['redeemable.com', 'taken', false, true],
    ],
  )
  assertEquals(calls[0], 'https://rdap.verisign.com/com/v1/domain/freeqzx.com')
  assertEquals(results[0].source, 'the .com registry (RDAP)')
  assertMatch(results[0].checkedAt, /^\d{4}-\d\d-\d\dT/)
  assertEquals(results[0].affiliateUrl, 'https://www.namecheap.com/domains/registration/results/?domain=freeqzx.com')
})

Deno.test('registry 404 bodies of every shape read as available; an HTML 404 does not', async () => {
  const bodies: Record<string, Response> = {
    'a.ai': rdapJson({ errorCode: 404, title: 'Object not found', description: ['Object not found'] }, 404),
    'b.dev': rdapJson({ errorCode: 404, title: 'Not Found' }, 404),
    'c.xyz': rdapJson({ errorCode: 404, objectClassName: 'error' }, 404, { 'Cache-Control': 'public, max-age=120' }),
    'd.org': new Response('<html>gateway</html>', { status: 404, headers: { 'Content-Type': 'text/html' } }),
  }
  const { check } = checker((url) => bodies[url.pathname.split('/').pop()!].clone())
  const results = await check(['a.ai', 'b.dev', 'c.xyz', 'd.org'])
  assertEquals(results.map((r) => r.status), ['available', 'available', 'available', 'error'])
})

Deno.test('an error is never available: 500, 429, malformed JSON, wrong name, refused, timeout', async () => {
  const replies: Record<string, () => Reply> = {
    'fivehundred.com': () => rdapJson({}, 500),
    'limited.com': () => rdapJson('', 429, { 'Retry-After': '1' }),
    'broken.com': () => rdapJson('{"objectClassName":"domain","ldhName":"BRO'),
    'other.com': () => taken('someoneelse.com'),
    'refused.com': () => 'refuse',
    'slow.com': () => 'hang',
  }
  const { check, calls } = checker((url) => replies[url.pathname.split('/').pop()!](), {}, { RDAP_TIMEOUT_MS: '30' })
  const results = await check(Object.keys(replies), { budgetMs: 2000 })
  assertEquals(results.map((r) => [r.status, r.available]), Object.keys(replies).map(() => ['error', false]))
  assertMatch(results[0].reason!, /registry/i)
  assertMatch(results[1].reason!, /rate/i)
  assertMatch(results[2].reason!, /unreadable|malformed/i)
  assertMatch(results[5].reason!, /time/i)
  // Transient failures (500, 429, refused, timeout) are tried twice; malformed and wrong answers once.
  const count = (name: string) => calls.filter((c) => c.endsWith(`/${name}`)).length
  assertEquals(['fivehundred.com', 'limited.com', 'refused.com', 'slow.com'].map(count), [2, 2, 2, 2])
  assertEquals(['broken.com', 'other.com'].map(count), [1, 1])
})

Deno.test('one retry rescues a transient failure', async () => {
  const { check } = checker((url, attempt) => (attempt === 1 ? rdapJson('', 503) : verisign(url, attempt)))
  assertEquals((await check(['freeone.com']))[0].status, 'available')
})

Deno.test('a Retry-After longer than the budget allows is not waited for: error at once', async () => {
  const { check, calls } = checker(() => rdapJson('', 429, { 'Retry-After': '600' }))
  const [result] = await check(['limited.com'], { budgetMs: 1500 })
  assertEquals([result.status, calls.length], ['error', 1])
})

Deno.test('the overall budget ends the check: unanswered domains come back as errors', async () => {
  const { check } = checker(() => 'hang', {}, { RDAP_TIMEOUT_MS: '5000' })
  const results = await check(['slowa.com', 'slowb.com'], { budgetMs: 40 })
  assertEquals(results.map((r) => [r.status, /time/i.test(r.reason ?? '')]), [['error', true], ['error', true]])
})

Deno.test('bad entries get an error with a reason and reach no registry; IDN is asked in punycode', async () => {
  const { check, calls } = checker(verisign)
  const results = await check(['www.example.com', 'no spaces.com', '', 'example', 'Bücher.com'])
  assertEquals(results.map((r) => r.status), ['error', 'error', 'error', 'error', 'taken'])
  for (const r of results.slice(0, 4)) assertEquals(typeof r.reason, 'string')
  assertEquals(results[4].domain, 'xn--bcher-kva.com')
  assertEquals(calls, ['https://rdap.verisign.com/com/v1/domain/xn--bcher-kva.com'])
})

Deno.test('duplicates are answered each time from one registry call', async () => {
  const { check, calls } = checker(verisign)
  const results = await check(['freedup.com', 'FreeDup.com', 'freedup.com.', 'stripe.com', 'freedup.com'])
  assertEquals(results.length, 5)
  assertEquals(results.map((r) => r.status), ['available', 'available', 'available', 'taken', 'available'])
  assertEquals(calls.length, 2)
})

Deno.test('parallel checks of the same domain share one registry call', async () => {
  const { check, calls } = checker(verisign)
  const [a, b] = await Promise.all([check(['freeshared.com']), check(['freeshared.com'])])
  assertEquals([a[0].status, b[0].status, calls.length], ['available', 'available', 1])
})

Deno.test('TLDs without RDAP: DNS NS records say taken, anything else is an error', async () => {
  const doh = (url: URL) => {
    const name = url.searchParams.get('name')!
    assertEquals(url.searchParams.get('type'), 'NS')
    if (name === 'volvo.se') {
      return Response.json({ Status: 0, Answer: [{ name: 'volvo.se.', type: 2, TTL: 300, data: 'ns1.volvo.se.' }] })
    }
    if (name === 'broken.se') return Response.json({ Status: 2, Comment: 'SERVFAIL' })
    return Response.json({ Status: 3, Authority: [{ name: 'se.', type: 6, TTL: 900, data: 'a.ns.se. x 1 2 3 4 5' }] })
  }
  const { check, calls } = checker(doh)
  const results = await check(['volvo.se', 'qzxfree.se', 'broken.se'])
  assertEquals(results.map((r) => r.status), ['taken', 'error', 'error'])
  assertEquals(results[0].source, 'DNS (the .se registry has no RDAP)')
  assertMatch(results[1].reason!, /cannot confirm/i)
  assertEquals(new URL(calls[0]).origin + new URL(calls[0]).pathname, 'https://cloudflare-dns.com/dns-query')
})

Deno.test('RDAP_BASE_URL_OVERRIDE and DOH_URL send every query to the configured place', async () => {
  const { check, calls } = checker(
    (url) => (url.pathname.endsWith('dns-query') ? Response.json({ Status: 3 }) : verisign404()),
    {},
    { RDAP_BASE_URL_OVERRIDE: 'http://127.0.0.1:9/_local/fakes/rdap/', DOH_URL: 'http://127.0.0.1:9/_local/fakes/doh/dns-query' },
  )
  await check(['freeover.com', 'freeover.io', 'freeover.se'])
  assertEquals(calls.sort(), [
    'http://127.0.0.1:9/_local/fakes/doh/dns-query?name=freeover.se&type=NS',
    'http://127.0.0.1:9/_local/fakes/rdap/rdap.identitydigital.services/rdap/domain/freeover.io',
    'http://127.0.0.1:9/_local/fakes/rdap/rdap.verisign.com/com/v1/domain/freeover.com',
  ])
})

Deno.test('at most 5 queries per registry host (10 at Verisign) and 15 in all are in flight', async () => {
  const { check, maxInFlight, maxTotal } = checker((url) => (url.host.includes('verisign') ? verisign(url, 1) : verisign404()))
  const names = Array.from({ length: 20 }, (_, i) => `freeq${i}`)
  const tlds = ['com', 'ai', 'dev', 'xyz', 'org']
  const results = await check(names.flatMap((n) => tlds.map((t) => `${n}.${t}`)).slice(0, 60))
  assertEquals(results.every((r) => r.status === 'available'), true)
  for (const [host, max] of maxInFlight) if (max > (host === 'rdap.verisign.com' ? 10 : 5)) throw new Error(`${max} in flight at ${host}`)
  if (maxTotal() > 15) throw new Error(`${maxTotal()} in flight in all`)
  if (maxTotal() < 5) throw new Error(`only ${maxTotal()} in flight: not parallel`)
})

/** An in-memory cache with the Postgres cache's contract. */
function memoryCache() {
  const rows = new Map<string, CachedAnswer>()
  const cache: DomainCache = {
    get: (domains) => Promise.resolve(new Map(domains.filter((d) => rows.has(d)).map((d) => [d, rows.get(d)!]))),
    put: (answers) => {
      for (const answer of answers) rows.set(answer.domain, answer)
      return Promise.resolve()
    },
  }
  return { cache, rows }
}

Deno.test('answers are cached, errors are not; a cache hit makes no registry call and keeps its time and source', async () => {
  const { cache, rows } = memoryCache()
  const { check, calls } = checker((url) => (url.pathname.endsWith('/broken.com') ? rdapJson('', 500) : verisign(url, 1)), { cache })
  const first = await check(['freecache.com', 'stripe.com', 'broken.com'])
  assertEquals([...rows.keys()].sort(), ['freecache.com', 'stripe.com'])
  const before = calls.length
  const upstream: string[] = []
  const second = await check(['freecache.com', 'stripe.com'], { onUpstreamCheck: (d) => upstream.push(d) })
  assertEquals(calls.length, before)
  assertEquals(upstream, [])
  assertEquals(second.map((r) => [r.status, r.checkedAt, r.source, r.cached]), [
    ['available', first[0].checkedAt, first[0].source, true],
    ['taken', first[1].checkedAt, first[1].source, true],
  ])
})

Deno.test("fresh asks the registry again for a cached 'available', but keeps a cached 'taken'", async () => {
  const { cache } = memoryCache()
  let registered = false
  const { check, calls } = checker((url) => (url.pathname.endsWith('/freenow.com') && registered ? taken('freenow.com') : verisign(url, 1)), { cache })
  assertEquals((await check(['freenow.com', 'stripe.com'])).map((r) => r.status), ['available', 'taken'])
  registered = true
  const before = calls.length
  assertEquals((await check(['freenow.com'])).map((r) => [r.status, r.cached]), [['available', true]])
  assertEquals(calls.length, before)
  assertEquals((await check(['freenow.com'], { fresh: true }))[0].status, 'taken')
  assertEquals(calls.length, before + 1)
  await check(['stripe.com'], { fresh: true })
  assertEquals(calls.length, before + 1)
})

Deno.test('onUpstreamCheck counts the domains this call really asked a registry about', async () => {
  const upstream: string[] = []
  const { check } = checker(verisign)
  await check(['freecount.com', 'freecount.com', 'bad domain', 'stripe.com'], { onUpstreamCheck: (d) => upstream.push(d) })
  assertEquals(upstream.sort(), ['freecount.com', 'stripe.com'])
})

Deno.test('premium and a price only come from a configured pricing lookup', async () => {
  const { check } = checker(verisign, {
    pricing: (domains) => Promise.resolve(new Map(domains.filter((d) => d === 'freeprem.com').map((d) => [d, { premium: true, price: 2400 }]))),
  })
  const results = await check(['freeprem.com', 'freeplain.com', 'stripe.com'])
  assertEquals(results.map((r) => [r.status, r.available, r.price]), [
    ['premium', true, 2400],
    ['available', true, undefined],
    ['taken', false, undefined],
  ])
  const plain = checker(verisign)
  assertEquals((await plain.check(['freeprem.com']))[0].status, 'available')
})

Deno.test('DOMAIN_BUY_URL_TEMPLATE shapes the buy link', async () => {
  const { check } = checker(verisign, {}, { DOMAIN_BUY_URL_TEMPLATE: 'https://porkbun.com/checkout/search?q={domain}' })
  assertEquals((await check(['freebuy.com']))[0].affiliateUrl, 'https://porkbun.com/checkout/search?q=freebuy.com')
})
