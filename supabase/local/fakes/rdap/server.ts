import type { IncomingMessage, ServerResponse } from 'node:http'
import { parse } from 'tldts'
import { HttpError, readJsonBody, sendJson } from '../../http.ts'
import { createFaultStore, parseFault, type FaultRule } from './faults.ts'
import { dnsAnswer, found, invalid, notFound, type FakeReply } from './responses.ts'
import { fakeRegistration } from './world.ts'

/** RDAP for registry host H lives at `${RDAP_FAKE_PREFIX}/H/<its path>`: RDAP_BASE_URL_OVERRIDE points here. */
export const RDAP_FAKE_PREFIX = '/_local/fakes/rdap'
/** DNS-over-HTTPS JSON at `${DOH_FAKE_PREFIX}/dns-query`: DOH_URL points here. */
export const DOH_FAKE_PREFIX = '/_local/fakes/doh'
/** Developer endpoints: faults (GET/POST/DELETE) and the request log (GET/DELETE). */
export const RDAP_CONTROL_PREFIX = '/_local/rdap'

const DOH_HOST = 'doh'
// A 'timeout' fault holds the request this long at most, then drops the connection.
const HANG_LIMIT_MS = 30_000
const LOG_LIMIT = 5000

export interface RdapFakeOptions {
  /** Added to every answer (benches use 150 ms, like a registry across the ocean). */
  latencyMs?: number
}

interface LoggedRequest {
  host: string
  domain: string
}

const isName = (name: string) =>
  name.length <= 253 && /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(name)

/** Only registrable names under a public suffix exist at a registry. */
const isRegistrable = (name: string) => {
  if (!isName(name)) return false
  const parts = parse(name, { extractHostname: false })
  return parts.isIcann === true && parts.domain === name
}

const tldOf = (name: string) => parse(name, { extractHostname: false }).publicSuffix ?? name.split('.').at(-1)!

/**
 * A local stand-in for the registries' RDAP servers and a DoH resolver, answering from the fake
 * world (world.ts) in each registry's own words, with faults and latency tests can inject and a
 * log of every request (so a test can prove a cache hit asked nobody).
 */
