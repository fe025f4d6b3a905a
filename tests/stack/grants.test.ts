import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROLES_SQL } from '../../supabase/local/db/bootstrap.ts'
import { startTestStack, type TestStack } from './helpers.ts'

// What the API roles may do, read from the catalog. Every table, sequence and function in public
// must be listed here: a new one fails this test until someone decides what anon and authenticated
// get, instead of inheriting Supabase's "ALL" default unnoticed.
const API_ROLES = ['anon', 'authenticated'] as const
type ApiRole = (typeof API_ROLES)[number]
type Allowed = Record<ApiRole, string[]>

const nothing: Allowed = { anon: [], authenticated: [] }
const ownerReads: Allowed = { anon: [], authenticated: ['SELECT'] }

/** Tables: authenticated reads where a policy lets owners see their rows; everything else is the service role's. */
const TABLES: Record<string, Allowed> = {
  customers: ownerReads,
  name_generations: ownerReads,
  credit_grants: ownerReads,
  name_generation_locked: nothing,
  shown_names: nothing,
  subscribers: nothing,
  rate_limit_hits: nothing,
  generation_requests: nothing,
  stripe_events: nothing,
  stripe_refunds: nothing,
  domain_check_cache: nothing,
  domain_check_counts: nothing,
}

/** Functions by signature: EXECUTE for the API roles (PUBLIC never). */
const FUNCTIONS: Record<string, ApiRole[]> = {
  'my_usage()': ['authenticated'],
  'profile_stats()': ['authenticated'],
  'is_premium(uuid)': [],
  'usage_for(uuid)': [],
  'record_generation(uuid, text, text, jsonb, jsonb, uuid, text)': [],
  'replayed_generation(uuid, uuid, text)': [],
  'hit_rate_limit(text, text, integer, integer)': [],
  'grant_free_unlock(uuid, text, integer)': [],
  'hit_rate_limits(jsonb)': [],
  'release_rate_limits(jsonb)': [],
  'request_newsletter_confirmation(text, text, integer)': [],
  'confirm_newsletter(text)': [],
  'claim_stripe_event(text, text)': [],
  'grant_purchase(text, text, text, uuid, text, timestamp with time zone, text)': [],
  'revoke_purchase(text, timestamp with time zone, text)': [],
  'purchase_of(uuid)': [],
  'my_purchase()': ['authenticated'],
  'my_generations()': ['authenticated'],
  'record_domain_checks(uuid, integer)': [],
  'my_domain_checks()': ['authenticated'],
}

const TABLE_PRIVILEGES = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER', 'MAINTAIN']
// Checked per column too, so a column-level grant cannot hide behind a clean table ACL.
const COLUMN_PRIVILEGES = new Set(['SELECT', 'INSERT', 'UPDATE', 'REFERENCES'])

let stack: TestStack

beforeAll(async () => {
  stack = await startTestStack()
})

afterAll(async () => {
  await stack?.stop()
})

async function publicTables(): Promise<{ name: string; rls: boolean }[]> {
  const { rows } = await stack.pool.query<{ name: string; rls: boolean }>(
    `select c.relname as name, c.relrowsecurity as rls
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')
     order by 1`,
  )
  return rows
}

/** Privileges a role holds on a relation, directly, per column, or through PUBLIC. */
async function tablePrivileges(role: ApiRole, table: string): Promise<string[]> {
  const held: string[] = []
  for (const privilege of TABLE_PRIVILEGES) {
    const check = COLUMN_PRIVILEGES.has(privilege) ? 'has_any_column_privilege' : 'has_table_privilege'
    const { rows } = await stack.pool.query<{ ok: boolean }>(`select ${check}($1, $2::regclass, $3) as ok`, [
      role,
      `public.${table}`,
      privilege,
    ])
    if (rows[0].ok) held.push(privilege)
  }
  return held
}

