import type { IncomingMessage, ServerResponse } from 'node:http'
import type pg from 'pg'
import { errors as joseErrors } from 'jose'
import type { RouteHandler } from '../gateway.ts'
import { readRawBody } from '../http.ts'
import { verifyJwt, type Claims } from '../keys.ts'
import { roleOf, withRequestRole } from '../db/pool.ts'
import { RestError, toRestError, unsupported } from './errors.ts'
import { parseAccept, parsePrefer, parseQuery, type Accept, type Preferences, type Query } from './parse.ts'
import { buildRpc, loadFunctions, pickFunction } from './rpc.ts'
import { EXPOSED_SCHEMA, assertColumns, loadTable } from './schema.ts'
import { buildDelete, buildInsert, buildRead, buildUpdate, type Shaping, type Statement } from './sql.ts'

/** The PostgREST subset behind /rest/v1 (architecture §3, wire contract §3). */

export interface RestDeps {
  /** Connects as `authenticator`, so Postgres decides which roles a JWT may switch to. */
  pool: pg.Pool
  jwtSecret: string
  /** Hosted projects cap responses at 1000 rows (config.toml [api] max_rows). */
  maxRows?: number
}

interface ResultRow {
  body: string | null
  page_count: string | number
  first_row: string | null
  total_count?: string | number
}

const JSON_TYPE = 'application/json; charset=utf-8'
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8'

async function authenticate(authorization: string | undefined, secret: string): Promise<Claims | undefined> {
  if (!authorization) return undefined
  const match = /^Bearer\s+(\S+)$/i.exec(authorization)
  const unauthorized = (code: string, message: string) =>
    new RestError(401, code, message, null, null, {
      'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
    })
  if (!match) throw unauthorized('PGRST301', 'Invalid Authorization header: expected "Bearer <JWT>"')
  const token = match[1]
  if (token.split('.').length !== 3) throw unauthorized('PGRST301', `Expected 3 parts in JWT; got ${token.split('.').length}`)
  try {
    return await verifyJwt(token, secret)
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw unauthorized('PGRST303', 'JWT expired')
    throw unauthorized('PGRST301', 'No suitable key or wrong key type')
  }
}

function checkProfile(req: IncomingMessage): void {
  for (const header of ['accept-profile', 'content-profile']) {
    const value = req.headers[header]
    if (typeof value === 'string' && value !== '' && value !== EXPOSED_SCHEMA) {
      throw new RestError(406, 'PGRST106', `The schema must be one of the following: ${EXPOSED_SCHEMA}`)
    }
  }
}

async function readPayload(req: IncomingMessage): Promise<unknown> {
  const type = (req.headers['content-type'] ?? 'application/json').split(';')[0].trim().toLowerCase()
  const raw = await readRawBody(req)
  if (type !== 'application/json') {
    throw unsupported(`Content-Type ${type} is not supported by the local stack; send application/json`)
  }
  if (raw.length === 0) return undefined
  try {
    return JSON.parse(raw.toString('utf8'))
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json')
  }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw unsupported(`"${segment}" is not a valid percent-encoded path segment`)
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function requestHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) out[key.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value
  }
  return out
}

/** What to send: the statement's result, checked for single-object requests inside the transaction. */
interface Outcome {
  row: ResultRow
  kind: 'read' | 'insert' | 'mutate' | 'rpc'
  representation: boolean
  void?: boolean
}

