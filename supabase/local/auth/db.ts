import type pg from 'pg'

/** A pool or a client inside a transaction; operations accept either. */
export type Db = pg.Pool | pg.PoolClient

export { withTransaction } from '../db/pool.ts'
