import type pg from 'pg'

export type Counts = Record<string, number>

/**
 * Row counts of every table in public (from the catalog, so a new table is watched too) and of the
 * outbox. rate_limit_hits is left out: its buckets count attempts, rejected ones included, by design.
 */
export async function rowCounter(pool: pg.Pool): Promise<() => Promise<Counts>> {
  const { rows } = await pool.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname <> 'rate_limit_hits' order by 1`,
  )
  const parts = [...rows.map((r) => `'${r.name}', (select count(*) from public.${r.name})`), `'_local.mail', (select count(*) from _local.mail)`]
  const sql = `select json_build_object(${parts.join(', ')}) as counts`
  return async () => (await pool.query<{ counts: Counts }>(sql)).rows[0].counts
}

/** Tables whose count changed, as `table: before → after`. */
export function changes(before: Counts, after: Counts): string[] {
  return Object.keys(after)
    .filter((table) => before[table] !== after[table])
    .map((table) => `${table}: ${before[table]} → ${after[table]}`)
}

/** numRuns and seed for fast-check: bounded for `npm test`, raised with FUZZ_RUNS; FUZZ_SEED replays a failure. */
export function fuzzSettings(defaultRuns: number): { numRuns: number; seed: number } {
  const numRuns = Number(process.env.FUZZ_RUNS ?? defaultRuns)
  const seed = Number(process.env.FUZZ_SEED ?? 20261123)
  return { numRuns, seed }
}