describe('grants to the API roles', () => {
  it('every table in public is in the allow-list and has row-level security on', async () => {
    const tables = await publicTables()
    const unlisted = tables.map((t) => t.name).filter((name) => !(name in TABLES))
    expect(unlisted, 'tables in public missing from TABLES in tests/stack/grants.test.ts: decide their grants').toEqual([])
    expect(tables.filter((t) => !t.rls).map((t) => t.name), 'tables in public without row-level security').toEqual([])
  })

  it('anon and authenticated hold exactly the allowed privileges on every table', async () => {
    const actual: Record<string, Allowed> = {}
    for (const { name } of await publicTables()) {
      actual[name] = { anon: await tablePrivileges('anon', name), authenticated: await tablePrivileges('authenticated', name) }
    }
    expect(actual).toEqual(TABLES)
  })

  it('PUBLIC holds nothing on tables and sequences in public, and the API roles no sequence', async () => {
    const { rows } = await stack.pool.query(
      `select c.relname, a.privilege_type
       from pg_class c join pg_namespace n on n.oid = c.relnamespace, aclexplode(c.relacl) a
       where n.nspname = 'public' and a.grantee = 0`,
    )
    expect(rows).toEqual([])
    const sequences = await stack.pool.query(
      `select c.relname, r.role
       from pg_class c join pg_namespace n on n.oid = c.relnamespace, unnest(array['anon', 'authenticated']) r(role)
       where n.nspname = 'public' and c.relkind = 'S'
         and (has_sequence_privilege(r.role, c.oid, 'USAGE') or has_sequence_privilege(r.role, c.oid, 'SELECT')
              or has_sequence_privilege(r.role, c.oid, 'UPDATE'))`,
    )
    expect(sequences.rows).toEqual([])
  })

  it('EXECUTE on every function in public is exactly the allow-list, and never PUBLIC', async () => {
    const { rows } = await stack.pool.query<{ signature: string; anon: boolean; authenticated: boolean; for_public: boolean }>(
      `select p.proname || '(' || oidvectortypes(p.proargtypes) || ')' as signature,
              has_function_privilege('anon', p.oid, 'EXECUTE') as anon,
              has_function_privilege('authenticated', p.oid, 'EXECUTE') as authenticated,
              -- A null ACL means the built-in default: PUBLIC may execute.
              p.proacl is null or exists (select 1 from aclexplode(p.proacl) a where a.grantee = 0) as for_public
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public'
       order by 1`,
    )
    const unlisted = rows.map((r) => r.signature).filter((signature) => !(signature in FUNCTIONS))
    expect(unlisted, 'functions in public missing from FUNCTIONS in tests/stack/grants.test.ts').toEqual([])
    expect(rows.filter((r) => r.for_public).map((r) => r.signature), 'functions PUBLIC may execute').toEqual([])
    const actual = Object.fromEntries(rows.map((r) => [r.signature, API_ROLES.filter((role) => r[role])]))
    expect(actual).toEqual(FUNCTIONS)
  })

  describe('objects a later migration creates', () => {
    // Created by the migrations' owner in a transaction that is rolled back, so nothing is left behind.
    async function probe(): Promise<Record<string, boolean>> {
      const client = await stack.pool.connect()
      try {
        await client.query('begin')
        await client.query('create table public.grants_probe (id serial primary key, note text)')
        await client.query('create function public.grants_probe_fn() returns int language sql as $$ select 1 $$')
        const { rows } = await client.query<Record<string, boolean>>(
          `select
             has_any_column_privilege('anon', 'public.grants_probe', 'SELECT') as anon_select,
             has_table_privilege('anon', 'public.grants_probe', 'TRIGGER') as anon_trigger,
             has_any_column_privilege('authenticated', 'public.grants_probe', 'SELECT') as authenticated_select,
             has_any_column_privilege('authenticated', 'public.grants_probe', 'INSERT') as authenticated_insert,
             has_sequence_privilege('anon', 'public.grants_probe_id_seq', 'USAGE') as anon_sequence,
             has_function_privilege('anon', 'public.grants_probe_fn()', 'EXECUTE')
               and exists (select 1 from pg_proc p, aclexplode(p.proacl) a
                           where p.proname = 'grants_probe_fn' and a.grantee = 'anon'::regrole) as anon_function,
             has_any_column_privilege('service_role', 'public.grants_probe', 'SELECT') as service_select`,
        )
        return rows[0]
      } finally {
        await client.query('rollback')
        client.release()
      }
    }

    const expected = {
      anon_select: false,
      anon_trigger: false,
      authenticated_select: false,
      authenticated_insert: false,
      anon_sequence: false,
      anon_function: false,
      service_select: true,
    }

    it('get nothing for anon or authenticated by default; service_role keeps its grants', async () => {
      expect(await probe()).toEqual(expected)
    })

    it('still get nothing after the stack restarts (roles.sql runs on every start)', async () => {
      await stack.pool.query(await readFile(ROLES_SQL, 'utf8'))
      expect(await probe()).toEqual(expected)
    })
  })
})
