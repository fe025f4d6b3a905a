import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { DomainResult } from '../../supabase/functions/_shared/domains/types.ts'
import { isRegisteredInFakeWorld } from '../../supabase/local/fakes/rdap/world.ts'
import { createUserClient, startTestStack, type TestStack } from './helpers.ts'
import { createUser } from './users.ts'

// check-domain through the real gateway, against the stack's fake registries (RDAP + DoH) and the
// real Postgres cache. Every request here comes from 127.0.0.1 (the gateway sets X-Forwarded-For
// from the socket), so each test starts with empty rate-limit buckets and no faults.
let stack: TestStack

beforeAll(async () => {
  stack = await startTestStack()
})

afterAll(async () => {
  await stack?.stop()
})

beforeEach(async () => {
  await stack.pool.query(`delete from public.rate_limit_hits`)
  await control('DELETE', '/faults')
  await control('DELETE', '/requests')
})

interface Requests {
  total: number
  byHost: Record<string, number>
  maxInFlight: Record<string, number>
  requests: { host: string; domain: string }[]
}

async function control(method: string, path: string, body?: unknown): Promise<Requests> {
  const response = await fetch(`${stack.apiUrl}/_local/rdap${path}`, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  })
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as Requests
}

const upstream = () => control('GET', '/requests')

