import { RestError, unsupported } from './errors.ts'

/**
 * The PostgREST URL grammar subset the stand-in understands (wire contract §3.1), parsed into a
 * small AST. Anything outside it is a PGRST100 400 that names the unsupported part.
 */

export interface JsonStep {
  op: '->' | '->>'
  key: string
}

export interface Field {
  name: string
  path: JsonStep[]
}

export type SelectItem = { star: true } | { star: false; field: Field; alias?: string; cast?: string }

export const FILTER_OPS = [
  'eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'in', 'is', 'isdistinct', 'cs', 'cd', 'ov',
] as const
export type FilterOp = (typeof FILTER_OPS)[number]

export interface Filter {
  kind: 'filter'
  field: Field
  op: FilterOp
  negate: boolean
  /** A list for `in`, else the raw text. */
  value: string | string[]
}

export interface Logic {
  kind: 'logic'
  op: 'and' | 'or'
  negate: boolean
  children: Condition[]
}

export type Condition = Filter | Logic

export interface OrderTerm {
  field: Field
  direction?: 'asc' | 'desc'
  nulls?: 'first' | 'last'
}

export interface Query {
  select: SelectItem[]
  where: Condition[]
  order: OrderTerm[]
  limit?: number
  offset?: number
  onConflict?: string[]
  columns?: string[]
}

const IDENT = /^[\p{L}\p{N}_$]+$/u

/** Splits on commas outside parentheses and quoted values (backslash escapes inside quotes). */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let current = ''
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      current += c
      if (c === '\\' && i + 1 < text.length) current += text[++i]
      else if (c === '"') quoted = false
      continue
    }
    // A quote opens a quoted value only where a value starts (postgrest-js leaves `a"b` unquoted).
    const before = current.trimEnd().slice(-1)
    if (c === '"' && (before === '' || before === '.' || before === '(')) quoted = true
    else if (c === '(') depth++
    else if (c === ')') depth--
    if (c === ',' && depth === 0) {
      parts.push(current)
      current = ''
    } else current += c
    if (depth < 0) throw unsupported(`Unbalanced parentheses in "${text}"`)
  }
  if (quoted || depth !== 0) throw unsupported(`Unbalanced quotes or parentheses in "${text}"`)
  parts.push(current)
  return parts
}

/** `"a \"b\""` → `a "b"`; unquoted text is returned as is. */
export function unquote(text: string): string {
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    return text.slice(1, -1).replace(/\\(.)/g, '$1')
  }
  return text
}

function parseName(text: string, what: string): string {
  const name = text.startsWith('"') ? unquote(text) : text
  if (name === '' || (!text.startsWith('"') && !IDENT.test(name))) {
    throw unsupported(`"${text}" is not a ${what} name the local stack understands`)
  }
  return name
}

/** `col`, `"my col"`, `data->a->>b`, `arr->0`. */
export function parseField(text: string): Field {
  const trimmed = text.trim()
  if (trimmed.includes('(') || trimmed.includes('!')) {
    throw unsupported(`Embedded resources and aggregates are not supported by the local stack: "${trimmed}"`)
  }
  const pieces = trimmed.split(/(->>|->)/)
  const name = parseName(pieces[0], 'column')
  const path: JsonStep[] = []
  for (let i = 1; i < pieces.length; i += 2) {
    path.push({ op: pieces[i] as JsonStep['op'], key: parseName(pieces[i + 1] ?? '', 'JSON key') })
  }
  return { name, path }
}

/**
 * PostgREST's cast grammar: one type name of letters and digits, no spaces or punctuation (so
 * `double precision` is out, as on hosted). sql.ts inlines it, so this check is what keeps client
 * text out of SQL; Postgres itself answers an unknown name with 42704 (400).
 */
const CAST = /^[A-Za-z_][A-Za-z0-9_]*(\[\])?$/

export function parseSelect(text: string | null): SelectItem[] {
  if (text === null || text.trim() === '') return [{ star: true }]
  return splitTopLevel(text).map((raw): SelectItem => {
    const item = raw.trim()
    if (item === '*') return { star: true }
    if (item.startsWith('...')) throw unsupported(`Spread embeds are not supported by the local stack: "${item}"`)
    // alias:field::cast — the alias colon is a single ':' not followed by another.
    const aliasMatch = /^("(?:[^"\\]|\\.)*"|[^:"]+):(?!:)(.*)$/.exec(item)
    const alias = aliasMatch ? parseName(aliasMatch[1].trim(), 'alias') : undefined
    const rest = aliasMatch ? aliasMatch[2] : item
    const castAt = rest.lastIndexOf('::')
    let cast: string | undefined
    let fieldText = rest
    if (castAt >= 0) {
      cast = rest.slice(castAt + 2)
      fieldText = rest.slice(0, castAt)
      if (!CAST.test(cast)) throw unsupported(`"${cast}" is not a type cast the local stack understands`)
    }
    if (fieldText.trim() === '*') throw unsupported(`"${item}" cannot rename or cast "*"`)
    return { star: false, field: parseField(fieldText), alias, cast }
  })
}

function parseList(text: string): string[] {
  if (!text.startsWith('(') || !text.endsWith(')')) throw unsupported(`"in" expects a list like (a,b), got "${text}"`)
  const inner = text.slice(1, -1)
  if (inner.trim() === '') return []
  return splitTopLevel(inner).map((v) => unquote(v.trim()))
}

