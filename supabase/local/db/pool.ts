import { AsyncLocalStorage } from 'node:async_hooks'
import pg from 'pg'
import type { Claims } from '../keys.ts'

/** A connection some code path holds in withTransaction, until the transaction ends. */
interface Holding {
  pool: pg.Pool
  done: boolean
}

const holdings = new AsyncLocalStorage<readonly Holding[]>()

export class NestedPoolUseError extends Error {
  constructor() {
    super(
      'A query asked this pool for a second connection while its transaction holds one; under load every ' +
        'connection waits for another and the pool wedges. Use the transaction client, or run it after commit.',
    )
  }
}

/**
 * A request that holds one pooled connection and waits for another from the same pool deadlocks
 * as soon as `max` such requests run at once. Pools made here refuse that at once, on every path,
 * instead of hanging under load only.
 */
function refuseNestedUse(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => unknown
  const guarded = (callback?: (error: Error, client?: pg.PoolClient, done?: () => void) => void) => {
    if (holdings.getStore()?.some((h) => h.pool === pool && !h.done)) {
      const error = new NestedPoolUseError()
      if (!callback) return Promise.reject(error)
      callback(error, undefined, () => undefined)
      return undefined
    }
    return connect(callback)
  }
  // pg.Pool.query() goes through this.connect, so this covers pool.query too.
  pool.connect = guarded as typeof pool.connect
}

export function createPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max })
  // An idle client losing its connection (e.g. Postgres stopping first) must not crash the process.
  pool.on('error', () => undefined)
  // pg-pool listens for errors on idle clients only. A checked-out client whose session dies between
  // two queries (Postgres restarting, a terminated backend) emits 'error' with no listener, which
  // ends the process. Swallowing it is safe: the client is no longer queryable, so its next query
  // fails the request holding it, and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', () => undefined))
  refuseNestedUse(pool)
  return pool
}

export interface RequestInfo {
  method: string
  path: string
  headers: Record<string, string>
}

/** The role PostgREST would use for these claims: the `role` claim, or anon without one. */
export function roleOf(claims: Claims | undefined): string {
  return typeof claims?.role === 'string' && claims.role !== '' ? claims.role : 'anon'
}

/**
 * Runs `fn` in one transaction on one connection; rolls back on any error. Inside `fn`, use the
 * client: asking the same pool for another connection throws NestedPoolUseError.
 */
export async function withTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  const holding: Holding = { pool, done: false }
  let broken = false
  try {
    return await holdings.run([...(holdings.getStore() ?? []), holding], async () => {
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
    })
  } finally {
    // Work that `fn` started and left running may use the pool once the connection is back.
    holding.done = true
    client.release(broken)
  }
}

/**
 * Runs `fn` in one transaction as the request's role with PostgREST's GUCs set (wire contract §3.5),
 * so RLS policies, auth.uid() and auth.jwt() behave as in production. Rolls back on any error.
 * Against the authenticator pool Postgres itself refuses roles it may not switch to.
 */
export async function withRequestRole<T>(
  pool: pg.Pool,
  claims: Claims | undefined,
  fn: (client: pg.PoolClient) => Promise<T>,
  request: RequestInfo = { method: 'POST', path: '/', headers: {} },
): Promise<T> {
  const role = roleOf(claims)
  return withTransaction(pool, async (client) => {
    // Settings attached to the role (roles.sql: statement_timeout) apply on login only, not on
    // SET ROLE; PostgREST applies them per request, so do the same.
    await client.query(
      `select set_config(split_part(s, '=', 1), substr(s, strpos(s, '=') + 1), true)
         from pg_db_role_setting rs cross join unnest(rs.setconfig) as s
        where rs.setrole = (select oid from pg_roles where rolname = $1)
          and rs.setdatabase in (0, (select oid from pg_database where datname = current_database()))
          and split_part(s, '=', 1) in ('statement_timeout', 'lock_timeout')`,
      [role],
    )
    await client.query(
      `select set_config('search_path', '"public", "extensions"', true),
              set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.method', $3, true),
              set_config('request.path', $4, true),
              set_config('request.headers', $5, true),
              set_config('request.cookies', '{}', true)`,
      [role, JSON.stringify({ ...claims, role }), request.method, request.path, JSON.stringify(request.headers)],
    )
    return fn(client)
  })
}
