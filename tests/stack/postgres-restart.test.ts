import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningStack } from '../../supabase/local/stack.ts'
import { callFunction, errorMessage, NO_ANSWER, type Call } from '../load/http.ts'
import { startLoadStack } from '../load/stack.ts'
import { createLoadUsers, type LoadUser } from '../load/users.ts'

// Postgres is stopped and started again while generations keep arriving. The gateway and the
// functions host stay up throughout; the pools behind Auth and REST must drop their dead
// connections and reconnect by themselves. A client retries a failed run with the same requestId,
// as the SPA does, and must end up with exactly one run.
const JOBS = 100
const WORKERS = 10
const RESTART_AFTER = 15 // finished runs before Postgres goes down
const DOWN_MS = 1500
const MAX_ATTEMPTS = 9 // one user per job: stays under generate-names' 10 calls per minute
const RETRY_DELAY_MS = 400

interface Attempt extends Call {
  sentAt: number
}

interface Job {
  user: LoadUser
  requestId: string
  attempts: Attempt[]
}

let stack: RunningStack
let users: LoadUser[]

beforeAll(async () => {
  stack = await startLoadStack()
  users = await createLoadUsers(stack.pool, JOBS, 'restart')
})

afterAll(async () => {
  await stack?.stop()
})

/** Sends the job's run until it is answered 200, with the same requestId every time. */
async function runJob(job: Job): Promise<void> {
  while (job.attempts.length < MAX_ATTEMPTS) {
    const sentAt = performance.now()
    const call = await callFunction(stack, 'generate-names', job.user.accessToken, { description: 'a bike repair workshop', count: 8, requestId: job.requestId }, 30_000)
    job.attempts.push({ ...call, sentAt })
    if (call.status === 200) return
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS))
  }
}

describe('Postgres restarted under load', () => {
  it('recovers without restarting the gateway or functions; no accepted run is lost or counted twice', async () => {
    const jobs: Job[] = users.map((user) => ({ user, requestId: randomUUID(), attempts: [] }))
    const queue = [...jobs]
    let finished = 0
    let restart: { began: number; ended: number } | undefined
    let restarted: Promise<void> | undefined
    const worker = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        await runJob(job)
        finished++
        if (finished === RESTART_AFTER && !restarted) {
          const began = performance.now()
          restarted = stack.restartPostgres(DOWN_MS).then(() => void (restart = { began, ended: performance.now() }))
        }
      }
    }
    await Promise.all(Array.from({ length: WORKERS }, worker))
    await restarted
    expect(restart).toBeDefined()
    const attempts = jobs.flatMap((job) => job.attempts)

    // Every attempt got an HTTP answer, JSON, with a message when it was refused: no hang, no crash.
    expect(attempts.filter((a) => a.status === NO_ANSWER).map((a) => a.networkError)).toEqual([])
    expect(attempts.filter((a) => a.status !== 200 && !errorMessage(a.body)).map((a) => [a.status, a.body])).toEqual([])
    // Only the outage may fail a run, and only with a server-side status (never e.g. 401 "sign in").
    const failed = attempts.filter((a) => a.status !== 200)
    expect(failed.length).toBeGreaterThan(0)
    expect([...new Set(failed.map((a) => a.status))].filter((s) => s < 500)).toEqual([])
    // Once Postgres is back, each run is answered within one retry at most, and every run got its 200.
    const afterRestart = jobs.filter((job) => job.attempts[0].sentAt > restart!.ended)
    expect(afterRestart.length).toBeGreaterThan(0)
    expect(afterRestart.filter((job) => job.attempts.length > 2).map((job) => job.attempts.map((a) => a.status))).toEqual([])
    expect(jobs.filter((job) => job.attempts.at(-1)?.status !== 200).map((job) => job.attempts.map((a) => a.status))).toEqual([])

    // Exactly one history row per run, the one answered, and one set of shown names; the retried
    // runs (a failure, then 200 with the same requestId) included.
    const retried = jobs.filter((job) => job.attempts.length > 1)
    expect(retried.length).toBeGreaterThan(0)
    const { rows } = await stack.pool.query<{ user_id: string; ids: string[]; shown: number }>(
      `select u.id as user_id,
              coalesce((select array_agg(g.id::text) from public.name_generations g where g.user_id = u.id), '{}') as ids,
              (select count(*)::int from public.shown_names s where s.user_id = u.id) as shown
         from unnest($1::uuid[]) as u(id)`,
      [jobs.map((job) => job.user.id)],
    )
    const stored = new Map(rows.map((row) => [row.user_id, row]))
    const wrong = jobs.filter((job) => {
      const answer = job.attempts.at(-1)!.body as { id: string; names: unknown[] }
      const row = stored.get(job.user.id)
      return !row || row.ids.length !== 1 || row.ids[0] !== answer.id || row.shown !== answer.names.length
    })
    expect(wrong.map((job) => [job.user.email, stored.get(job.user.id), job.attempts.map((a) => a.status)])).toEqual([])
  }, 90_000)

  it('REST answers 503 with a PostgREST code while Postgres is down (supabase-js retries those), then 200 again', async () => {
    const user = users[0]
    const read = async () => {
      const response = await fetch(`${stack.apiUrl}/rest/v1/name_generations?select=id`, {
        headers: { apikey: stack.anonKey, Authorization: `Bearer ${user.accessToken}` },
        signal: AbortSignal.timeout(10_000),
      })
      return { status: response.status, body: (await response.json()) as { code?: string; message?: string } }
    }
    expect((await read()).status).toBe(200)
    let down = true
    const restarted = stack.restartPostgres(800).finally(() => (down = false))
    const during: Awaited<ReturnType<typeof read>>[] = []
    while (down) {
      const answer = await read()
      if (answer.status !== 200) during.push(answer)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    await restarted
    expect(during.length).toBeGreaterThan(0)
    expect(during.filter((a) => a.status !== 503 || !/^PGRST00[0-3]$/.test(a.body.code ?? '') || !a.body.message)).toEqual([])
    expect((await read()).status).toBe(200)
  }, 30_000)
})
