import { fetchWithin, retryAfterMs, upstreamError, type Outcome } from './outcome.ts'

// RDAP statuses (RFC 8056 spells EPP's pendingDelete as "pending delete") that mean the name is on
// its way back to the pool: still taken today, worth saying so.
const EXPIRING = new Set(['pendingdelete', 'redemptionperiod'])

const squash = (value: string) => value.toLowerCase().replace(/[\s_-]+/g, '')

async function textOf(response: Response): Promise<string> {
  try {
    return await response.text()
  } catch {
    return ''
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** 200: the registry holds a record. Only a readable record for this very name counts as "taken". */
function readRecord(text: string, domain: string): Outcome {
  const body = parseJson(text)
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return upstreamError('The registry sent an unreadable (malformed) answer', false)
  }
  const record = body as Record<string, unknown>
  const name = typeof record.ldhName === 'string' ? record.ldhName.toLowerCase().replace(/\.$/, '') : undefined
  if (record.objectClassName !== 'domain' && name === undefined) {
    return upstreamError('The registry sent an unreadable (malformed) answer', false)
  }
  if (name !== undefined && name !== domain) return upstreamError('The registry answered for another name', false)
  const statuses = Array.isArray(record.status) ? record.status.filter((s): s is string => typeof s === 'string') : []
  return { kind: 'taken', expiring: statuses.some((s) => EXPIRING.has(squash(s))) }
}

/**
 * 404: no such registration. Registries word it differently (Verisign: an empty body; Identity
 * Digital, Google, PIR, CentralNic: a JSON error object), so any empty or JSON body counts; an HTML
 * page is some proxy's error, not the registry's answer.
 */
function readNotFound(text: string): Outcome {
  if (text.trim() === '' || parseJson(text) !== undefined) return { kind: 'available' }
  return upstreamError('The registry sent an unexpected answer', false)
}

/** One RDAP domain query. 404 → available, 200 → taken, anything else → error (never available). */
export function queryRdap(fetcher: typeof fetch, url: string, domain: string, timeoutMs: number): Promise<Outcome> {
  return fetchWithin(fetcher, url, 'application/rdap+json', timeoutMs, async (response) => {
    const text = await textOf(response)
    if (response.status === 200) return readRecord(text, domain)
    if (response.status === 404) return readNotFound(text)
    if (response.status === 429) {
      return upstreamError('The registry is rate limiting us; try again shortly', true, retryAfterMs(response.headers.get('Retry-After')))
    }
    if (response.status >= 500) return upstreamError(`The registry failed (HTTP ${response.status})`, true)
    return upstreamError(`The registry refused the query (HTTP ${response.status})`, false)
  })
}
