import { describe, expect, it } from 'vitest'
import { RestError } from './errors.ts'
import { parseAccept, parsePrefer, parseQuery, parseSelect, splitTopLevel } from './parse.ts'

const query = (qs: string) => parseQuery(new URLSearchParams(qs))

function expectUnsupported(fn: () => unknown, fragment: string) {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(RestError)
    expect((error as RestError).status).toBe(400)
    expect((error as RestError).code).toBe('PGRST100')
    expect((error as RestError).message).toContain(fragment)
    return
  }
  throw new Error('expected a PGRST100 error')
}

describe('select', () => {
  it('defaults to * and reads plain columns', () => {
    expect(parseSelect(null)).toEqual([{ star: true }])
    expect(parseSelect('id,title')).toEqual([
      { star: false, field: { name: 'id', path: [] }, alias: undefined, cast: undefined },
      { star: false, field: { name: 'title', path: [] }, alias: undefined, cast: undefined },
    ])
  })

  it('reads renames, casts, quoted names and JSON paths', () => {
    expect(parseSelect('label:title::text,"my col",data->a->>b')).toEqual([
      { star: false, field: { name: 'title', path: [] }, alias: 'label', cast: 'text' },
      { star: false, field: { name: 'my col', path: [] }, alias: undefined, cast: undefined },
      {
        star: false,
        field: { name: 'data', path: [{ op: '->', key: 'a' }, { op: '->>', key: 'b' }] },
        alias: undefined,
        cast: undefined,
      },
    ])
  })

  it('refuses embedded resources, spreads and odd casts with a clear message', () => {
    expectUnsupported(() => parseSelect('id,author(name)'), 'Embedded resources')
    expectUnsupported(() => parseSelect('...author(name)'), 'Spread')
    expectUnsupported(() => parseSelect('id::text;drop table x'), 'type cast')
    expectUnsupported(() => parseSelect('a b'), 'column name')
  })

  it('takes only a single type name as a cast, as PostgREST does', () => {
    expectUnsupported(() => parseSelect('usename::text as x from pg_user customers union all select current_user'), 'type cast')
    expectUnsupported(() => parseSelect('id::double precision'), 'type cast')
    expectUnsupported(() => parseSelect('id:: text'), 'type cast')
    expect(parseSelect('id::int4[]')).toMatchObject([{ cast: 'int4[]' }])
  })
})

describe('filters', () => {
  it('reads operators, negation and repeated keys', () => {
    const q = query('n=gt.1&n=lt.9&name=not.eq.x&d=is.null')
    expect(q.where).toEqual([
      { kind: 'filter', field: { name: 'n', path: [] }, op: 'gt', negate: false, value: '1' },
      { kind: 'filter', field: { name: 'n', path: [] }, op: 'lt', negate: false, value: '9' },
      { kind: 'filter', field: { name: 'name', path: [] }, op: 'eq', negate: true, value: 'x' },
      { kind: 'filter', field: { name: 'd', path: [] }, op: 'is', negate: false, value: 'null' },
    ])
  })

  it('keeps everything after the operator as the value, dots included', () => {
    expect(query('email=eq.a.b@c.d').where[0]).toMatchObject({ op: 'eq', value: 'a.b@c.d' })
  })

  it('reads in-lists with quoted values as postgrest-js writes them', () => {
    expect(query('s=in.(x,"y,z","q\\"t")').where[0]).toMatchObject({ op: 'in', value: ['x', 'y,z', 'q"t'] })
    expect(query('s=in.()').where[0]).toMatchObject({ op: 'in', value: [] })
  })

  it('reads nested or/and trees with quoted values', () => {
    const q = query('or=(a.eq.1,and(b.gt.2,c.not.is.null),d.in.(1,2),e.eq."x,y")')
    expect(q.where).toEqual([
      {
        kind: 'logic',
        op: 'or',
        negate: false,
        children: [
          { kind: 'filter', field: { name: 'a', path: [] }, op: 'eq', negate: false, value: '1' },
          {
            kind: 'logic',
            op: 'and',
            negate: false,
            children: [
              { kind: 'filter', field: { name: 'b', path: [] }, op: 'gt', negate: false, value: '2' },
              { kind: 'filter', field: { name: 'c', path: [] }, op: 'is', negate: true, value: 'null' },
            ],
          },
          { kind: 'filter', field: { name: 'd', path: [] }, op: 'in', negate: false, value: ['1', '2'] },
          { kind: 'filter', field: { name: 'e', path: [] }, op: 'eq', negate: false, value: 'x,y' },
        ],
      },
    ])
    expect(query('not.and=(a.eq.1)').where[0]).toMatchObject({ kind: 'logic', op: 'and', negate: true })
  })

  it('names what is unsupported', () => {
    expectUnsupported(() => query('title=fts.cat'), 'The filter operator "fts"')
    expectUnsupported(() => query('id=eq(any).{1,2}'), 'eq(any)')
    expectUnsupported(() => query('author.name=eq.x'), 'embedded resources')
    expectUnsupported(() => query('or=a.eq.1'), 'parenthesised')
    expectUnsupported(() => query('id=eq'), 'has no value')
    expectUnsupported(() => query('or=(a.eq.1'), 'parenthesised')
    expectUnsupported(() => query('or=(a.in.(1,2)'), 'Unbalanced')
  })

  it('ignores the apikey parameter the gateway reads', () => {
    expect(query('apikey=abc&id=eq.1').where).toHaveLength(1)
  })
})