/** `[not.]op.value` (the right-hand side of a filter). */
export function parseOperation(text: string, field: Field, inLogic: boolean): Filter {
  let rest = text
  let negate = false
  if (rest.startsWith('not.')) {
    negate = true
    rest = rest.slice(4)
  }
  const dot = rest.indexOf('.')
  const op = dot < 0 ? rest : rest.slice(0, dot)
  if (!(FILTER_OPS as readonly string[]).includes(op)) {
    throw unsupported(
      `The filter operator "${op}" is not supported by the local stack`,
      `Supported: ${FILTER_OPS.join(', ')} (each may be prefixed with not.)`,
    )
  }
  if (dot < 0) throw unsupported(`The filter "${text}" has no value`)
  const raw = rest.slice(dot + 1)
  const value = op === 'in' ? parseList(raw) : inLogic ? unquote(raw) : raw
  return { kind: 'filter', field, op: op as FilterOp, negate, value }
}

/** The inside of `or=(...)` / `and(...)`: `a.eq.1,and(b.gt.2,c.is.null)`. */
export function parseLogic(op: 'and' | 'or', negate: boolean, text: string): Logic {
  if (!text.startsWith('(') || !text.endsWith(')')) {
    throw unsupported(`"${op}" expects a parenthesised list of conditions, got "${text}"`)
  }
  const children = splitTopLevel(text.slice(1, -1)).map((raw): Condition => {
    const item = raw.trim()
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item)
    if (nested) return parseLogic(nested[2] as 'and' | 'or', Boolean(nested[1]), nested[3])
    const dot = item.indexOf('.')
    if (dot < 0) throw unsupported(`"${item}" is not a condition like column.op.value`)
    return parseOperation(item.slice(dot + 1), parseField(item.slice(0, dot)), true)
  })
  return { kind: 'logic', op, negate, children }
}

export function parseOrder(text: string | null): OrderTerm[] {
  if (text === null || text.trim() === '') return []
  return splitTopLevel(text).map((raw) => {
    const parts = raw.trim().split('.')
    const term: OrderTerm = { field: parseField(parts[0]) }
    for (const modifier of parts.slice(1)) {
      if (modifier === 'asc' || modifier === 'desc') term.direction = modifier
      else if (modifier === 'nullsfirst') term.nulls = 'first'
      else if (modifier === 'nullslast') term.nulls = 'last'
      else throw unsupported(`"${modifier}" is not an order modifier (asc, desc, nullsfirst, nullslast)`)
    }
    return term
  })
}

function parseCount(name: string, text: string | null): number | undefined {
  if (text === null) return undefined
  if (!/^\d+$/.test(text)) throw unsupported(`"${name}=${text}" is not a non-negative integer`)
  return Number(text)
}

function parseNameList(text: string | null): string[] | undefined {
  if (text === null) return undefined
  return splitTopLevel(text).map((n) => parseName(n.trim(), 'column'))
}

/** Query parameters that are not filters. `apikey` is the gateway's. */
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'apikey'])

/**
 * Parses a request's query string. `argNames` (rpc over GET) are function arguments, not filters.
 */
export function parseQuery(params: URLSearchParams, argNames: ReadonlySet<string> = new Set()): Query {
  const where: Condition[] = []
  for (const [key, value] of params) {
    if (RESERVED.has(key) || argNames.has(key)) continue
    const logic = /^(not\.)?(and|or)$/.exec(key)
    if (logic) {
      where.push(parseLogic(logic[2] as 'and' | 'or', Boolean(logic[1]), value))
      continue
    }
    if (key.includes('.')) {
      throw unsupported(`Filters, ordering and limits on embedded resources ("${key}") are not supported by the local stack`)
    }
    where.push(parseOperation(value, parseField(key), false))
  }
  for (const key of ['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']) {
    if (params.getAll(key).length > 1) throw unsupported(`"${key}" may appear only once`)
  }
  return {
    select: parseSelect(params.get('select')),
    where,
    order: parseOrder(params.get('order')),
    limit: parseCount('limit', params.get('limit')),
    offset: parseCount('offset', params.get('offset')),
    onConflict: parseNameList(params.get('on_conflict')),
    columns: parseNameList(params.get('columns')),
  }
}

export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only'
  count?: 'exact' | 'planned' | 'estimated'
  resolution?: 'merge-duplicates' | 'ignore-duplicates'
  missingDefault: boolean
  /** What PostgREST echoes in Preference-Applied. */
  applied: string[]
}

/** `Prefer` split on commas (postgrest-js joins with ", "; rpc HEAD uses "," alone); unknown values are ignored as PostgREST's lenient handling does. */
export function parsePrefer(header: string | string[] | undefined): Preferences {
  const values = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
  const prefs: Preferences = { return: 'minimal', missingDefault: false, applied: [] }
  for (const value of values) {
    const [key, setting] = value.split('=').map((s) => s.trim())
    if (key === 'return' && (setting === 'minimal' || setting === 'representation' || setting === 'headers-only')) {
      prefs.return = setting
    } else if (key === 'count' && (setting === 'exact' || setting === 'planned' || setting === 'estimated')) {
      prefs.count = setting
    } else if (key === 'resolution' && (setting === 'merge-duplicates' || setting === 'ignore-duplicates')) {
      prefs.resolution = setting
    } else if (key === 'missing' && setting === 'default') {
      prefs.missingDefault = true
    } else continue
    prefs.applied.push(`${key}=${setting}`)
  }
  return prefs
}

export type Accept = 'array' | 'object'

/** JSON arrays by default; `application/vnd.pgrst.object+json` asks for exactly one row. */
export function parseAccept(header: string | undefined): Accept {
  if (!header || header.trim() === '') return 'array'
  const types = header.split(',').map((t) => t.split(';')[0].trim().toLowerCase())
  if (types.includes('application/vnd.pgrst.object+json') || types.includes('application/vnd.pgrst.object')) {
    return 'object'
  }
  if (types.some((t) => t === 'application/json' || t === '*/*' || t === 'application/*')) return 'array'
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${header}`)
}
