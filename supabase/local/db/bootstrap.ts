import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type pg from 'pg'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export const ROLES_SQL = here('./roles.sql')
export const MAIL_SCHEMA_SQL = here('../mail/schema.sql')
export const AUTH_SCHEMA_SQL = here('../auth/schema.sql')
export const MIGRATIONS_DIR = here('../../migrations')
export const SEED_SQL = here('../../seed.sql')

export interface BootstrapOptions {
  /** Run seed.sql (only on a freshly created database). */
  seed: boolean
  migrationsDir?: string
  seedFile?: string
  log?: (line: string) => void
}

/** A migration or seed that Postgres rejected; the message names the file and quotes Postgres. */
export class BootstrapError extends Error {}

interface PgError {
  message: string
  position?: string
  detail?: string
  hint?: string
}

function lineOf(sql: string, position: string | undefined): number | undefined {
  const offset = Number(position)
  if (!Number.isInteger(offset) || offset < 1) return undefined
  return sql.slice(0, offset - 1).split('\n').length
}

function describe(file: string, sql: string, error: unknown): BootstrapError {
  const e = error as PgError
  const line = lineOf(sql, e.position)
  const parts = [`${file}${line ? ` (line ${line})` : ''}: ${e.message}`]
  if (e.detail) parts.push(`DETAIL: ${e.detail}`)
  if (e.hint) parts.push(`HINT: ${e.hint}`)
  return new BootstrapError(parts.join('\n'))
}

/** Runs one SQL file in its own transaction (simple protocol, so a file may hold many statements). */
async function runFile(
  client: pg.PoolClient,
  label: string,
  sql: string,
  record?: () => Promise<unknown>,
): Promise<void> {
  await client.query('begin')
  try {
    await client.query(sql)
    await record?.()
    await client.query('commit')
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    throw describe(label, sql, error)
  }
}

/** Migration files as the CLI names them: `<timestamp>_<name>.sql`, applied in version order. */
export async function listMigrations(dir: string): Promise<{ version: string; name: string; file: string }[]> {
  if (!existsSync(dir)) return []
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort()
  return files.flatMap((file) => {
    const match = /^(\d+)_(.+)\.sql$/.exec(file)
    return match ? [{ version: match[1], name: match[2], file }] : []
  })
}

/**
 * Brings a database to the current schema: Supabase base roles, the auth schema, pending
 * migrations (tracked in supabase_migrations.schema_migrations so each runs once), then the seed.
 * Stops at the first failure with the file name and Postgres's message.
 */
export async function bootstrap(pool: pg.Pool, options: BootstrapOptions): Promise<{ applied: string[] }> {
  const migrationsDir = options.migrationsDir ?? MIGRATIONS_DIR
  const seedFile = options.seedFile ?? SEED_SQL
  const client = await pool.connect()
  try {
    await runFile(client, 'supabase/local/db/roles.sql', await readFile(ROLES_SQL, 'utf8'))
    await runFile(client, 'supabase/local/mail/schema.sql', await readFile(MAIL_SCHEMA_SQL, 'utf8'))
    if (!existsSync(AUTH_SCHEMA_SQL)) throw new BootstrapError(`${AUTH_SCHEMA_SQL} is missing`)
    await runFile(client, 'supabase/local/auth/schema.sql', await readFile(AUTH_SCHEMA_SQL, 'utf8'))

    const done = new Set(
      (await client.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
        (r) => r.version,
      ),
    )
    const applied: string[] = []
    for (const migration of await listMigrations(migrationsDir)) {
      if (done.has(migration.version)) continue
      const sql = await readFile(join(migrationsDir, migration.file), 'utf8')
      await runFile(client, `supabase/migrations/${migration.file}`, sql, () =>
        client.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [
          migration.version,
          migration.name,
          [sql],
        ]),
      )
      applied.push(migration.file)
      options.log?.(`applied migration ${migration.file}`)
    }

    if (options.seed && existsSync(seedFile)) {
      await runFile(client, 'supabase/seed.sql', await readFile(seedFile, 'utf8'))
      options.log?.('applied seed.sql')
    }
    return { applied }
  } finally {
    client.release()
  }
}
