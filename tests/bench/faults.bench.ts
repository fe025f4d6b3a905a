// generate-names latency while the registries fail, against the same stack healthy. A run may spend
// at most GENERATE_NAMES_DOMAIN_BUDGET_MS on domain checks; a faulted run stays "within budget" when
// its p95 is at most the budget plus the healthy run's p95 (the rest of a run: auth, naming, SQL).
// The fault tests (tests/stack/faults-rdap.test.ts) assert the answers; this measures the time.
import { startTestStack, type TestStack } from '../stack/helpers.ts'
import { createPremiumUser } from '../stack/users.ts'
import { descriptions } from './naming.bench.ts'
import { type BenchSection, summarize } from './stats.ts'

const RUNS = 20
// generate-names allows 10 calls a minute per user.
const PER_USER = 5
const BUDGET_MS = 1500
// A registry that answers, but no faster than a real one over the internet.
const HEALTHY_LATENCY_MS = 150

const CASES: { label: string; fault?: Record<string, unknown> }[] = [
  { label: 'healthy registries' },
  { label: 'RDAP slow (5 s, beyond the 4 s query timeout)', fault: { kind: 'latency', latencyMs: 5000 } },
  { label: 'RDAP down (connection reset)', fault: { kind: 'reset' } },
  { label: 'RDAP down (503)', fault: { kind: 'status', status: 503 } },
  { label: 'RDAP 429 (Retry-After: 1)', fault: { kind: 'status', status: 429, retryAfter: '1' } },
]

async function setFault(stack: TestStack, fault?: Record<string, unknown>): Promise<void> {
  await fetch(`${stack.apiUrl}/_local/rdap/faults`, { method: 'DELETE' })
  if (!fault) return
  const response = await fetch(`${stack.apiUrl}/_local/rdap/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  })
  if (!response.ok) throw new Error(`fault refused: ${await response.text()}`)
}

/** RUNS timed calls, each with an empty domain cache so every run asks the registries. */
async function measure(stack: TestStack, briefs: string[]): Promise<{ samples: number[]; errorStates: number }> {
  const samples: number[] = []
  let errorStates = 0
  for (let start = 0; start < briefs.length; start += PER_USER) {
    const user = await createPremiumUser(stack)
    for (const description of briefs.slice(start, start + PER_USER)) {
      await stack.pool.query('delete from public.domain_check_cache')
      const began = performance.now()
      const response = await fetch(`${stack.apiUrl}/functions/v1/generate-names`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, Authorization: `Bearer ${user.accessToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ description, count: 8 }),
      })
      const body = (await response.json()) as { names?: { domainStatus?: { status: string } }[] }
      samples.push(performance.now() - began)
      if (response.status !== 200 || body.names?.length !== 8) throw new Error(`run answered ${response.status}: ${JSON.stringify(body)}`)
      errorStates += body.names.filter((n) => n.domainStatus?.status === 'error').length
    }
  }
  return { samples, errorStates }
}

export default async function bench(): Promise<BenchSection> {
  const stack = await startTestStack({ functionsEnv: { GENERATE_NAMES_DOMAIN_BUDGET_MS: String(BUDGET_MS) } })
  try {
    const briefs = descriptions(RUNS)
    // Warm the function (module load, lexicon) outside the samples.
    await measure(stack, briefs.slice(0, 1))
    const rows: Record<string, string | number>[] = []
    let healthyP95 = NaN
    for (const { label, fault } of CASES) {
      await setFault(stack, fault ?? { kind: 'latency', latencyMs: HEALTHY_LATENCY_MS })
      const { samples, errorStates } = await measure(stack, briefs)
      const s = summarize(samples)
      if (!fault) healthyP95 = s.p95
      const limit = BUDGET_MS + healthyP95
      rows.push({
        case: label,
        runs: s.runs,
        'p50 ms': s.median,
        'p95 ms': s.p95,
        'max ms': s.max,
        'error states': `${errorStates}/${s.runs * 8}`,
        'within budget': fault ? (s.p95 <= limit ? 'yes' : `NO (> ${Math.round(limit)} ms)`) : '—',
      })
    }
    await setFault(stack)
    return {
      title: `generate-names with the registries failing (local stack, premium user, domain budget ${BUDGET_MS} ms)`,
      rows,
      notes: [
        `within budget: p95 ≤ budget (${BUDGET_MS} ms) + the healthy p95 (${healthyP95} ms); healthy registries answer in ${HEALTHY_LATENCY_MS} ms`,
        'every faulted run must still answer 200 with 8 names; error states count .com badges that say error',
      ],
    }
  } finally {
    await stack.stop()
  }
}
