// Domain checks through the local stack, with the fake registries answering 150 ms late (a
// registry across an ocean): generate-names end to end including its checks, and the share of
// names per run offered with a free domain over 30 briefs; check-domain with 8 .coms (parallel
// means under 2 round trips), with ~55 TLDs, and a cached answer.
import { randomBytes } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { MORE_DOMAINS_TLDS } from '../../supabase/functions/_shared/domains/tlds.ts'
import { createTestClient, createUserClient, startTestStack, type TestStack } from '../stack/helpers.ts'
import { createPremiumUser } from '../stack/users.ts'
import { descriptions } from './naming.bench.ts'
import { type BenchSection, summarize } from './stats.ts'

const LATENCY_MS = 150
const FREE_ROW = 'names per run with a free domain'
const BRIEFS = 30
// generate-names allows 10 runs a minute per user; check-domain 30 calls a minute per IP.
const RUNS_PER_USER = 5
const COM_SAMPLES = 8
const TLD_SAMPLES = 5
const CACHED_SAMPLES = 10

type Row = Record<string, string | number>
type Named = { name: string; domain: string; domainStatus: { status: string } }

const ms = (n: number) => Math.round(n * 10) / 10
// Coined labels the fake world almost never holds, so every call really asks the registry.
const freshLabel = () => `bq${randomBytes(5).toString('hex').replace(/[0-9]/g, (d) => 'ghijklmnop'[Number(d)])}`

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const began = performance.now()
  const value = await work()
  return { ms: performance.now() - began, value }
}

async function checkDomains(client: SupabaseClient, domains: string[]): Promise<{ status: string }[]> {
  const { data, error } = await client.functions.invoke('check-domain', { body: { domains } })
  if (error) throw new Error(`check-domain failed: ${error.message}`)
  const results = (data as { results: { status: string }[] }).results
  if (results.length !== domains.length) throw new Error('check-domain answered a different number of domains')
  return results
}

async function generateRuns(stack: TestStack): Promise<{ rows: Row[]; notes: string[] }> {
  const latencies: number[] = []
  const freePerRun: number[] = []
  const registryQueries: number[] = []
  const briefs = descriptions(BRIEFS)
  for (let start = 0; start < BRIEFS; start += RUNS_PER_USER) {
    const user = await createPremiumUser(stack)
    const client = createUserClient(stack, user.accessToken)
    for (const description of briefs.slice(start, start + RUNS_PER_USER)) {
      // Every run starts cold, so it pays for all of its registry round trips.
      await stack.pool.query('delete from public.domain_check_cache')
      await fetch(`${stack.apiUrl}/_local/rdap/requests`, { method: 'DELETE' })
      const run = await timed(() => client.functions.invoke('generate-names', { body: { description, count: 8 } }))
      if (run.value.error) throw new Error(`generate-names failed: ${run.value.error.message}`)
      const names = (run.value.data as { names: Named[] }).names
      latencies.push(run.ms)
      freePerRun.push(names.filter((n) => n.domainStatus.status === 'available').length)
      registryQueries.push(((await (await fetch(`${stack.apiUrl}/_local/rdap/requests`)).json()) as { total: number }).total)
    }
  }
  const s = summarize(latencies)
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
  const atLeastSix = freePerRun.filter((n) => n >= 6).length
  return {
    rows: [
      { case: 'generate-names end to end, cold cache', unit: 'ms', runs: s.runs, median: ms(s.median), p95: ms(s.p95), max: ms(s.max), target: 'p95 < 2000 ms', met: s.p95 < 2000 ? 'yes' : 'NO' },
      {
        case: FREE_ROW,
        unit: 'free names of 8',
        runs: freePerRun.length,
        median: summarize(freePerRun).median,
        p95: '-',
        max: Math.max(...freePerRun),
        target: '≥ 6 per run',
        met: `${atLeastSix}/${freePerRun.length} runs, share ${((100 * mean(freePerRun)) / 8).toFixed(1)} %`,
      },
    ],
    notes: [
      `free domains per run: ${freePerRun.join(' ')} (share ${((100 * mean(freePerRun)) / 8).toFixed(1)} %)`,
      `registry queries per run: mean ${mean(registryQueries).toFixed(1)}, max ${Math.max(...registryQueries)} (first run includes the cold function)`,
    ],
  }
}

async function checkDomainCalls(stack: TestStack): Promise<Row[]> {
  // Anonymous calls (the anon key), so no Auth lookup is timed; check-domain allows those.
  const client = createTestClient(stack)
  await checkDomains(client, [`${freshLabel()}.com`]) // warm the function
  const com = []
  for (let i = 0; i < COM_SAMPLES; i++) {
    const domains = Array.from({ length: 8 }, () => `${freshLabel()}.com`)
    com.push((await timed(() => checkDomains(client, domains))).ms)
  }
  const tlds = []
  for (let i = 0; i < TLD_SAMPLES; i++) {
    const label = freshLabel()
    tlds.push((await timed(() => checkDomains(client, MORE_DOMAINS_TLDS.map((tld) => `${label}.${tld}`)))).ms)
  }
  const known = `${freshLabel()}.com`
  await checkDomains(client, [known])
  const cached = []
  for (let i = 0; i < CACHED_SAMPLES; i++) cached.push((await timed(() => checkDomains(client, [known]))).ms)

  const row = (label: string, samples: number[], target: string, limit: number): Row => {
    const s = summarize(samples)
    return { case: label, unit: 'ms', runs: s.runs, median: ms(s.median), p95: ms(s.p95), max: ms(s.max), target, met: s.median < limit ? 'yes' : 'NO' }
  }
  return [
    row(`check-domain, 8 .coms (${(summarize(com).median / LATENCY_MS).toFixed(2)} round trips)`, com, `median < ${2 * LATENCY_MS} ms (2 round trips)`, 2 * LATENCY_MS),
    row(`check-domain, ${MORE_DOMAINS_TLDS.length} TLDs in one call`, tlds, 'median < 1000 ms', 1000),
    row('check-domain, 1 cached domain', cached, 'median < 20 ms', 20),
  ]
}

export default async function bench(): Promise<BenchSection> {
  const stack = await startTestStack()
  try {
    const added = await fetch(`${stack.apiUrl}/_local/rdap/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: 'latency', latencyMs: LATENCY_MS }),
    })
    if (!added.ok) throw new Error(`could not inject registry latency: ${added.status}`)
    const generate = await generateRuns(stack)
    const checks = await checkDomainCalls(stack)
    return {
      title: `Domain checks (local stack, fake registries ${LATENCY_MS} ms away)`,
      rows: [...generate.rows, ...checks],
      notes: generate.notes,
      better: { [`${FREE_ROW} / median`]: 'higher', [`${FREE_ROW} / max`]: 'higher' },
    }
  } finally {
    await stack.stop()
  }
}