describe('order, limit, offset, columns', () => {
  it('reads order terms with directions and null placement', () => {
    expect(query('order=created_at.desc.nullslast,id').order).toEqual([
      { field: { name: 'created_at', path: [] }, direction: 'desc', nulls: 'last' },
      { field: { name: 'id', path: [] } },
    ])
    expectUnsupported(() => query('order=id.sideways'), 'order modifier')
  })

  it('reads limit/offset and rejects non-numbers', () => {
    expect(query('limit=10&offset=20')).toMatchObject({ limit: 10, offset: 20 })
    expectUnsupported(() => query('limit=-1'), 'non-negative integer')
    expectUnsupported(() => query('limit=1&limit=2'), 'only once')
  })

  it('reads columns and on_conflict lists, quoted or not', () => {
    expect(query('columns="title","done"&on_conflict=id').columns).toEqual(['title', 'done'])
    expect(query('on_conflict=a,b').onConflict).toEqual(['a', 'b'])
  })
})

describe('headers', () => {
  it('splits Prefer on commas with or without spaces', () => {
    expect(parsePrefer('resolution=merge-duplicates, return=representation')).toMatchObject({
      return: 'representation',
      resolution: 'merge-duplicates',
      missingDefault: false,
    })
    expect(parsePrefer('count=exact,return=minimal')).toMatchObject({ return: 'minimal', count: 'exact' })
    expect(parsePrefer('missing=default, tx=rollback')).toMatchObject({ missingDefault: true, applied: ['missing=default'] })
    expect(parsePrefer(undefined)).toEqual({ return: 'minimal', missingDefault: false, applied: [] })
  })

  it('reads Accept for single objects and refuses other media types with 406', () => {
    expect(parseAccept(undefined)).toBe('array')
    expect(parseAccept('application/vnd.pgrst.object+json')).toBe('object')
    expect(parseAccept('*/*')).toBe('array')
    expect(() => parseAccept('text/csv')).toThrow(expect.objectContaining({ status: 406, code: 'PGRST107' }))
  })

  it('splitTopLevel respects parentheses and quotes', () => {
    expect(splitTopLevel('a,b(c,d),"e,f"')).toEqual(['a', 'b(c,d)', '"e,f"'])
    expect(splitTopLevel('x.eq."a,b",y"z')).toEqual(['x.eq."a,b"', 'y"z'])
  })
})
