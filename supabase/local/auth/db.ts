import type pg from 'pg'

/** A pool or a client inside a transaction; operations accept either. */
export type Db = pg.Pool | pg.PoolClient

/** Runs `fn` in one transaction on one connection; rolls back on any error. */
export async function withTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  let broken = false
  try {
    await client.query('begin')
    try {
      const result = await fn(client)
      await client.query('commit')
      return result
    } catch (error) {
      await client.query('rollback').catch(() => {
        broken = true
      })
      throw error
    }
  } finally {
    client.release(broken)
  }
}
