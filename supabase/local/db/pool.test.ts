import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type pg from 'pg'
import { makeTraversable } from '../stack.ts'
import { freePort } from '../ports.ts'
import { createPool, withTransaction } from './pool.ts'
import { startPostgres, type RunningPostgres } from './postgres.ts'

// Pools must survive Postgres going away under them (a restart, an operator killing sessions):
// a dead connection fails the request that holds it, is dropped, and the pool reconnects. A
// connection that dies while a request holds it between two queries used to emit an 'error'
// nobody listened to, which ends the whole Node process (gateway included).
let root: string
let postgres: RunningPostgres
let pool: pg.Pool
let admin: pg.Pool

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'bq-pool-'))
  await makeTraversable(root)
  postgres = await startPostgres({ dataDir: join(root, 'db'), port: await freePort(), ephemeral: true })
  pool = createPool(postgres.url, 4)
  admin = createPool(postgres.url, 2)
})

afterAll(async () => {
  await pool?.end()
  await admin?.end()
  await postgres?.stop()
  await rm(root, { recursive: true, force: true })
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Fails the test if the process sees an uncaught exception while `fn` runs (vitest would only report it later). */
async function withoutUncaught<T>(fn: () => Promise<T>): Promise<{ result: PromiseSettledResult<T>; uncaught: unknown[] }> {
  const uncaught: unknown[] = []
  const listeners = process.listeners('uncaughtException')
  process.removeAllListeners('uncaughtException')
  const record = (error: unknown) => void uncaught.push(error)
  process.on('uncaughtException', record)
  try {
    const [result] = await Promise.allSettled([fn()])
    await sleep(100)
    return { result, uncaught }
  } finally {
    process.off('uncaughtException', record)
    for (const listener of listeners) process.on('uncaughtException', listener)
  }
}

describe('pools from createPool', () => {
  it('a connection killed while a transaction holds it between queries fails that transaction only; the pool goes on', async () => {
    const { result, uncaught } = await withoutUncaught(() =>
      withTransaction(pool, async (client) => {
        const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid')
        await admin.query('select pg_terminate_backend($1)', [rows[0].pid])
        await sleep(200) // the session is gone while this request does other work
        await client.query('select 1')
      }),
    )
    expect(uncaught.map(String)).toEqual([])
    expect(result.status).toBe('rejected')
    expect((await pool.query<{ one: number }>('select 1 as one')).rows[0].one).toBe(1)
  })

  it('after a Postgres restart, idle connections are dropped and every query works again at once', async () => {
    // Fill the pool with idle connections, then restart the server under them.
    const clients = await Promise.all(Array.from({ length: 4 }, () => pool.connect()))
    for (const client of clients) client.release()
    const { uncaught } = await withoutUncaught(() => postgres.restart(200))
    expect(uncaught.map(String)).toEqual([])
    const answers = await Promise.all(Array.from({ length: 8 }, () => pool.query<{ one: number }>('select 1 as one')))
    expect(answers.map((a) => a.rows[0].one)).toEqual(Array(8).fill(1))
  })
})
