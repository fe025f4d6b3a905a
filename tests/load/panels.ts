import { randomUUID } from 'node:crypto'
import { MORE_DOMAINS_TLDS } from '../../src/features/generator/domains/tlds.ts'
import { callFunction, errorMessage, NO_ANSWER, type Call } from './http.ts'
import type { LoadUser } from './users.ts'

export interface PanelCall extends Call {
  domains: string[]
}

/** What the fake registries saw (GET /_local/rdap/requests). */
export interface UpstreamLog {
  total: number
  byHost: Record<string, number>
  maxInFlight: Record<string, number>
  maxInFlightTotal: number
}

/**
 * In-flight limits of ONE domain checker (supabase/functions/_shared/domains: RDAP_MAX_PER_HOST 5,
 * Verisign's own 10 in checker.ts, RDAP_MAX_TOTAL 15, all at their defaults here). Each function
 * module builds one checker and the local host runs every function in one Deno process, so while
 * only check-domain is called, one checker talks to the registries: the fake may never see more.
 */
export const CHECKER_LIMITS = { perHost: 5, byHost: { 'rdap.verisign.com': 10 } as Record<string, number>, total: 15 }
export const CHECKERS_IN_USE = 1

export const limitFor = (host: string) => (CHECKER_LIMITS.byHost[host] ?? CHECKER_LIMITS.perHost) * CHECKERS_IN_USE

/** A coined base name per panel, so no panel is answered from another's cache. */
const baseName = (i: number, run: string) => `qlon${run}${i.toString(36)}`

/** `count` More domains panels at once, each the panel's one call: its base under all 55 extensions. */
export async function openPanels(stack: { apiUrl: string; anonKey: string }, users: LoadUser[], count: number): Promise<PanelCall[]> {
  const run = randomUUID().replace(/[^a-z]/g, '').slice(0, 4)
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const domains = MORE_DOMAINS_TLDS.map((tld) => `${baseName(i, run)}.${tld}`)
      const call = await callFunction(stack, 'check-domain', users[i % users.length].accessToken, { domains })
      return { ...call, domains }
    }),
  )
}

export async function upstreamLog(apiUrl: string, method: 'GET' | 'DELETE' = 'GET'): Promise<UpstreamLog> {
  const response = await fetch(`${apiUrl}/_local/rdap/requests`, { method })
  if (!response.ok) throw new Error(`/_local/rdap/requests answered ${response.status}`)
  return (await response.json()) as UpstreamLog
}

/** Each panel answered with one result per domain asked (or a clear 429); no registry over its limit. */
export function problemsAfterPanels(calls: PanelCall[], upstream: UpstreamLog): string[] {
  const problems: string[] = []
  for (const call of calls) {
    if (call.status === NO_ANSWER) problems.push(`no answer: ${call.networkError}`)
    else if (call.status === 429) {
      if (!errorMessage(call.body)) problems.push('a 429 without a JSON error message')
    } else if (call.status !== 200) problems.push(`unexpected ${call.status}: ${JSON.stringify(call.body)}`)
    else {
      const results = (call.body as { results?: { domain?: unknown }[] }).results
      const domains = Array.isArray(results) ? results.map((r) => r.domain) : []
      if (JSON.stringify(domains) !== JSON.stringify(call.domains)) problems.push(`a panel got ${domains.length} results for ${call.domains.length} domains`)
    }
  }
  for (const [host, peak] of Object.entries(upstream.maxInFlight)) {
    if (peak > limitFor(host)) problems.push(`${host} had ${peak} queries in flight, over its limit ${limitFor(host)}`)
  }
  if (upstream.maxInFlightTotal > CHECKER_LIMITS.total * CHECKERS_IN_USE) {
    problems.push(`${upstream.maxInFlightTotal} registry queries were in flight at once, over ${CHECKER_LIMITS.total * CHECKERS_IN_USE}`)
  }
  return problems
}

/** How many results of the 200 answers came back in each state (available/taken/premium/error). */
export function resultStates(calls: PanelCall[]): Record<string, number> {
  const states: Record<string, number> = {}
  for (const call of calls) {
    if (call.status !== 200) continue
    for (const result of (call.body as { results: { status: string }[] }).results) states[result.status] = (states[result.status] ?? 0) + 1
  }
  return states
}
