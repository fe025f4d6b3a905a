import { fetchWithin, upstreamError, type Outcome } from './outcome.ts'

const NS = 2
const NOERROR = 0

/**
 * For TLDs without RDAP: NS records for the name prove it is registered. Their absence proves
 * nothing (names on hold, without nameservers or just registered have none), so it is an error,
 * never "available".
 */
export function queryDoh(fetcher: typeof fetch, dohUrl: string, domain: string, tld: string, timeoutMs: number): Promise<Outcome> {
  const url = new URL(dohUrl)
  url.searchParams.set('name', domain)
  url.searchParams.set('type', 'NS')
  return fetchWithin(fetcher, url.toString(), 'application/dns-json', timeoutMs, async (response) => {
    if (response.status === 429) return upstreamError('DNS lookups are rate limited; try again shortly', true)
    if (response.status >= 500) return upstreamError(`The DNS resolver failed (HTTP ${response.status})`, true)
    let body: unknown
    try {
      body = await response.json()
    } catch {
      return upstreamError('The DNS resolver sent an unreadable answer', false)
    }
    const answer = body as { Status?: unknown; Answer?: unknown }
    const records = Array.isArray(answer.Answer) ? (answer.Answer as Record<string, unknown>[]) : []
    const delegated = records.some(
      (r) => r?.type === NS && typeof r.name === 'string' && r.name.toLowerCase().replace(/\.$/, '') === domain,
    )
    if (response.ok && answer.Status === NOERROR && delegated) return { kind: 'taken', expiring: false }
    return upstreamError(`The .${tld} registry has no RDAP service, and DNS alone cannot confirm the name is free`, false)
  })
}
