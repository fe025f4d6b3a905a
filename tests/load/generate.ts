import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import { callFunction, errorMessage, NO_ANSWER, type Call } from './http.ts'
import type { LoadUser } from './users.ts'

/** A free account's runs (public.usage_for and _shared/limits.ts). */
export const FREE_RUNS = 3
// Two clicks at a time, like a double click, until refused: at most 8 calls, under the 10/min limit.
const PARALLEL_PER_USER = 2
const MAX_ROUNDS = 4

export interface GenerateCall extends Call {
  userId: string
  requestId: string
}

interface RunBody {
  id?: unknown
  names?: unknown
  usage?: unknown
}

const BRIEFS = [
  'a cold-brew coffee shop',
  'a bike repair workshop for commuters',
  'an online bookkeeping service for freelancers',
  'a dog walking app',
  'a small-batch hot sauce brand',
]

/** Every user generates until refused, all users at once; returns every call made. */
export async function generateUntilRefused(stack: { apiUrl: string; anonKey: string }, users: LoadUser[]): Promise<GenerateCall[]> {
  const calls: GenerateCall[] = []
  await Promise.all(
    users.map(async (user, u) => {
      for (let round = 0; round < MAX_ROUNDS; round++) {
        const replies = await Promise.all(
          Array.from({ length: PARALLEL_PER_USER }, async (_, i) => {
            const requestId = randomUUID()
            const description = BRIEFS[(u + round * PARALLEL_PER_USER + i) % BRIEFS.length]
            const call = await callFunction(stack, 'generate-names', user.accessToken, { description, count: 8, requestId })
            const record = { ...call, userId: user.id, requestId }
            calls.push(record)
            return record
          }),
        )
        if (replies.some((r) => r.status !== 200)) return
      }
    }),
  )
  return calls
}

/**
 * What must hold after the run, as a list of problems (empty when all is well): zero 5xx, every
 * answer JSON; each user got exactly FREE_RUNS runs and was then told 402; every 200 is one
 * history row with its id, and shown_names holds one set of names per run; rows = 200s.
 */
export async function problemsAfterGenerating(pool: pg.Pool, users: LoadUser[], calls: GenerateCall[]): Promise<string[]> {
  const problems: string[] = []
  for (const call of calls) {
    if (call.status === NO_ANSWER) problems.push(`no answer: ${call.networkError}`)
    else if (call.status >= 500) problems.push(`${call.status}: ${JSON.stringify(call.body)}`)
    else if (call.status !== 200 && call.status !== 402) problems.push(`unexpected ${call.status}: ${JSON.stringify(call.body)}`)
    else if (call.status === 402 && !errorMessage(call.body)) problems.push('a 402 without a JSON error message')
  }
  const { rows } = await pool.query<{ user_id: string; ids: string[]; shown: number }>(
    `select u.id as user_id,
            coalesce((select array_agg(g.id::text) from public.name_generations g where g.user_id = u.id), '{}') as ids,
            (select count(*)::int from public.shown_names s where s.user_id = u.id) as shown
       from unnest($1::uuid[]) as u(id)`,
    [users.map((u) => u.id)],
  )
  const byUser = new Map(rows.map((r) => [r.user_id, r]))
  for (const user of users) {
    const mine = calls.filter((c) => c.userId === user.id)
    const accepted = mine.filter((c) => c.status === 200)
    const ids = accepted.map((c) => String((c.body as RunBody).id))
    const names = accepted.reduce((n, c) => n + (Array.isArray((c.body as RunBody).names) ? ((c.body as RunBody).names as unknown[]).length : 0), 0)
    const stored = byUser.get(user.id)
    const storedIds = new Set(stored?.ids ?? [])
    if (accepted.length > FREE_RUNS) problems.push(`${user.email} got ${accepted.length} runs, more than ${FREE_RUNS}`)
    if (accepted.length < FREE_RUNS) problems.push(`${user.email} got ${accepted.length} runs before being refused`)
    if (!mine.some((c) => c.status === 402)) problems.push(`${user.email} was never refused with 402`)
    if (new Set(ids).size !== ids.length) problems.push(`${user.email}: two 200s share a run id`)
    if (storedIds.size !== accepted.length) problems.push(`${user.email}: ${storedIds.size} history rows for ${accepted.length} accepted runs`)
    for (const id of ids) if (!storedIds.has(id)) problems.push(`${user.email}: run ${id} was answered 200 but has no history row`)
    if (stored?.shown !== names) problems.push(`${user.email}: ${stored?.shown} shown names for ${names} names in ${accepted.length} runs`)
  }
  return problems
}
