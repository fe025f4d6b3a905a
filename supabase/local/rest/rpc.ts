import type pg from 'pg'
import { RestError, unsupported } from './errors.ts'
import type { Query } from './parse.ts'
import { EXPOSED_SCHEMA } from './schema.ts'
import { Params, quoteIdent, tableSql, type Shaping, type Statement, shapeRows } from './sql.ts'

/** A function in the exposed schema, as /rest/v1/rpc/<name> sees it. */
export interface FunctionInfo {
  name: string
  args: { name: string; type: string; hasDefault: boolean }[]
  returnsSet: boolean
  returns: 'void' | 'scalar' | 'composite'
  /** One unnamed json/jsonb argument: it receives the whole request body. */
  takesBody: boolean
}

interface Row {
  returns_set: boolean
  returns: FunctionInfo['returns']
  n_defaults: number
  args: { name: string | null; type: string; mode: string | null }[]
}

export async function loadFunctions(client: pg.PoolClient, name: string): Promise<FunctionInfo[]> {
  const { rows } = await client.query<Row>(
    `select p.proretset as returns_set,
            case when p.prorettype = 'void'::regtype then 'void'
                 when t.typtype = 'c' or p.prorettype = 'record'::regtype then 'composite'
                 else 'scalar' end as returns,
            p.pronargdefaults as n_defaults,
            coalesce((select json_agg(json_build_object('name', x.name, 'type', format_type(x.type, null), 'mode', x.mode) order by x.ord)
                        from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]), p.proargnames, p.proargmodes)
                             with ordinality as x(type, name, mode, ord)), '[]') as args
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type t on t.oid = p.prorettype
      where n.nspname = $1 and p.proname = $2 and p.prokind = 'f'`,
    [EXPOSED_SCHEMA, name],
  )
  return rows.map((row) => {
    const inputs = row.args.filter((a) => a.mode === null || a.mode === 'i' || a.mode === 'b' || a.mode === 'v')
    const firstDefault = inputs.length - row.n_defaults
    return {
      name,
      returnsSet: row.returns_set,
      returns: row.returns,
      args: inputs.map((a, i) => ({ name: a.name ?? '', type: a.type, hasDefault: i >= firstDefault })),
      takesBody: inputs.length === 1 && !inputs[0].name && (inputs[0].type === 'json' || inputs[0].type === 'jsonb'),
    }
  })
}

/** PostgREST's overload choice: every given key is an argument and every argument without a default is given. */
export function pickFunction(candidates: FunctionInfo[], name: string, keys: string[]): FunctionInfo {
  const match = candidates.find((fn) => {
    if (fn.takesBody) return true
    const names = new Set(fn.args.map((a) => a.name))
    return keys.every((k) => names.has(k)) && fn.args.every((a) => a.hasDefault || keys.includes(a.name))
  })
  if (match) return match
  const signature = keys.length ? `(${[...keys].sort().join(', ')})` : ' without parameters'
  throw new RestError(
    404,
    'PGRST202',
    `Could not find the function ${EXPOSED_SCHEMA}.${name}${signature} in the schema cache`,
    `Searched for the function ${EXPOSED_SCHEMA}.${name}${keys.length ? ` with parameters ${[...keys].sort().join(', ')}` : ' without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    null,
  )
}

/** Calls the function with named arguments converted by json_to_record, as PostgREST does. */
export function buildRpc(fn: FunctionInfo, args: Record<string, unknown>, shaping: Shaping): Statement {
  const params = new Params()
  const target = tableSql({ schema: EXPOSED_SCHEMA, name: fn.name })
  let argsSource = '(select 1) as _pgrst_args'
  let call: string
  if (fn.takesBody) {
    call = `${target}(${params.add(JSON.stringify(args))}::${fn.args[0].type})`
  } else {
    const given = fn.args.filter((a) => Object.hasOwn(args, a.name))
    if (given.length) {
      const columns = given.map((a) => `${quoteIdent(a.name)} ${a.type}`).join(', ')
      argsSource = `json_to_record(${params.add(JSON.stringify(args))}::json) as _pgrst_args(${columns})`
    }
    call = `${target}(${given.map((a) => `${quoteIdent(a.name)} := _pgrst_args.${quoteIdent(a.name)}`).join(', ')})`
  }

  const hasShaping = (q: Query) => q.where.length > 0 || q.order.length > 0 || q.limit !== undefined || q.offset !== undefined
  if (fn.returnsSet && fn.returns === 'composite') {
    const prefix = `with _pgrst_call as (select _pgrst_row.* from ${argsSource}, lateral ${call} as _pgrst_row), `
    return { text: shapeRows(prefix, '_pgrst_call', fn.name, params, shaping), values: params.values }
  }
  if (hasShaping(shaping.query) || shaping.query.select.some((s) => !s.star)) {
    throw unsupported(`Filters, select, order and limits on the result of ${fn.name} are only supported for functions returning a set of rows`)
  }
  if (fn.returnsSet) {
    return {
      text: `select coalesce(json_agg(_pgrst_row), '[]')::text as body, count(*) as page_count, json_agg(_pgrst_row) ->> 0 as first_row from ${argsSource}, lateral ${call} as _pgrst_row`,
      values: params.values,
    }
  }
  if (fn.returns === 'void') {
    return { text: `select ${call}, null as body, 1 as page_count, null as first_row from ${argsSource}`, values: params.values }
  }
  return {
    text: `select _pgrst_result::text as body, 1 as page_count, _pgrst_result::text as first_row from (select to_json(${call}) as _pgrst_result from ${argsSource}) as _pgrst_call`,
    values: params.values,
  }
}