export function createRdapFake(options: RdapFakeOptions = {}) {
  const faults = createFaultStore()
  let log: LoggedRequest[] = []
  let total = 0
  const byHost: Record<string, number> = {}
  const inFlight: Record<string, number> = {}
  const maxInFlight: Record<string, number> = {}
  // All hosts together: a checker also caps its queries in flight overall (RDAP_MAX_TOTAL).
  let inFlightTotal = 0
  let maxInFlightTotal = 0

  const resetLog = () => {
    log = []
    total = 0
    // Requests still in flight stay counted (they will finish and decrement): the peaks restart from them.
    for (const key of Object.keys(byHost)) delete byHost[key]
    for (const key of Object.keys(maxInFlight)) delete maxInFlight[key]
    for (const [host, count] of Object.entries(inFlight)) if (count > 0) maxInFlight[host] = count
    maxInFlightTotal = inFlightTotal
  }

  /** Logs the request, applies latency and faults, then sends `reply()` unless a fault took over. */
  async function answer(res: ServerResponse, host: string, domain: string, reply: () => FakeReply) {
    total++
    byHost[host] = (byHost[host] ?? 0) + 1
    log.push({ host, domain })
    if (log.length > LOG_LIMIT) log.shift()
    inFlight[host] = (inFlight[host] ?? 0) + 1
    maxInFlight[host] = Math.max(maxInFlight[host] ?? 0, inFlight[host])
    inFlightTotal++
    maxInFlightTotal = Math.max(maxInFlightTotal, inFlightTotal)
    let finished = false
    const finish = () => {
      if (finished) return
      finished = true
      inFlight[host]--
      inFlightTotal--
    }
    res.once('close', finish)

    const fault = faults.take(host, domain)
    const delay = (options.latencyMs ?? 0) + (fault?.kind === 'latency' ? (fault.latencyMs ?? 0) : 0)
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay))
    if (res.destroyed) return
    if (fault?.kind === 'timeout') {
      const timer = setTimeout(() => res.destroy(), HANG_LIMIT_MS)
      res.once('close', () => clearTimeout(timer))
      return
    }
    if (fault?.kind === 'reset') return void res.destroy()
    const out = fault && fault.kind !== 'latency' ? faultReply(fault) : reply()
    res.writeHead(out.status, { ...out.headers, 'Content-Length': String(Buffer.byteLength(out.body)) })
    res.end(out.body)
  }

  function faultReply(fault: FaultRule): FakeReply {
    if (fault.kind === 'malformed') {
      return { status: 200, headers: { 'Content-Type': 'application/rdap+json' }, body: '{"objectClassName":"domain","ldhName":"TRUNC' }
    }
    const headers: Record<string, string> = { 'Content-Type': 'application/rdap+json' }
    if (fault.retryAfter !== undefined) headers['Retry-After'] = fault.retryAfter
    return { status: fault.status ?? 500, headers, body: JSON.stringify({ errorCode: fault.status, title: 'Injected failure' }) }
  }

  async function handleRdap(req: IncomingMessage, res: ServerResponse, subpath: string) {
    const match = /^\/([a-z0-9.-]+)(\/(?:.*\/)?)domain\/([^/]+)$/i.exec(subpath)
    if (!match || req.method !== 'GET') {
      throw new HttpError(400, { errorCode: 400, title: 'Only GET <host>/<base path>/domain/<name> is emulated' })
    }
    const host = match[1].toLowerCase()
    const domain = decodeURIComponent(match[3]).toLowerCase()
    const origin = `https://${host}${match[2].replace(/\/$/, '')}`
    await answer(res, host, domain, () => {
      if (!isRegistrable(domain)) return invalid(host)
      const registration = fakeRegistration(domain)
      return registration.registered ? found(host, domain, registration, origin) : notFound(host, domain)
    })
  }

  async function handleDoh(req: IncomingMessage, res: ServerResponse, subpath: string, url: URL) {
    if (subpath !== '/dns-query' || req.method !== 'GET') throw new HttpError(404, { message: 'Only GET /dns-query is emulated' })
    const name = (url.searchParams.get('name') ?? '').toLowerCase().replace(/\.$/, '')
    const type = url.searchParams.get('type') ?? 'A'
    await answer(res, DOH_HOST, name, () => {
      if (!isName(name) || (type !== 'NS' && type !== '2')) {
        return { status: 400, headers: { 'Content-Type': 'application/dns-json' }, body: JSON.stringify({ error: 'Invalid name or type' }) }
      }
      const registration = isRegistrable(name) ? fakeRegistration(name) : { registered: false, nameservers: false }
      return dnsAnswer(name, tldOf(name), registration.registered && registration.nameservers)
    })
  }

  async function handleControl(req: IncomingMessage, res: ServerResponse, subpath: string) {
    if (subpath === '/faults') {
      if (req.method === 'GET') return sendJson(res, 200, { faults: faults.list() })
      if (req.method === 'DELETE') {
        faults.clear()
        return sendJson(res, 200, { faults: [] })
      }
      if (req.method === 'POST') {
        const body = await readJsonBody(req)
        const items = Array.isArray(body) ? body : [body]
        const rules = items.map(parseFault)
        const problem = rules.find((r): r is string => typeof r === 'string')
        if (problem) throw new HttpError(400, { message: problem })
        for (const rule of rules as FaultRule[]) faults.add(rule)
        return sendJson(res, 201, { faults: faults.list() })
      }
    }
    if (subpath === '/requests') {
      if (req.method === 'GET') return sendJson(res, 200, { total, byHost, maxInFlight, maxInFlightTotal, requests: log })
      if (req.method === 'DELETE') {
        resetLog()
        return sendJson(res, 200, { total })
      }
    }
    throw new HttpError(404, { message: 'Use /_local/rdap/faults (GET, POST, DELETE) or /_local/rdap/requests (GET, DELETE)' })
  }

  const prefixed = (pathname: string, prefix: string) =>
    pathname === prefix ? '/' : pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : undefined

  return {
    /** True for the paths this fake answers. */
    owns(pathname: string): boolean {
      return [RDAP_FAKE_PREFIX, DOH_FAKE_PREFIX, RDAP_CONTROL_PREFIX].some((p) => prefixed(pathname, p) !== undefined)
    },
    async handle(req: IncomingMessage, res: ServerResponse, pathname: string, url: URL): Promise<void> {
      const rdap = prefixed(pathname, RDAP_FAKE_PREFIX)
      if (rdap !== undefined) return handleRdap(req, res, rdap)
      const doh = prefixed(pathname, DOH_FAKE_PREFIX)
      if (doh !== undefined) return handleDoh(req, res, doh, url)
      return handleControl(req, res, prefixed(pathname, RDAP_CONTROL_PREFIX) ?? '/')
    },
  }
}

export type RdapFake = ReturnType<typeof createRdapFake>