async function checkDomains(domains: unknown, token?: string): Promise<{ status: number; body: Record<string, unknown>; retryAfter: string | null }> {
  const response = await fetch(`${stack.apiUrl}/functions/v1/check-domain`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, Authorization: `Bearer ${token ?? stack.anonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ domains }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, retryAfter: response.headers.get('Retry-After') }
}

async function results(domains: string[], token?: string): Promise<DomainResult[]> {
  const reply = await checkDomains(domains, token)
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return reply.body.results as DomainResult[]
}

const states = (list: DomainResult[]) => list.map((r) => [r.domain, r.status, r.expiring ?? false])

describe('check-domain against the fake registries', () => {
  it('common words and short names are taken under .com, a coined name is available, a dying name is expiring', async () => {
    const list = await results(['evergreen.com', 'abcd.com', 'qzvornitelo.com', 'fadora.com'])
    expect(states(list)).toEqual([
      ['evergreen.com', 'taken', false],
      ['abcd.com', 'taken', false],
      ['qzvornitelo.com', 'available', false],
      ['fadora.com', 'taken', true],
    ])
    expect(list[2]).toMatchObject({
      available: true,
      source: 'the .com registry (RDAP)',
      affiliateUrl: expect.stringContaining('qzvornitelo.com'),
    })
    expect(Date.now() - Date.parse(list[2].checkedAt)).toBeLessThan(60_000)
    expect((await upstream()).byHost['rdap.verisign.com']).toBe(4)
  })

  it('other registries, each with its own 404 body, and a TLD without RDAP through DNS', async () => {
    const list = await results(['qzvornitelo.io', 'qzvornitelo.dev', 'qzvornitelo.xyz', 'qzvornitelo.co.uk', 'lumora.se', 'qzvornitelo.se'])
    expect(list.map((r) => r.status)).toEqual(['available', 'available', 'available', 'available', 'taken', 'error'])
    expect(list[4].source).toMatch(/DNS/)
    expect(list[5].reason).toMatch(/cannot confirm/i)
    expect(Object.keys((await upstream()).byHost).sort()).toEqual([
      'doh',
      'pubapi.registry.google',
      'rdap.centralnic.com',
      'rdap.identitydigital.services',
      'rdap.nominet.uk',
    ])
  })

  it('bad strings are errors with reasons, IDN is punycode, duplicates are answered from one registry call', async () => {
    const list = await results(['www.example.com', 'not a domain', '', 'ab_c.com', 'Bücher.com', 'Blorptune.com', 'blorptune.com.'])
    expect(list.map((r) => r.status)).toEqual(['error', 'error', 'error', 'error', 'available', 'available', 'available'])
    for (const r of list.slice(0, 4)) expect(r.reason).toEqual(expect.any(String))
    expect(list[4].domain).toBe('xn--bcher-kva.com')
    const log = await upstream()
    expect(log.requests.map((r) => r.domain).sort()).toEqual(['blorptune.com', 'xn--bcher-kva.com'])
  })

  it('61 entries, a non-list and non-string entries are 400s', async () => {
    const many = await checkDomains(Array.from({ length: 61 }, (_, i) => `name${i}.com`))
    expect(many.status).toBe(400)
    expect(many.body.error).toMatch(/at most 60/i)
    expect((await checkDomains('example.com')).status).toBe(400)
    expect((await checkDomains(['ok.com', 7])).status).toBe(400)
    expect((await upstream()).total).toBe(0)
  })

  it('timeouts, 429, 500 and malformed JSON are errors, never available; transient ones are retried once', async () => {
    await control('POST', '/faults', [
      { domain: 'limitedqz*.com', kind: 'status', status: 429, retryAfter: '1' },
      { domain: 'brokenqz*.com', kind: 'status', status: 500 },
      { domain: 'garbledqz*.com', kind: 'malformed' },
      { domain: 'slowqz*.com', kind: 'timeout' },
    ])
    const names = ['limitedqzvo.com', 'brokenqzvo.com', 'garbledqzvi.com', 'slowqzvo.com']
    for (const name of names) expect(isRegisteredInFakeWorld(name), name).toBe(false)
    const list = await results(names)
    expect(list.map((r) => [r.status, r.available])).toEqual(names.map(() => ['error', false]))
    expect(list.map((r) => r.reason)).toEqual([
      expect.stringMatching(/rate limit/i),
      expect.stringMatching(/failed/i),
      expect.stringMatching(/malformed/i),
      expect.stringMatching(/time/i),
    ])
    const asked = (await upstream()).requests.map((r) => r.domain)
    expect(names.map((n) => asked.filter((d) => d === n).length)).toEqual([2, 2, 1, 2])
  }, 30_000)

  it('a cached answer makes no registry call and keeps its original time; errors are not cached', async () => {
    await control('POST', '/faults', { domain: 'brokencache.com', kind: 'status', status: 503 })
    const first = await results(['trindlewave.com', 'evergreen.com', 'brokencache.com'])
    await control('DELETE', '/requests')
    const second = await results(['trindlewave.com', 'evergreen.com'])
    expect((await upstream()).total).toBe(0)
    expect(second.map((r) => [r.status, r.checkedAt, r.cached])).toEqual([
      ['available', first[0].checkedAt, true],
      ['taken', first[1].checkedAt, true],
    ])
    const { rows } = await stack.pool.query(`select domain from public.domain_check_cache where domain = 'brokencache.com'`)
    expect(rows).toEqual([])
  })

  it('over the per-IP limit: 429 with Retry-After, and no registry is asked', async () => {
    await stack.pool.query(
      `insert into public.rate_limit_hits (subject, action) select 'ip:127.0.0.1', 'check-domain' from generate_series(1, 30)`,
    )
    const reply = await checkDomains(['qzvornitelo.com'])
    expect(reply.status).toBe(429)
    expect(Number(reply.retryAfter)).toBeGreaterThan(0)
    expect(reply.body.error).toMatch(/too many/i)
    expect((await upstream()).total).toBe(0)
  })

  it('never more queries in flight at one registry host than its limit, but several in parallel', async () => {
    // Verisign (.com) takes 10 at a time so a run's 8 .coms go out in one wave; others 5.
    for (const [host, tld, limit] of [['rdap.verisign.com', 'com', 10], ['rdap.publicinterestregistry.org', 'org', 5]] as const) {
      await control('POST', '/faults', { host, kind: 'latency', latencyMs: 150 })
      const names = Array.from({ length: 20 }, (_, i) => `parallelqz${i}.${tld}`)
      const list = await results(names)
      expect(list.filter((r) => r.status === 'error').map((r) => r.reason)).toEqual([])
      const { maxInFlight } = await upstream()
      expect(maxInFlight[host]).toBeLessThanOrEqual(limit)
      expect(maxInFlight[host]).toBeGreaterThanOrEqual(limit - 1)
    }
  })

  it("counts a signed-in user's real registry checks for my_domain_checks(), not cache hits", async () => {
    const user = await createUser(stack)
    const client = createUserClient(stack, user.accessToken)
    expect((await client.rpc('my_domain_checks')).data).toBe(0)
    await results(['countqza.com', 'countqzb.com', 'countqza.com', 'bad domain'], user.accessToken)
    expect((await client.rpc('my_domain_checks')).data).toBe(2)
    await results(['countqza.com'], user.accessToken)
    expect((await client.rpc('my_domain_checks')).data).toBe(2)
  })
})
