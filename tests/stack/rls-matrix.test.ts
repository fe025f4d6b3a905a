import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { createTestClient, createUserClient, startTestStack, type TestStack } from './helpers.ts'
import { uniqueEmail } from './users.ts'

// Every table in public × role × operation, through /rest/v1 with supabase-js and real sessions from
// the local Auth. Each write acts on the owner's row (for ownerless tables: one seeded row), so
// "another user" proves a signed-in stranger cannot reach it. The tables come from the catalog: a new
// table fails here until it has a row in EXPECTED (and fixtures that seed it).

type Role = 'anon' | 'owner' | 'other' | 'service_role'
/** select: every seeded row / only the caller's own / no error but nothing / refused with an error. */
type Read = 'all' | 'own' | 'none' | 'denied'
type Write = 'allowed' | 'denied'
interface Cells {
  select: Read
  insert: Write
  update: Write
  delete: Write
}
type TableMatrix = Record<Role, Cells>

const ROLES: Role[] = ['anon', 'owner', 'other', 'service_role']
const serviceOnly: Cells = { select: 'denied', insert: 'denied', update: 'denied', delete: 'denied' }
const everything: Cells = { select: 'all', insert: 'allowed', update: 'allowed', delete: 'allowed' }
const readsOwn: Cells = { ...serviceOnly, select: 'own' }
const ownerReads: TableMatrix = { anon: serviceOnly, owner: readsOwn, other: readsOwn, service_role: everything }
const nobodyButService: TableMatrix = { anon: serviceOnly, owner: serviceOnly, other: serviceOnly, service_role: everything }

const EXPECTED: Record<string, TableMatrix> = {
  customers: ownerReads,
  name_generations: ownerReads,
  credit_grants: ownerReads,
  name_generation_locked: nobodyButService,
  shown_names: nobodyButService,
  subscribers: nobodyButService,
  rate_limit_hits: nobodyButService,
  generation_requests: nobodyButService,
  stripe_events: nobodyButService,
  stripe_refunds: nobodyButService,
  domain_check_cache: nobodyButService,
  domain_check_counts: nobodyButService,
}

interface Ids {
  a: string
  b: string
  generationA: string
  generationB: string
}

/**
 * How to seed a table: a row belonging to the owner (a) and one to the other user (b) — for
 * ownerless tables simply two rows — the column that identifies a row, and a change for update.
 */
interface Fixture {
  key: string
  owned: boolean
  rows(ids: Ids): { a: Record<string, unknown>; b: Record<string, unknown> }
  change: { column: string; value: unknown }
}

const later = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString()
const tag = randomUUID().slice(0, 8)

const FIXTURES: Record<string, Fixture> = {
  customers: {
    key: 'email',
    owned: true,
    rows: ({ a, b }) => ({
      a: { email: `matrix-a-${tag}@example.com`, user_id: a },
      b: { email: `matrix-b-${tag}@example.com`, user_id: b },
    }),
    change: { column: 'premium_access', value: true },
  },
  name_generations: {
    key: 'id',
    owned: true,
    rows: ({ a, b, generationA, generationB }) => ({
      a: { id: generationA, user_id: a, description: 'matrix a' },
      b: { id: generationB, user_id: b, description: 'matrix b' },
    }),
    change: { column: 'description', value: 'changed' },
  },
  name_generation_locked: {
    key: 'generation_id',
    owned: true,
    rows: ({ generationA, generationB }) => ({
      a: { generation_id: generationA, names: [{ name: 'Hidden' }] },
      b: { generation_id: generationB, names: [{ name: 'Hidden' }] },
    }),
    change: { column: 'names', value: [] },
  },
  shown_names: {
    key: 'name_key',
    owned: true,
    rows: ({ a, b }) => ({ a: { user_id: a, name_key: `a-${tag}` }, b: { user_id: b, name_key: `b-${tag}` } }),
    change: { column: 'created_at', value: '2000-01-01T00:00:00+00:00' },
  },
  credit_grants: {
    key: 'user_id',
    owned: true,
    rows: ({ a, b }) => ({
      a: { user_id: a, source: 'free_tier_unlock', credits: 5 },
      b: { user_id: b, source: 'free_tier_unlock', credits: 5 },
    }),
    change: { column: 'credits', value: 500 },
  },
  subscribers: {
    key: 'email',
    owned: true,
    rows: ({ a, b }) => ({
      a: { email: `sub-a-${tag}@example.com`, user_id: a, source: 'newsletter' },
      b: { email: `sub-b-${tag}@example.com`, user_id: b, source: 'newsletter' },
    }),
    change: { column: 'confirmed_at', value: '2000-01-01T00:00:00+00:00' },
  },
  rate_limit_hits: {
    key: 'subject',
    owned: false,
    rows: () => ({ a: { subject: `matrix-a-${tag}`, action: 'matrix' }, b: { subject: `matrix-b-${tag}`, action: 'matrix' } }),
    change: { column: 'action', value: 'changed' },
  },
  generation_requests: {
    key: 'user_id',
    owned: true,
    rows: ({ a, b, generationA, generationB }) => ({
      a: { user_id: a, request_key: randomUUID(), fingerprint: 'a'.repeat(64), generation_id: generationA, response: {} },
      b: { user_id: b, request_key: randomUUID(), fingerprint: 'b'.repeat(64), generation_id: generationB, response: {} },
    }),
    change: { column: 'response', value: { forged: true } },
  },
  stripe_events: {
    key: 'id',
    owned: false,
    rows: () => ({ a: { id: `evt_matrix_a_${tag}`, type: 'matrix' }, b: { id: `evt_matrix_b_${tag}`, type: 'matrix' } }),
    change: { column: 'type', value: 'changed' },
  },
  stripe_refunds: {
    key: 'payment_intent_id',
    owned: false,
    rows: () => ({ a: { payment_intent_id: `pi_matrix_a_${tag}` }, b: { payment_intent_id: `pi_matrix_b_${tag}` } }),
    change: { column: 'refunded_at', value: '2000-01-01T00:00:00+00:00' },
  },
  domain_check_cache: {
    key: 'domain',
    owned: false,
    rows: () => {
      const row = { status: 'taken', source: 'matrix', checked_at: new Date().toISOString(), expires_at: later(1) }
      return { a: { ...row, domain: `matrix-a-${tag}.com` }, b: { ...row, domain: `matrix-b-${tag}.com` } }
    },
    change: { column: 'status', value: 'available' },
  },
  domain_check_counts: {
    key: 'user_id',
    owned: true,
    rows: ({ a, b }) => ({ a: { user_id: a, checks: 1 }, b: { user_id: b, checks: 1 } }),
    change: { column: 'checks', value: 999 },
  },
}

