import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type pg from 'pg'
import { makeTraversable, startStack } from '../stack.ts'
import { freePort } from '../ports.ts'
import { BootstrapError, bootstrap } from './bootstrap.ts'
import { createPool } from './pool.ts'
import { startPostgres, type RunningPostgres } from './postgres.ts'
import { createTestClient } from '../../../tests/stack/helpers.ts'

// Bootstrap order, migration tracking, failure reporting and restarts, on real Postgres.
let root: string

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'bq-bootstrap-'))
  await makeTraversable(root)
})

afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

async function withDatabase<T>(dataDir: string, fn: (pool: pg.Pool, pgInfo: RunningPostgres) => Promise<T>): Promise<T> {
  const postgres = await startPostgres({ dataDir, port: await freePort(), ephemeral: true })
  const pool = createPool(postgres.url)
  try {
    return await fn(pool, postgres)
  } finally {
    await pool.end()
    await postgres.stop()
  }
}

describe('bootstrap', () => {
  it('applies base objects, migrations in order once, and the seed only on a fresh database', async () => {
    const dataDir = join(root, 'db-order')
    const migrationsDir = join(root, 'migrations-order')
    const seedFile = join(root, 'seed-order.sql')
    await mkdir(migrationsDir)
    await writeFile(join(migrationsDir, '20240102000000_second.sql'), 'alter table public.things add column label text;')
    await writeFile(join(migrationsDir, '20240101000000_first.sql'), 'create table public.things (id int primary key);')
    await writeFile(join(migrationsDir, 'notes.txt'), 'not a migration')
    await writeFile(seedFile, "insert into public.things (id, label) values (1, 'seeded');")

    await withDatabase(dataDir, async (pool, postgres) => {
      expect(postgres.fresh).toBe(true)
      const result = await bootstrap(pool, { seed: postgres.fresh, migrationsDir, seedFile })
      expect(result.applied).toEqual(['20240101000000_first.sql', '20240102000000_second.sql'])
      const roles = await pool.query("select rolname, rolbypassrls from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by rolname")
      expect(roles.rows).toEqual([
        { rolname: 'anon', rolbypassrls: false },
        { rolname: 'authenticated', rolbypassrls: false },
        { rolname: 'service_role', rolbypassrls: true },
      ])
      const uid = await pool.query("select set_config('request.jwt.claims', '{\"sub\":\"6f1c7a52-0000-4000-8000-000000000001\"}', false), auth.uid()::text as uid")
      expect(uid.rows[0].uid).toBe('6f1c7a52-0000-4000-8000-000000000001')
      await pool.query('delete from public.things')
    })

    // Second start: same data, nothing re-applied, seed not re-run; a new migration runs alone.
    await writeFile(join(migrationsDir, '20240103000000_third.sql'), 'alter table public.things add column size int;')
    await withDatabase(dataDir, async (pool, postgres) => {
      expect(postgres.fresh).toBe(false)
      const result = await bootstrap(pool, { seed: postgres.fresh, migrationsDir, seedFile })
      expect(result.applied).toEqual(['20240103000000_third.sql'])
      expect((await pool.query('select count(*)::int as n from public.things')).rows).toEqual([{ n: 0 }])
      const tracked = await pool.query('select version, name from supabase_migrations.schema_migrations order by version')
      expect(tracked.rows).toEqual([
        { version: '20240101000000', name: 'first' },
        { version: '20240102000000', name: 'second' },
        { version: '20240103000000', name: 'third' },
      ])
    })
  })

  it('stops at a failing migration with the file name, line and Postgres message', async () => {
    const dataDir = join(root, 'db-fail')
    const migrationsDir = join(root, 'migrations-fail')
    await mkdir(migrationsDir)
    await writeFile(join(migrationsDir, '20240101000000_ok.sql'), 'create table public.ok (id int);')
    await writeFile(join(migrationsDir, '20240102000000_broken.sql'), 'create table public.half (id int);\nselect * from missing_table;\n')
    await writeFile(join(migrationsDir, '20240103000000_later.sql'), 'create table public.later (id int);')

    await withDatabase(dataDir, async (pool) => {
      const failure = await bootstrap(pool, { seed: false, migrationsDir }).catch((e: unknown) => e)
      expect(failure).toBeInstanceOf(BootstrapError)
      expect((failure as Error).message).toBe(
        'supabase/migrations/20240102000000_broken.sql (line 2): relation "missing_table" does not exist',
      )
      const tables = await pool.query("select tablename from pg_tables where schemaname = 'public' order by tablename")
      // The failed file is rolled back as a whole and nothing after it runs.
      expect(tables.rows).toEqual([{ tablename: 'ok' }])
      const tracked = await pool.query('select version from supabase_migrations.schema_migrations')
      expect(tracked.rows).toEqual([{ version: '20240101000000' }])
    })
  })
})

describe('restarting the stack', () => {
  it('reuses the data directory: rows written before a stop are there after the next start', async () => {
    const dataDir = join(root, 'db-restart')
    const first = await startStack({ apiPort: 0, dbPort: 0, dataDir, quiet: true, ephemeral: true })
    try {
      const service = createTestClient(first, first.serviceRoleKey)
      const { error } = await service.from('customers').insert({ email: 'kept@example.com', premium_access: true })
      expect(error).toBeNull()
      await first.pool.query("delete from public.customers where email = 'premium@example.com'")
    } finally {
      await first.stop()
    }

    const second = await startStack({ apiPort: 0, dbPort: 0, dataDir, quiet: true, ephemeral: true })
    try {
      const service = createTestClient(second, second.serviceRoleKey)
      const { data } = await service.from('customers').select('email').order('email')
      // The seed ran on the first start only, so the deleted seed row stays deleted.
      expect(data).toEqual([{ email: 'kept@example.com' }])
    } finally {
      await second.stop()
    }
  })

  it('refuses to start a second Postgres on a data directory that is in use', async () => {
    const dataDir = join(root, 'db-busy')
    await withDatabase(dataDir, async () => {
      await expect(startPostgres({ dataDir, port: await freePort() })).rejects.toThrow(/already running/)
    })
  })
})
