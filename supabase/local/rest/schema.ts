import type pg from 'pg'
import { RestError } from './errors.ts'
import type { TableInfo } from './sql.ts'

/**
 * PostgREST's "schema cache", read live from pg_catalog on each request (cheap, and tests that
 * create tables need no reload). Only the `public` schema is exposed, as in a default project.
 */

export const EXPOSED_SCHEMA = 'public'

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1))
      previous = current
    }
  }
  return row[b.length]
}

/** The closest name, for PostgREST-style "Perhaps you meant …" hints. */
export function closest(name: string, candidates: string[]): string | undefined {
  let best: string | undefined
  let bestScore = Infinity
  for (const candidate of candidates) {
    const score = distance(name.toLowerCase(), candidate.toLowerCase())
    if (score < bestScore) {
      best = candidate
      bestScore = score
    }
  }
  return best !== undefined && bestScore <= Math.max(2, Math.floor(name.length / 3)) ? best : undefined
}

export async function loadTable(client: pg.PoolClient, name: string): Promise<TableInfo> {
  const { rows } = await client.query<{ columns: { name: string; type: string }[]; pk: string[] | null }>(
    `select
       coalesce((select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod)) order by a.attnum)
                   from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns,
       (select array_agg(a.attname::text order by array_position(i.indkey::int2[], a.attnum))
          from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
         where i.indrelid = c.oid and i.indisprimary) as pk
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'v', 'm', 'f', 'p')`,
    [EXPOSED_SCHEMA, name],
  )
  if (rows.length === 0) {
    const { rows: names } = await client.query<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')`,
      [EXPOSED_SCHEMA],
    )
    const guess = closest(name, names.map((r) => r.relname))
    throw new RestError(
      404,
      'PGRST205',
      `Could not find the table '${EXPOSED_SCHEMA}.${name}' in the schema cache`,
      null,
      guess ? `Perhaps you meant the table '${EXPOSED_SCHEMA}.${guess}'` : null,
    )
  }
  return { schema: EXPOSED_SCHEMA, name, columns: rows[0].columns, primaryKey: rows[0].pk ?? [] }
}

/** PGRST204 for payload keys that are not columns (PostgREST checks before touching the table). */
export function assertColumns(table: TableInfo, keys: Iterable<string>): void {
  const known = new Set(table.columns.map((c) => c.name))
  for (const key of keys) {
    if (!known.has(key)) {
      throw new RestError(400, 'PGRST204', `Could not find the '${key}' column of '${table.name}' in the schema cache`)
    }
  }
}
