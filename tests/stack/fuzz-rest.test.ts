import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hostileBody, hostileString, type Body } from './fuzz/hostile.ts'
import { describeBody, encodeLoosely, problemWith, send, type Reply } from './fuzz/requests.ts'
import { changes, fuzzSettings, rowCounter, type Counts } from './fuzz/rows.ts'
import { startTestStack, type TestStack } from './helpers.ts'
import { createUser, type TestUser } from './users.ts'

// Hostile query strings (select, order, filters, limit) and bodies (insert, update, rpc) to /rest/v1
// as anon, a signed-in user and the service role: only 2xx/4xx JSON answers, the stack keeps
// serving, the API roles change no row anywhere (they hold no write grant), and a request the
// service role gets refused writes nothing. FUZZ_RUNS raises the runs, FUZZ_SEED replays a failure.

const { numRuns, seed } = fuzzSettings(150)
type Role = 'anon' | 'user' | 'service'

let stack: TestStack
let user: TestUser
let counts: () => Promise<Counts>
/** Tables and functions of public with their columns / argument names, read from the catalog. */
let columns: Record<string, string[]>
let functions: Record<string, string[]>
const seen: Record<number, number> = {}

beforeAll(async () => {
  stack = await startTestStack()
  user = await createUser(stack)
  counts = await rowCounter(stack.pool)
  await stack.pool.query(`insert into public.name_generations (user_id, description, names) values ($1, 'seed', '[{"name":"Seed"}]')`, [user.id])
  const tables = await stack.pool.query<{ table_name: string; cols: string[] }>(
    `select table_name, array_agg(column_name::text order by ordinal_position) as cols
     from information_schema.columns where table_schema = 'public' group by table_name`,
  )
  columns = Object.fromEntries(tables.rows.map((r) => [r.table_name, r.cols]))
  const fns = await stack.pool.query<{ name: string; args: string[] | null }>(
    `select p.proname as name, p.proargnames::text[] as args from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'`,
  )
  functions = Object.fromEntries(fns.rows.map((r) => [r.name, r.args ?? []]))
  console.log(`fuzz-rest: numRuns=${numRuns} seed=${seed} (FUZZ_RUNS / FUZZ_SEED)`)
})

afterAll(async () => {
  console.log(`fuzz-rest answers by status: ${JSON.stringify(seen)}`)
  await stack?.stop()
})

function headers(role: Role, extra: Record<string, string> = {}): Record<string, string> {
  const token = { anon: stack.anonKey, user: user.accessToken, service: stack.serviceRoleKey }[role]
  return { apikey: role === 'service' ? stack.serviceRoleKey : stack.anonKey, Authorization: `Bearer ${token}`, ...extra }
}

/** Checks the answer; an API role must change nothing, the service role nothing when refused. */
async function probe(role: Role, request: () => Promise<Reply>, what: string, head = false): Promise<void> {
  const before = await counts()
  const reply = await request()
  seen[reply.status] = (seen[reply.status] ?? 0) + 1
  // HEAD answers carry no body; 201/204 with return=minimal neither.
  const bodiless = reply.text === '' && (head || (reply.status >= 200 && reply.status < 300))
  const problem = bodiless ? (reply.status >= 500 ? `answered ${reply.status}` : null) : problemWith(reply)
  expect(problem, `${role} ${what}`).toBeNull()
  if (role !== 'service' || reply.status >= 400) {
    expect(changes(before, await counts()), `${role} (${reply.status}) changed rows ← ${what}`).toEqual([])
  }
}

const OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'in', 'is', 'isdistinct', 'cs', 'cd', 'ov', 'fts', 'not.eq', 'not.in', 'any', '']
const role = fc.constantFrom<Role>('anon', 'user', 'user', 'service')
const short = hostileString.map((s) => s.slice(0, 300))
const tableName = () => fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...Object.keys(columns)) }, { weight: 1, arbitrary: short })
const columnOf = (table: string) => fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...(columns[table] ?? ['id'])) }, { weight: 1, arbitrary: short })
const structured = fc.constantFrom('(1,2)', '("a","b")', '{a,b}', '{}', 'null', 'true', 'not.null', '*', '%', '[1,2]', '(', ')', ',,', '"')