async function execute(client: pg.PoolClient, statement: Statement, accept: Accept): Promise<ResultRow> {
  const { rows } = await client.query<ResultRow>(statement.text, statement.values)
  const row = rows[0] ?? { body: '[]', page_count: 0, first_row: null }
  const count = Number(row.page_count)
  if (accept === 'object' && count !== 1) {
    // Thrown inside the transaction, so a write that hit 0 or many rows is rolled back (PostgREST MainTx).
    throw new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${count} rows`)
  }
  return row
}

/** Each row is one bind parameter, and Postgres binds at most 65535; PostgREST has no such limit. */
const MAX_INSERT_ROWS = 10_000

const NOTHING: Statement = { text: `select '[]' as body, 0 as page_count, null as first_row`, values: [] }

async function insertRows(client: pg.PoolClient, name: string, payload: unknown, query: Query, prefs: Preferences, shaping: Shaping, accept: Accept): Promise<ResultRow> {
  const rows = Array.isArray(payload) ? payload : [payload]
  if (payload === undefined || !rows.every(isRecord)) throw new RestError(400, 'PGRST102', 'Empty or invalid json')
  if (rows.length > MAX_INSERT_ROWS) {
    throw unsupported(`Inserting more than ${MAX_INSERT_ROWS} rows in one request is not supported by the local stack`, 'Split the rows into several requests')
  }
  const table = await loadTable(client, name)
  if (rows.length === 0) return execute(client, NOTHING, accept)
  let columns = query.columns
  if (!columns) {
    columns = Object.keys(rows[0])
    const expected = [...columns].sort().join(',')
    if (rows.some((r) => Object.keys(r).sort().join(',') !== expected)) {
      throw new RestError(400, 'PGRST102', 'All object keys must match')
    }
  }
  assertColumns(table, columns)
  const statement = buildInsert(table, {
    rows,
    columns,
    // Without ?columns= PostgREST fills the absent columns of a lone object with their defaults.
    missingDefault: prefs.missingDefault || !query.columns,
    resolution: prefs.resolution,
    onConflict: query.onConflict,
    representation: prefs.return === 'representation',
    shaping,
  })
  return execute(client, statement, accept)
}

function contentRange(offset: number, count: number, total: number | undefined): string {
  const range = count > 0 ? `${offset}-${offset + count - 1}` : '*'
  return `${range}/${total ?? '*'}`
}

function respond(req: IncomingMessage, res: ServerResponse, outcome: Outcome, accept: Accept, query: Query, prefs: Preferences): void {
  const { row, kind } = outcome
  const count = Number(row.page_count)
  const headers: Record<string, string> = {}
  if (prefs.applied.length) headers['Preference-Applied'] = prefs.applied.join(', ')
  const counted = prefs.count !== undefined
  let status = 200
  let body: string | null = accept === 'object' ? row.first_row : row.body

  if (kind === 'read' || kind === 'rpc') {
    const offset = query.offset ?? 0
    const total = counted && row.total_count !== undefined ? Number(row.total_count) : undefined
    headers['Content-Range'] = contentRange(offset, count, total)
    if (total !== undefined) {
      if (offset > total) {
        throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${offset} was requested, but there are only ${total} rows.`)
      }
      if (count < total) status = 206
    }
    if (outcome.void) {
      status = 204
      body = null
    }
  } else if (kind === 'insert') {
    status = 201
    headers['Content-Range'] = `*/${counted ? count : '*'}`
    if (!outcome.representation) body = null
  } else {
    headers['Content-Range'] = contentRange(0, count, counted ? count : undefined)
    status = outcome.representation ? 200 : 204
    if (!outcome.representation) body = null
  }

  if (body === null || req.method === 'HEAD') {
    if (body !== null) headers['Content-Type'] = accept === 'object' ? OBJECT_TYPE : JSON_TYPE
    res.writeHead(status, headers)
    res.end()
    return
  }
  headers['Content-Type'] = accept === 'object' ? OBJECT_TYPE : JSON_TYPE
  headers['Content-Length'] = String(Buffer.byteLength(body))
  res.writeHead(status, headers)
  res.end(body)
}