let stack: TestStack
let ids: Ids
const clients = {} as Record<Role, SupabaseClient>
const actual: Record<string, TableMatrix> = {}

/** A user signed up and signed in through /auth/v1, so the token is one the local Auth issued. */
async function signedInClient(): Promise<{ id: string; client: SupabaseClient }> {
  const email = uniqueEmail('matrix')
  const password = 'Correct-h0rse-battery-staple'
  const signUp = await createTestClient(stack).auth.signUp({ email, password })
  if (signUp.error || !signUp.data.user) throw new Error(`sign-up failed: ${signUp.error?.message}`)
  // Stands in for clicking the emailed link, which other suites cover.
  await stack.pool.query('update auth.users set email_confirmed_at = now() where id = $1', [signUp.data.user.id])
  const signIn = await createTestClient(stack).auth.signInWithPassword({ email, password })
  if (signIn.error || !signIn.data.session) throw new Error(`sign-in failed: ${signIn.error?.message}`)
  return { id: signIn.data.user.id, client: createUserClient(stack, signIn.data.session.access_token) }
}

beforeAll(async () => {
  stack = await startTestStack()
  const [owner, other] = [await signedInClient(), await signedInClient()]
  clients.anon = createTestClient(stack)
  clients.owner = owner.client
  clients.other = other.client
  clients.service_role = createTestClient(stack, stack.serviceRoleKey)
  ids = { a: owner.id, b: other.id, generationA: randomUUID(), generationB: randomUUID() }
})

afterAll(async () => {
  if (Object.keys(actual).length > 0) console.log(`\nRLS and grant matrix (tests/stack/rls-matrix.test.ts):\n\n${markdown(actual)}\n`)
  await stack?.stop()
})

async function rowExists(table: string, fixture: Fixture, row: Record<string, unknown>): Promise<boolean> {
  const { rows } = await stack.pool.query(`select 1 from public.${table} where ${fixture.key}::text = $1::text`, [row[fixture.key]])
  return rows.length > 0
}

async function changed(table: string, fixture: Fixture, row: Record<string, unknown>): Promise<boolean> {
  const { rows } = await stack.pool.query<{ value: unknown }>(
    `select to_jsonb(${fixture.change.column}) as value from public.${table} where ${fixture.key}::text = $1::text`,
    [row[fixture.key]],
  )
  const value = rows[0]?.value
  const wanted = fixture.change.value
  if (typeof wanted === 'string' && /^\d{4}-/.test(wanted)) return typeof value === 'string' && Date.parse(value) === Date.parse(wanted)
  return JSON.stringify(value) === JSON.stringify(wanted)
}