/** One query-string parameter: a filter, select, order, limit/offset, or/and tree, or junk. */
const param = (table: string) =>
  fc.oneof(
    fc.record({ col: columnOf(table), op: fc.constantFrom(...OPERATORS), value: fc.oneof(short, structured) }).map(({ col, op, value }) => [col, op ? `${op}.${value}` : value]),
    fc.array(fc.oneof(columnOf(table), structured, short), { maxLength: 4 }).map((parts) => ['select', parts.join(',')]),
    fc.record({ col: columnOf(table), dir: fc.constantFrom('asc', 'desc', 'nullsfirst', 'asc.nullslast', 'sideways', '') }).map(({ col, dir }) => ['order', dir ? `${col}.${dir}` : col]),
    fc.record({ key: fc.constantFrom('limit', 'offset'), value: fc.oneof(fc.integer().map(String), short) }).map(({ key, value }) => [key, value]),
    fc.record({ key: fc.constantFrom('or', 'and', 'not.or'), inner: fc.array(fc.oneof(short, structured), { maxLength: 3 }) }).map(({ key, inner }) => [key, `(${inner.join(',')})`]),
    fc.record({ key: short, value: short }).map(({ key, value }) => [key, value]),
  )

const queryFor = (table: string) =>
  fc.array(param(table), { maxLength: 5 }).map((params) => params.map(([k, v]) => `${encodeLoosely(k)}=${encodeLoosely(v)}`).join('&'))

const usually = <T,>(common: T, rare: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: fc.constant(common) }, { weight: 1, arbitrary: rare })
const preferAndAccept = fc.record({
  Prefer: usually('', fc.constantFrom('count=exact', 'return=representation', 'return=minimal', 'resolution=merge-duplicates', 'missing=default', 'tx=rollback', 'count=exact, return=representation')),
  Accept: usually('', fc.constantFrom('application/json', 'application/vnd.pgrst.object+json', 'text/csv', 'application/openapi+json', '*/*')),
})

function extraHeaders({ Prefer, Accept }: { Prefer: string; Accept: string }): Record<string, string> {
  return { ...(Prefer ? { Prefer } : {}), ...(Accept ? { Accept } : {}) }
}

const empty: Body = { kind: 'empty', contentType: null, body: null }

describe('/rest/v1 answers hostile requests with 2xx/4xx JSON and writes nothing it should not', () => {
  it('reads: select, filters, order, limit on every table (and unknown ones)', async () => {
    await fc.assert(
      fc.asyncProperty(
        role,
        tableName().chain((table) => fc.record({ table: fc.constant(table), query: queryFor(table), prefer: preferAndAccept, head: fc.boolean() })),
        async (who, { table, query, prefer, head }) => {
          const url = `${stack.apiUrl}/rest/v1/${encodeLoosely(table)}?${query}`
          await probe(who, () => send(url, head ? 'HEAD' : 'GET', empty, headers(who, extraHeaders(prefer))), `${head ? 'HEAD' : 'GET'} ${url.slice(0, 300)}`, head)
        },
      ),
      { numRuns, seed },
    )
  })

  it('writes: insert, upsert, update and delete with hostile bodies and filters', async () => {
    await fc.assert(
      fc.asyncProperty(
        role,
        tableName().chain((table) =>
          fc.record({
            table: fc.constant(table),
            method: fc.constantFrom('POST', 'POST', 'PATCH', 'DELETE', 'PUT'),
            query: queryFor(table),
            body: hostileBody(columns[table] ?? ['id']),
            prefer: preferAndAccept,
          }),
        ),
        async (who, { table, method, query, body, prefer }) => {
          // The service role may really change rows: keep its unfiltered updates and deletes out of the fuzz.
          if (who === 'service' && method !== 'POST') return
          const url = `${stack.apiUrl}/rest/v1/${encodeLoosely(table)}?${query}`
          await probe(who, () => send(url, method, body, headers(who, extraHeaders(prefer))), `${method} ${url.slice(0, 200)} ← ${describeBody(body)}`)
        },
      ),
      { numRuns, seed },
    )
  })

  it('rpc: every function in public (and unknown ones) with hostile arguments, over POST and GET', async () => {
    await fc.assert(
      fc.asyncProperty(
        role,
        fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...Object.keys(functions)) }, { weight: 1, arbitrary: short }).chain((fn) =>
          fc.record({ fn: fc.constant(fn), get: fc.boolean(), body: hostileBody(functions[fn] ?? ['x']), query: queryFor('') }),
        ),
        async (who, { fn, get, body, query }) => {
          const url = `${stack.apiUrl}/rest/v1/rpc/${encodeLoosely(fn)}?${query}`
          await probe(who, () => send(url, get ? 'GET' : 'POST', body, headers(who)), `${get ? 'GET' : 'POST'} ${url.slice(0, 200)} ← ${describeBody(body)}`)
        },
      ),
      { numRuns, seed },
    )
  })

  it('still answers afterwards', async () => {
    const response = await fetch(`${stack.apiUrl}/rest/v1/name_generations?select=description`, { headers: headers('user') })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual([{ description: 'seed' }])
  })
})