export function createRestHandler(deps: RestDeps): RouteHandler {
  const maxRows = deps.maxRows ?? 1000
  return async function handleRest(req, res, subpath, url) {
    let role = 'anon'
    try {
      const claims = await authenticate(req.headers.authorization, deps.jwtSecret)
      role = roleOf(claims)
      checkProfile(req)
      const segments = subpath.split('/').filter(Boolean).map(decodeSegment)
      const method = req.method ?? 'GET'
      const isRpc = segments.length === 2 && segments[0] === 'rpc'
      if (!isRpc && segments.length !== 1) {
        throw unsupported(
          segments.length === 0
            ? 'The OpenAPI description at /rest/v1/ is not served by the local stack'
            : `"/rest/v1${subpath}" is not a table or /rpc/<function> path`,
        )
      }
      const name = isRpc ? segments[1] : segments[0]
      const accept = parseAccept(req.headers.accept)
      const prefs = parsePrefer(req.headers.prefer)
      const reads = method === 'GET' || method === 'HEAD'
      if (!reads && !['POST', 'PATCH', 'DELETE'].includes(method)) {
        throw unsupported(`${method} is not supported by the local stack's REST API`)
      }
      if (isRpc && method !== 'POST' && !reads) throw unsupported(`${method} is not allowed on /rpc/${name}; use POST or GET`)
      const payload = method === 'POST' || method === 'PATCH' ? await readPayload(req) : undefined
      // rpc over GET: which parameters are arguments is known only once the function is looked up.
      let query: Query = isRpc && reads ? parseQuery(new URLSearchParams()) : parseQuery(url.searchParams)

      const outcome = await withRequestRole(
        deps.pool,
        claims,
        async (client): Promise<Outcome> => {
          // PostgREST runs GET/HEAD read-only, so a volatile function behind GET fails as on hosted.
          if (reads) await client.query('set transaction read only')
          const shaping = (q: Query): Shaping => ({ query: q, count: prefs.count !== undefined, maxRows })
          if (isRpc) {
            const candidates = await loadFunctions(client, name)
            let args: Record<string, unknown>
            if (reads) {
              const argNames = new Set(candidates.flatMap((fn) => fn.args.map((a) => a.name)))
              query = parseQuery(url.searchParams, argNames)
              args = Object.fromEntries([...url.searchParams].filter(([k]) => argNames.has(k)))
            } else {
              if (payload !== undefined && !isRecord(payload)) {
                if (!candidates.some((fn) => fn.takesBody)) throw new RestError(400, 'PGRST102', 'Empty or invalid json')
              }
              args = (payload ?? {}) as Record<string, unknown>
            }
            const fn = pickFunction(candidates, name, isRecord(args) ? Object.keys(args) : [])
            const row = await execute(client, buildRpc(fn, args, shaping(query)), fn.returns === 'void' ? 'array' : accept)
            return { row, kind: 'rpc', representation: true, void: fn.returns === 'void' }
          }
          if (reads) {
            const table = await loadTable(client, name)
            return { row: await execute(client, buildRead(table, shaping(query)), accept), kind: 'read', representation: true }
          }
          const representation = prefs.return === 'representation'
          // Only an insert's returned rows may be ordered; on PATCH/DELETE order/limit would pick the rows to change.
          if (query.limit !== undefined || query.offset !== undefined || (method !== 'POST' && query.order.length > 0)) {
            throw unsupported(`limit, offset and order on ${method} are not supported by the local stack`)
          }
          if (method === 'POST' && query.where.length > 0) {
            throw unsupported('Filters on an insert are not supported by the local stack')
          }
          const writeShaping: Shaping = { query, count: false }
          if (method === 'POST') {
            const row = await insertRows(client, name, payload, query, prefs, writeShaping, accept)
            return { row, kind: 'insert', representation }
          }
          const table = await loadTable(client, name)
          if (method === 'PATCH') {
            if (!isRecord(payload)) throw new RestError(400, 'PGRST102', 'Empty or invalid json')
            assertColumns(table, Object.keys(payload))
            if (Object.keys(payload).length === 0) return { row: await execute(client, NOTHING, accept), kind: 'mutate', representation }
            const row = await execute(client, buildUpdate(table, payload, { representation, shaping: writeShaping }), accept)
            return { row, kind: 'mutate', representation }
          }
          const row = await execute(client, buildDelete(table, { representation, shaping: writeShaping }), accept)
          return { row, kind: 'mutate', representation }
        },
        { method, path: subpath, headers: requestHeaders(req) },
      )
      respond(req, res, outcome, accept, query, prefs)
    } catch (error) {
      const rest = toRestError(error, role)
      const text = JSON.stringify(rest.body)
      res.writeHead(rest.status, {
        'Content-Type': JSON_TYPE,
        'Content-Length': String(Buffer.byteLength(text)),
        ...rest.headers,
      })
      res.end(req.method === 'HEAD' ? undefined : text)
    }
  }
}
