import { describe, expect, it } from 'vitest'
import { parseQuery } from './parse.ts'
import { buildDelete, buildInsert, buildRead, buildUpdate, quoteIdent, type TableInfo } from './sql.ts'

const todos: TableInfo = {
  schema: 'public',
  name: 'todos',
  columns: [
    { name: 'id', type: 'bigint' },
    { name: 'title', type: 'text' },
  ],
  primaryKey: ['id'],
}
const q = (qs: string) => parseQuery(new URLSearchParams(qs))

describe('quoteIdent', () => {
  it('doubles embedded quotes so a name can never end the identifier', () => {
    expect(quoteIdent('a"b')).toBe('"a""b"')
    expect(quoteIdent('x"; drop table t; --')).toBe('"x""; drop table t; --"')
  })
})

describe('buildRead', () => {
  it('binds every value and quotes every identifier', () => {
    const statement = buildRead(todos, { query: q("select=id,title&title=eq.x'); drop table todos; --&id=in.(1,2)"), count: false })
    expect(statement.values).toEqual(["x'); drop table todos; --", '1', '2'])
    expect(statement.text).toContain('select "todos"."id" as "id", "todos"."title" as "title" from "public"."todos" as "todos"')
    expect(statement.text).toContain('where "todos"."title" = $1 and "todos"."id" in ($2, $3)')
    expect(statement.text).not.toContain('drop table')
  })

  it('turns like wildcards and is/not into SQL', () => {
    const statement = buildRead(todos, { query: q('title=like.*cat*&id=not.is.null'), count: false })
    expect(statement.values).toEqual(['%cat%'])
    expect(statement.text).toContain('"todos"."title" like $1 and not ("todos"."id" is null)')
  })

  it('builds or-trees, order, paging and the total count', () => {
    const statement = buildRead(todos, {
      query: q('or=(id.eq.1,title.eq.b)&order=id.desc.nullslast&limit=5&offset=10'),
      count: true,
      maxRows: 1000,
    })
    expect(statement.text).toContain('where ("todos"."id" = $1 or "todos"."title" = $2)')
    expect(statement.text).toContain('order by "todos"."id" desc nulls last limit $3 offset $4')
    expect(statement.text).toContain('(select count(*) from "public"."todos" as "todos" where ("todos"."id" = $1 or "todos"."title" = $2)) as total_count')
    expect(statement.values).toEqual(['1', 'b', 5, 10])
  })

  it('caps every page at max_rows like hosted PostgREST', () => {
    expect(buildRead(todos, { query: q(''), count: false, maxRows: 1000 }).values).toEqual([1000])
    expect(buildRead(todos, { query: q('limit=5000'), count: false, maxRows: 1000 }).values).toEqual([1000])
  })

  it('binds JSON path keys instead of inlining them', () => {
    const statement = buildRead(todos, { query: q(`select=x:data->>"na'me"&data->0=eq.1`), count: false })
    // The WHERE clause is built first, so its value is $1.
    expect(statement.text).toContain(`"todos"."data"->>$2::text as "x"`)
    expect(statement.text).toContain(`"todos"."data"->0 = $1`)
    expect(statement.values).toEqual(['1', "na'me"])
  })

  it('inlines only short array indexes; a longer run of digits is bound as a key', () => {
    const statement = buildRead(todos, { query: q('select=data->99999999999999999999,data->3'), count: false })
    expect(statement.text).toContain(`"todos"."data"->$1::text as "99999999999999999999"`)
    expect(statement.text).toContain(`"todos"."data"->3 as "3"`)
    expect(statement.values).toEqual(['99999999999999999999'])
  })

  it('refuses an unknown is value', () => {
    expect(() => buildRead(todos, { query: q('id=is.maybe'), count: false })).toThrow('is.maybe')
    // Names inherited by every object are not keywords either.
    expect(() => buildRead(todos, { query: q('id=is.constructor'), count: false })).toThrow('is.constructor')
    expect(() => buildRead(todos, { query: q('id=is.__proto__'), count: false })).toThrow('is.__proto__')
  })
})

describe('writes', () => {
  const shaping = { query: q(''), count: false }

  it('inserts through json_populate_record with one bound JSON document per row', () => {
    const statement = buildInsert(todos, {
      rows: [{ title: "it's" }, { id: 2 }],
      columns: ['id', 'title'],
      missingDefault: false,
      representation: false,
      shaping,
    })
    expect(statement.values).toEqual([JSON.stringify({ title: "it's" }), JSON.stringify({ id: 2 })])
    expect(statement.text).toContain(
      'insert into "public"."todos" as "todos" ("id", "title") values (null, (json_populate_record(null::"public"."todos", $1::json))."title"), ((json_populate_record(null::"public"."todos", $2::json))."id", null) returning 1',
    )
  })

  it('uses DEFAULT for missing keys with missing=default, and upserts on the primary key', () => {
    const statement = buildInsert(todos, {
      rows: [{ title: 'a' }],
      columns: ['id', 'title'],
      missingDefault: true,
      resolution: 'merge-duplicates',
      representation: true,
      shaping,
    })
    expect(statement.text).toContain('values (default, ')
    expect(statement.text).toContain('on conflict ("id") do update set "id" = excluded."id", "title" = excluded."title" returning "todos".*')
  })

  it('ignores duplicates with DO NOTHING on the given conflict target', () => {
    const statement = buildInsert(todos, {
      rows: [{ title: 'a' }],
      columns: ['title'],
      missingDefault: false,
      resolution: 'ignore-duplicates',
      onConflict: ['title'],
      representation: false,
      shaping,
    })
    expect(statement.text).toContain('on conflict ("title") do nothing')
  })

  it('updates and deletes only the filtered rows', () => {
    const update = buildUpdate(todos, { title: 'b' }, { representation: false, shaping: { query: q('id=eq.3'), count: false } })
    expect(update.text).toContain('update "public"."todos" as "todos" set "title" = (json_populate_record(null::"public"."todos", $1::json))."title" where "todos"."id" = $2 returning 1')
    expect(update.values).toEqual([JSON.stringify({ title: 'b' }), '3'])
    const del = buildDelete(todos, { representation: true, shaping: { query: q('id=eq.3&select=id'), count: false } })
    expect(del.text).toContain('delete from "public"."todos" as "todos" where "todos"."id" = $1 returning "todos".*')
    expect(del.text).toContain('select "todos"."id" as "id" from _pgrst_write as "todos"')
  })
})
