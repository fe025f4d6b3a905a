import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { isRegisteredInFakeWorld } from '../../supabase/local/fakes/rdap/world.ts'
import { startTestStack, type TestStack } from './helpers.ts'
import { createPremiumUser } from './users.ts'

// The registries down, slow or rate limiting us while a user generates: the run still answers
// 200 with 8 names whose .com states are 'error' (with the buy link), never 'available'; one history
// row; check-domain then answers the same names with error rows, never a 5xx, and once the registry
// is back it answers for real — an error is never cached as a verdict. Time budgets are env
// (GENERATE_NAMES_DOMAIN_BUDGET_MS); the latency they give is measured in tests/bench/faults.bench.ts.
let stack: TestStack

beforeAll(async () => {
  // One query's deadline well under the fault's latency, and a check-domain budget that leaves room
  // for the retry, so "slow" is beyond the per-query timeout and the file stays quick.
  stack = await startTestStack({ functionsEnv: { RDAP_TIMEOUT_MS: '1000', RDAP_RETRY_DELAY_MS: '50', DOMAIN_CHECK_BUDGET_MS: '3000' } })
})

afterAll(async () => {
  await stack?.stop()
})

beforeEach(async () => {
  await rdap('DELETE', '/faults')
  await stack.pool.query('delete from public.domain_check_cache')
  await stack.pool.query('delete from public.rate_limit_hits')
})

async function rdap(method: string, path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${stack.apiUrl}/_local/rdap${path}`, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  })
  expect(response.ok, await response.clone().text()).toBe(true)
}

type DomainStatus = { domain: string; status: string; available: boolean; affiliateUrl: string }
type Name = { name: string; domain: string; domainStatus: DomainStatus }


const post = (path: string, token: string, body: unknown) =>
  fetch(`${stack.apiUrl}/functions/v1/${path}`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

async function checkDomains(domains: string[]): Promise<{ status: number; results: DomainStatus[] }> {
  const response = await post('check-domain', stack.anonKey, { domains })
  const body = (await response.json()) as { results?: DomainStatus[] }
  return { status: response.status, results: body.results ?? [] }
}

const FAULTS: [string, Record<string, unknown>][] = [
  ['down (connection reset)', { kind: 'reset' }],
  ['down (503)', { kind: 'status', status: 503 }],
  ['slow, beyond the per-query timeout', { kind: 'latency', latencyMs: 5000 }],
  ['answering 429 with Retry-After', { kind: 'status', status: 429, retryAfter: '1' }],
]

describe('generate-names and check-domain while the registries fail', () => {
  it.each(FAULTS)('registry %s', async (_, fault) => {
    await rdap('POST', '/faults', fault)
    const user = await createPremiumUser(stack)
    const response = await post('generate-names', user.accessToken, { description: 'a ceramics studio with evening classes', count: 8 })
    expect(response.status).toBe(200)
    const { names } = (await response.json()) as { names: Name[] }
    expect(names).toHaveLength(8)
    for (const { domain, domainStatus } of names) {
      expect([domainStatus.domain, domainStatus.status, domainStatus.available]).toEqual([domain, 'error', false])
      // The badge says error and still offers the registrar's search.
      expect(domainStatus.affiliateUrl).toMatch(/^https:\/\/.+/)
      expect(domainStatus.affiliateUrl).toContain(encodeURIComponent(domain))
    }
    const { rows } = await stack.pool.query('select count(*)::int as n from public.name_generations where user_id = $1', [user.id])
    expect(rows[0].n).toBe(1)

    const domains = names.map((n) => n.domain)
    const during = await checkDomains(domains)
    expect(during.status).toBe(200)
    expect(during.results.map((r) => [r.domain, r.status, r.available])).toEqual(domains.map((d) => [d, 'error', false]))

    await rdap('DELETE', '/faults')
    const after = await checkDomains(domains)
    expect(after.status).toBe(200)
    expect(after.results.map((r) => [r.domain, r.status])).toEqual(
      domains.map((d) => [d, isRegisteredInFakeWorld(d) ? 'taken' : 'available']),
    )
  })
})
