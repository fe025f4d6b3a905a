// Load on the local stack (loopback only): 500 signed-in users at once, each generating until
// refused (3 free runs, then 402), then 200 More domains panels at once (55 TLDs each). Fails if
// any invariant of tests/stack/load.test.ts breaks at this size. LOAD_USERS, LOAD_PANELS and
// LOAD_RDAP_LATENCY_MS (default 20: a near registry; with 0 no two queries
// overlap and the in-flight peaks prove nothing) change the run.
import { figuresOf, benchRow } from '../load/stats.ts'
import { generateUntilRefused, problemsAfterGenerating } from '../load/generate.ts'
import { CHECKER_LIMITS, limitFor, openPanels, problemsAfterPanels, resultStates, upstreamLog } from '../load/panels.ts'
import { LOAD_FUNCTION_ENV, startLoadStack } from '../load/stack.ts'
import { createLoadUsers } from '../load/users.ts'
import type { BenchSection } from './stats.ts'

const USERS = Number(process.env.LOAD_USERS ?? 500)
const PANELS = Number(process.env.LOAD_PANELS ?? 200)
const RDAP_LATENCY_MS = Number(process.env.LOAD_RDAP_LATENCY_MS ?? 20)

export default async function bench(): Promise<BenchSection> {
  const stack = await startLoadStack({ rdapLatencyMs: RDAP_LATENCY_MS })
  try {
    const users = await createLoadUsers(stack.pool, USERS)

    let began = performance.now()
    const runs = await generateUntilRefused(stack, users)
    const runFigures = figuresOf(runs, performance.now() - began)
    const runProblems = await problemsAfterGenerating(stack.pool, users, runs)

    await upstreamLog(stack.apiUrl, 'DELETE')
    began = performance.now()
    const panels = await openPanels(stack, users, PANELS)
    const panelFigures = figuresOf(panels, performance.now() - began)
    const upstream = await upstreamLog(stack.apiUrl)
    const panelProblems = problemsAfterPanels(panels, upstream)

    const problems = [...runProblems, ...panelProblems]
    if (problems.length > 0) {
      const counts = new Map<string, number>()
      for (const problem of problems) counts.set(problem, (counts.get(problem) ?? 0) + 1)
      const lines = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 20).map(([problem, n]) => `${n}× ${problem}`)
      throw new Error(`load broke an invariant (${problems.length} problems, ${figuresOf(runs, 1).requests} runs):\n${lines.join('\n')}`)
    }

    const states = resultStates(panels)
    const peaks = Object.entries(upstream.maxInFlight)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([host, peak]) => `${host} ${peak}/${limitFor(host)}`)
    return {
      title: `load on the local stack: ${USERS} users generating until refused, then ${PANELS} More domains panels (55 TLDs), all at once`,
      rows: [benchRow(`generate-names (${USERS} users)`, runFigures), benchRow(`check-domain (${PANELS} panels)`, panelFigures)],
      better: { 'throughput req/s': 'higher', 'ok 2xx': 'higher' },
      notes: [
        `invariants held: each user got exactly 3 runs then 402, one history row and one shown-names set per 200, ${runs.filter((r) => r.status === 200).length} rows for as many 200s, no 5xx`,
        `panel results by state: ${Object.entries(states).map(([s, n]) => `${s} ${n}`).join(', ')} (error = not answered within the 8 s budget or upstream failure)`,
        `registry queries: ${upstream.total}; peak in flight per host (seen/limit): ${peaks.join(', ')}; all hosts ${upstream.maxInFlightTotal}/${CHECKER_LIMITS.total}`,
        `fake registry latency ${RDAP_LATENCY_MS} ms; check-domain limits raised for the run (${Object.keys(LOAD_FUNCTION_ENV).join(', ')})`,
      ],
    }
  } finally {
    await stack.stop()
  }
}
