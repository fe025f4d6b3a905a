import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningStack } from '../../supabase/local/stack.ts'
import { generateUntilRefused, problemsAfterGenerating } from '../load/generate.ts'
import { openPanels, problemsAfterPanels, upstreamLog } from '../load/panels.ts'
import { startLoadStack } from '../load/stack.ts'
import { createLoadUsers, type LoadUser } from '../load/users.ts'

// The bounded version of `npm run bench -- load` (tests/bench/load.bench.ts: 500 users, 200 panels),
// small enough for a shared 2-core machine. check-domain's per-IP/per-user limits are raised for the
// run (tests/load/stack.ts): every call comes from 127.0.0.1.
const USERS = 40
const PANELS = 20
// Each registry answer takes this long, so queries overlap and the in-flight peaks mean something.
const RDAP_LATENCY_MS = 50

let stack: RunningStack
let users: LoadUser[]

beforeAll(async () => {
  stack = await startLoadStack({ rdapLatencyMs: RDAP_LATENCY_MS })
  users = await createLoadUsers(stack.pool, USERS)
})

afterAll(async () => {
  await stack?.stop()
})

describe(`load: ${USERS} signed-in users and ${PANELS} More domains panels at once`, () => {
  it('every user generating until refused gets exactly the free runs, each one history row, then 402; no 5xx', async () => {
    const calls = await generateUntilRefused(stack, users)
    expect(await problemsAfterGenerating(stack.pool, users, calls)).toEqual([])
    const { rows } = await stack.pool.query<{ n: number }>('select count(*)::int as n from public.name_generations')
    expect(rows[0].n).toBe(calls.filter((c) => c.status === 200).length)
  }, 90_000)

  it('every panel is answered with its 55 results, and no registry sees more queries at once than the limits allow', async () => {
    await upstreamLog(stack.apiUrl, 'DELETE')
    const calls = await openPanels(stack, users, PANELS)
    const upstream = await upstreamLog(stack.apiUrl)
    expect(upstream.total).toBeGreaterThanOrEqual(PANELS * 50)
    // The limits were reached (so the assertion below is about something): Verisign's, and the total.
    expect(upstream.maxInFlight['rdap.verisign.com']).toBeGreaterThan(1)
    expect(upstream.maxInFlightTotal).toBeGreaterThan(5)
    expect(problemsAfterPanels(calls, upstream)).toEqual([])
  }, 60_000)
})
