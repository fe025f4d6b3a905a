import { unsupported } from './errors.ts'
import type { Condition, Field, Filter, OrderTerm, Query, SelectItem } from './parse.ts'

/**
 * Builds parameterised SQL from the parsed query. Identifiers are always quoted; every value from
 * the request is a bind parameter (`$n`) — only validated keywords and casts are inlined.
 * Results are serialised to JSON by Postgres, so values look exactly as PostgREST returns them.
 */

export interface Column {
  name: string
  type: string
}

export interface TableInfo {
  schema: string
  name: string
  columns: Column[]
  primaryKey: string[]
}

export interface Statement {
  text: string
  values: unknown[]
}

export function quoteIdent(name: string): string {
  if (name.includes('\0')) throw unsupported('Identifiers cannot contain NUL characters')
  return `"${name.replace(/"/g, '""')}"`
}

export function tableSql(table: Pick<TableInfo, 'schema' | 'name'>): string {
  return `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`
}

export class Params {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

export function fieldSql(field: Field, alias: string, params: Params): string {
  let sql = `${quoteIdent(alias)}.${quoteIdent(field.name)}`
  for (const step of field.path) {
    // Digits index arrays (PostgREST's `arr->0`); other keys, and indexes too long to be one, are bound as text.
    const index = /^-?\d{1,9}$/.test(step.key) ? Number(step.key) : undefined
    sql += index !== undefined ? `${step.op}${index}` : `${step.op}${params.add(step.key)}::text`
  }
  return sql
}

const COMPARISON: Record<string, string> = {
  eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', like: 'like', ilike: 'ilike',
  match: '~', imatch: '~*', isdistinct: 'is distinct from', cs: '@>', cd: '<@', ov: '&&',
}

const IS_VALUES: Record<string, string> = {
  null: 'is null', not_null: 'is not null', true: 'is true', false: 'is false', unknown: 'is unknown',
}

function filterSql(filter: Filter, alias: string, params: Params): string {
  const left = fieldSql(filter.field, alias, params)
  let sql: string
  if (filter.op === 'in') {
    const list = filter.value as string[]
    sql = list.length === 0 ? 'false' : `${left} in (${list.map((v) => params.add(v)).join(', ')})`
  } else if (filter.op === 'is') {
    const name = (filter.value as string).toLowerCase()
    const keyword = Object.hasOwn(IS_VALUES, name) ? IS_VALUES[name] : undefined
    if (!keyword) throw unsupported(`"is.${filter.value as string}" is not valid; use null, not_null, true, false or unknown`)
    sql = `${left} ${keyword}`
  } else {
    let value = filter.value as string
    // PostgREST accepts * as the like wildcard because % is awkward in URLs.
    if (filter.op === 'like' || filter.op === 'ilike') value = value.replace(/\*/g, '%')
    sql = `${left} ${COMPARISON[filter.op]} ${params.add(value)}`
  }
  return filter.negate ? `not (${sql})` : sql
}

export function conditionSql(condition: Condition, alias: string, params: Params): string {
  if (condition.kind === 'filter') return filterSql(condition, alias, params)
  const parts = condition.children.map((c) => conditionSql(c, alias, params))
  const joined = parts.length === 0 ? 'true' : `(${parts.join(` ${condition.op} `)})`
  return condition.negate ? `not ${joined}` : joined
}

export function whereSql(where: Condition[], alias: string, params: Params): string {
  return where.length ? ` where ${where.map((c) => conditionSql(c, alias, params)).join(' and ')}` : ''
}

export function selectListSql(items: SelectItem[], alias: string, params: Params): string {
  return items
    .map((item) => {
      if (item.star) return `${quoteIdent(alias)}.*`
      const base = fieldSql(item.field, alias, params)
      const expr = item.cast ? `(${base})::${item.cast}` : base
      const name = item.alias ?? (item.field.path.length ? item.field.path[item.field.path.length - 1].key : item.field.name)
      return `${expr} as ${quoteIdent(name)}`
    })
    .join(', ')
}

export function orderSql(terms: OrderTerm[], alias: string, params: Params): string {
  if (terms.length === 0) return ''
  const parts = terms.map((t) => {
    let sql = fieldSql(t.field, alias, params)
    if (t.direction) sql += ` ${t.direction}`
    if (t.nulls) sql += ` nulls ${t.nulls}`
    return sql
  })
  return ` order by ${parts.join(', ')}`
}

export interface Shaping {
  query: Query
  /** Wraps the result rows in `count(*) over the filtered source` (Prefer: count=exact). */
  count: boolean
  /** Hosted PostgREST's max_rows: caps every response. */
  maxRows?: number
}

/** The final SELECT that turns `source` rows (aliased as `alias`) into the response body. */
export function shapeRows(prefix: string, source: string, alias: string, params: Params, shaping: Shaping, totalFrom?: string): string {
  const { query } = shaping
  const limit = shaping.maxRows === undefined ? query.limit : Math.min(query.limit ?? shaping.maxRows, shaping.maxRows)
  const where = whereSql(query.where, alias, params)
  const select = selectListSql(query.select, alias, params)
  const order = orderSql(query.order, alias, params)
  const page =
    (limit !== undefined ? ` limit ${params.add(limit)}` : '') + (query.offset ? ` offset ${params.add(query.offset)}` : '')
  const total = shaping.count
    ? `, (select count(*) from ${totalFrom ?? source} as ${quoteIdent(alias)}${where}) as total_count`
    : ''
  return (
    `${prefix}_pgrst_page as (select ${select} from ${source} as ${quoteIdent(alias)}${where}${order}${page}) ` +
    `select coalesce(json_agg(_pgrst_page), '[]')::text as body, count(*) as page_count, ` +
    `json_agg(_pgrst_page) ->> 0 as first_row${total} from _pgrst_page`
  )
}

export function buildRead(table: TableInfo, shaping: Shaping): Statement {
  const params = new Params()
  return { text: shapeRows('with ', tableSql(table), table.name, params, shaping), values: params.values }
}

export interface WriteOptions {
  /** Build the JSON body of the affected rows (return=representation); else only count them. */
  representation: boolean
  shaping: Shaping
}

/** The affected rows come from a data-modifying CTE; only filters on them are not allowed here. */
function finishWrite(write: string, table: TableInfo, params: Params, options: WriteOptions): string {
  const prefix = `with _pgrst_write as (${write}), `
  if (!options.representation) {
    // No RETURNING of columns: like PostgREST's minimal mode, SELECT policies are not involved.
    return `${prefix}_pgrst_page as (select 1 from _pgrst_write) select null as body, count(*) as page_count, null as first_row from _pgrst_page`
  }
  // Filters already chose the rows to change; only the select list and an insert's order shape the output.
  const query = { ...options.shaping.query, where: [], limit: undefined, offset: undefined }
  const shaping = { ...options.shaping, query, count: false, maxRows: undefined }
  return shapeRows(prefix, '_pgrst_write', table.name, params, shaping)
}

function recordColumn(table: TableInfo, param: string, column: string): string {
  return `(json_populate_record(null::${tableSql(table)}, ${param}::json)).${quoteIdent(column)}`
}

export interface InsertOptions extends WriteOptions {
  rows: Record<string, unknown>[]
  columns: string[]
  /** Keys missing from a row: DEFAULT (true) or NULL. */
  missingDefault: boolean
  resolution?: 'merge-duplicates' | 'ignore-duplicates'
  onConflict?: string[]
}

export function buildInsert(table: TableInfo, options: InsertOptions): Statement {
  const params = new Params()
  const target = `${tableSql(table)} as ${quoteIdent(table.name)}`
  const returning = options.representation ? ` returning ${quoteIdent(table.name)}.*` : ' returning 1'
  let insert: string
  if (options.columns.length === 0) {
    if (options.rows.length !== 1) throw unsupported('Inserting several rows without any columns is not supported')
    insert = `insert into ${target} default values`
  } else {
    const values = options.rows.map((row) => {
      const param = params.add(JSON.stringify(row))
      const cells = options.columns.map((c) =>
        Object.hasOwn(row, c) ? recordColumn(table, param, c) : options.missingDefault ? 'default' : 'null',
      )
      return `(${cells.join(', ')})`
    })
    insert = `insert into ${target} (${options.columns.map(quoteIdent).join(', ')}) values ${values.join(', ')}`
  }
  if (options.resolution) {
    const conflict = options.onConflict ?? table.primaryKey
    if (conflict.length === 0) throw unsupported(`Upsert into "${table.name}" needs on_conflict: the table has no primary key`)
    const updates = options.columns.map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`)
    const action =
      options.resolution === 'ignore-duplicates' || updates.length === 0 ? 'do nothing' : `do update set ${updates.join(', ')}`
    insert += ` on conflict (${conflict.map(quoteIdent).join(', ')}) ${action}`
  }
  return { text: finishWrite(insert + returning, table, params, options), values: params.values }
}

export function buildUpdate(table: TableInfo, patch: Record<string, unknown>, options: WriteOptions): Statement {
  const params = new Params()
  const columns = Object.keys(patch)
  const param = params.add(JSON.stringify(patch))
  const sets = columns.map((c) => `${quoteIdent(c)} = ${recordColumn(table, param, c)}`)
  const where = whereSql(options.shaping.query.where, table.name, params)
  const returning = options.representation ? ` returning ${quoteIdent(table.name)}.*` : ' returning 1'
  const update = `update ${tableSql(table)} as ${quoteIdent(table.name)} set ${sets.join(', ')}${where}${returning}`
  return { text: finishWrite(update, table, params, options), values: params.values }
}

export function buildDelete(table: TableInfo, options: WriteOptions): Statement {
  const params = new Params()
  const where = whereSql(options.shaping.query.where, table.name, params)
  const returning = options.representation ? ` returning ${quoteIdent(table.name)}.*` : ' returning 1'
  const del = `delete from ${tableSql(table)} as ${quoteIdent(table.name)}${where}${returning}`
  return { text: finishWrite(del, table, params, options), values: params.values }
}