/** Puts both rows back as seeded, through REST as the service role (parents of name_generations' children first). */
async function seed(table: string, fixture: Fixture): Promise<{ a: Record<string, unknown>; b: Record<string, unknown> }> {
  const service = clients.service_role
  if (table !== 'name_generations') {
    const parents = FIXTURES.name_generations.rows(ids)
    const { error } = await service.from('name_generations').upsert([parents.a, parents.b], { ignoreDuplicates: true })
    if (error) throw new Error(`seeding name_generations failed: ${error.message}`)
  }
  const rows = fixture.rows(ids)
  await stack.pool.query(`delete from public.${table} where ${fixture.key}::text = any($1::text[])`, [
    [String(rows.a[fixture.key]), String(rows.b[fixture.key])],
  ])
  const { error } = await service.from(table).insert([rows.a, rows.b])
  if (error) throw new Error(`seeding ${table} failed: ${error.message}`)
  return rows
}

async function readCell(table: string, fixture: Fixture, role: Role, rows: { a: Record<string, unknown>; b: Record<string, unknown> }): Promise<Read | string> {
  const { data, error } = await clients[role].from(table).select('*')
  if (error) return 'denied'
  const keys = new Set((data ?? []).map((row: Record<string, unknown>) => String(row[fixture.key])))
  const seesA = keys.has(String(rows.a[fixture.key]))
  const seesB = keys.has(String(rows.b[fixture.key]))
  if (seesA && seesB) return 'all'
  if (!seesA && !seesB) return 'none'
  if (fixture.owned && ((role === 'owner' && seesA) || (role === 'other' && seesB))) return 'own'
  return `unexpected: sees only the ${seesA ? 'owner' : 'other user'}'s row`
}

async function writeCell(table: string, fixture: Fixture, role: Role, op: 'insert' | 'update' | 'delete'): Promise<Write> {
  const rows = await seed(table, fixture)
  const target = rows.a
  const client = clients[role].from(table)
  if (op === 'insert') {
    await stack.pool.query(`delete from public.${table} where ${fixture.key}::text = $1::text`, [target[fixture.key]])
    await client.insert(target)
    return (await rowExists(table, fixture, target)) ? 'allowed' : 'denied'
  }
  if (op === 'update') {
    await client.update({ [fixture.change.column]: fixture.change.value }).eq(fixture.key, target[fixture.key] as string)
    return (await changed(table, fixture, target)) ? 'allowed' : 'denied'
  }
  await client.delete().eq(fixture.key, target[fixture.key] as string)
  return (await rowExists(table, fixture, target)) ? 'denied' : 'allowed'
}

function describeCells(cells: Cells): string {
  const ops: string[] = []
  if (cells.select === 'all') ops.push('select')
  if (cells.select === 'own') ops.push('select (own rows)')
  if (cells.select === 'none') ops.push('select (no rows)')
  for (const op of ['insert', 'update', 'delete'] as const) if (cells[op] === 'allowed') ops.push(op)
  return ops.length === 0 ? '—' : ops.join(', ')
}

function markdown(matrix: Record<string, TableMatrix>): string {
  const lines = ['| table | anon | owner | another user | service_role |', '|---|---|---|---|---|']
  for (const table of Object.keys(matrix).sort()) {
    lines.push(`| \`${table}\` | ${ROLES.map((role) => describeCells(matrix[table][role])).join(' | ')} |`)
  }
  return lines.join('\n')
}

async function publicTables(): Promise<string[]> {
  const { rows } = await stack.pool.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f') order by 1`,
  )
  return rows.map((r) => r.name)
}

describe('RLS and grant matrix', () => {
  it('covers every table in public, and only those', async () => {
    const tables = await publicTables()
    const missing = tables.filter((t) => !(t in EXPECTED) || !(t in FIXTURES))
    expect(missing, 'tables in public without a row in EXPECTED and FIXTURES of tests/stack/rls-matrix.test.ts: decide who may do what').toEqual([])
    expect(Object.keys(EXPECTED).filter((t) => !tables.includes(t)), 'EXPECTED lists tables that no longer exist').toEqual([])
  })

  for (const table of Object.keys(EXPECTED).sort()) {
    it(`${table}: each role × select, insert, update, delete is as expected`, async () => {
      const fixture = FIXTURES[table]
      const result = {} as TableMatrix
      for (const role of ROLES) {
        const rows = await seed(table, fixture)
        const select = await readCell(table, fixture, role, rows)
        result[role] = {
          select: select as Read,
          insert: await writeCell(table, fixture, role, 'insert'),
          update: await writeCell(table, fixture, role, 'update'),
          delete: await writeCell(table, fixture, role, 'delete'),
        }
      }
      actual[table] = result
      expect(result).toEqual(EXPECTED[table])
    })
  }
})
