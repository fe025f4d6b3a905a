import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { LOCAL_PUBLISHABLE_KEY, signJwt } from '../../supabase/local/keys.ts'
import { createTestClient, startTestStack, type TestStack } from './helpers.ts'

// Reads through /rest/v1 with unmodified supabase-js, against a table this file creates.
let stack: TestStack
let anon: SupabaseClient

beforeAll(async () => {
  stack = await startTestStack()
  anon = createTestClient(stack)
  await stack.pool.query(`
    create table public.words (
      id int primary key,
      word text not null,
      score int,
      tags text[] not null default '{}',
      extra jsonb
    );
    alter table public.words enable row level security;
    create policy "Anyone can read words" on public.words for select to anon, authenticated using (true);
    grant select on public.words to anon, authenticated;
    insert into public.words (id, word, score, tags, extra) values
      (1, 'apple', 5, '{fruit,red}', '{"origin":"kent","size":{"cm":7}}'),
      (2, 'banana', 3, '{fruit}', null),
      (3, 'cherry', null, '{fruit,red}', '{"origin":"kent"}'),
      (4, 'Date, dried', 8, '{}', null),
      (5, 'elder"berry', 1, '{}', null);
  `)
})

afterAll(async () => {
  await stack?.stop()
})

describe('select', () => {
  it('returns only the requested columns', async () => {
    const { data, error, status } = await anon.from('words').select('id, word').eq('id', 1)
    expect(error).toBeNull()
    expect(status).toBe(200)
    expect(data).toEqual([{ id: 1, word: 'apple' }])
  })

  it('returns every column with *, with Postgres JSON types preserved', async () => {
    const { data } = await anon.from('words').select('*').eq('id', 1)
    expect(data).toEqual([{ id: 1, word: 'apple', score: 5, tags: ['fruit', 'red'], extra: { origin: 'kent', size: { cm: 7 } } }])
  })

  it('supports renames, casts and JSON paths', async () => {
    const { data, error } = await anon.from('words').select('label:word, score::text, origin:extra->>origin, cm:extra->size->cm').eq('id', 1)
    expect(error).toBeNull()
    expect(data).toEqual([{ label: 'apple', score: '5', origin: 'kent', cm: 7 }])
  })
})

describe('filters', () => {
  const ids = async (query: PromiseLike<{ data: { id: number }[] | null; error: unknown }>) => {
    const { data, error } = await query
    expect(error).toBeNull()
    return (data ?? []).map((r) => r.id)
  }

  it('compares with eq, neq, gt, gte, lt and lte', async () => {
    const base = () => anon.from('words').select('id').order('id')
    expect(await ids(base().eq('word', 'banana'))).toEqual([2])
    expect(await ids(base().neq('id', 1).lt('id', 4))).toEqual([2, 3])
    expect(await ids(base().gt('score', 3))).toEqual([1, 4])
    expect(await ids(base().gte('score', 3).lte('score', 5))).toEqual([1, 2])
  })

  it('matches patterns with like and ilike', async () => {
    expect(await ids(anon.from('words').select('id').like('word', '%an%'))).toEqual([2])
    expect(await ids(anon.from('words').select('id').ilike('word', 'date%'))).toEqual([4])
  })

  it('handles in-lists whose values contain commas and quotes', async () => {
    const { data } = await anon.from('words').select('id').in('word', ['apple', 'Date, dried', 'elder"berry']).order('id')
    expect(data).toEqual([{ id: 1 }, { id: 4 }, { id: 5 }])
  })

  it('tests null with is and not', async () => {
    expect(await ids(anon.from('words').select('id').is('score', null))).toEqual([3])
    expect(await ids(anon.from('words').select('id').not('extra', 'is', null).order('id'))).toEqual([1, 3])
  })

  it('combines conditions with or, including nested and', async () => {
    const query = anon.from('words').select('id').or('word.eq.apple,and(score.lt.3,id.gt.1)').order('id')
    expect(await ids(query)).toEqual([1, 5])
  })

  it('filters on array containment and JSON fields', async () => {
    expect(await ids(anon.from('words').select('id').contains('tags', ['red']).order('id'))).toEqual([1, 3])
    expect(await ids(anon.from('words').select('id').eq('extra->>origin', 'kent').order('id'))).toEqual([1, 3])
  })

  it('treats filter values as data, never as SQL', async () => {
    const { data, error } = await anon.from('words').select('id').eq('word', "apple' or '1'='1")
    expect(error).toBeNull()
    expect(data).toEqual([])
  })
})

describe('order, range and count', () => {
  it('orders with explicit null placement', async () => {
    const last = await anon.from('words').select('id').order('score', { ascending: false, nullsFirst: false })
    expect(last.data?.map((r) => r.id)).toEqual([4, 1, 2, 5, 3])
    const first = await anon.from('words').select('id').order('score', { ascending: true, nullsFirst: true })
    expect(first.data?.map((r) => r.id)).toEqual([3, 5, 2, 1, 4])
  })

  it('pages with range and reports the exact total (206 for a partial page)', async () => {
    const { data, count, status } = await anon.from('words').select('id', { count: 'exact' }).order('id').range(1, 2)
    expect(data).toEqual([{ id: 2 }, { id: 3 }])
    expect(count).toBe(5)
    expect(status).toBe(206)
  })

  it('counts without rows using HEAD', async () => {
    const { data, count, error, status } = await anon.from('words').select('*', { count: 'exact', head: true }).gt('score', 2)
    expect(error).toBeNull()
    expect(status).toBe(200)
    expect(data).toBeNull()
    expect(count).toBe(3)
  })

  it('sends the Content-Range header PostgREST sends', async () => {
    const response = await fetch(`${stack.apiUrl}/rest/v1/words?select=id&order=id&limit=2`, {
      headers: { apikey: stack.anonKey, Prefer: 'count=exact' },
    })
    expect(response.headers.get('content-range')).toBe('0-1/5')
    const empty = await fetch(`${stack.apiUrl}/rest/v1/words?id=eq.99`, { headers: { apikey: stack.anonKey } })
    expect(empty.headers.get('content-range')).toBe('*/*')
    expect(await empty.json()).toEqual([])
  })

  it('refuses an offset past the end when counting', async () => {
    const { error, status } = await anon.from('words').select('id', { count: 'exact' }).range(10, 12)
    expect(status).toBe(416)
    expect(error?.code).toBe('PGRST103')
  })
})

describe('single and maybeSingle', () => {
  it('returns the object for exactly one row', async () => {
    const { data, error } = await anon.from('words').select('word').eq('id', 2).single()
    expect(error).toBeNull()
    expect(data).toEqual({ word: 'banana' })
  })

  it('answers 406 PGRST116 for no rows', async () => {
    const { data, error, status } = await anon.from('words').select('word').eq('id', 99).single()
    expect(data).toBeNull()
    expect(status).toBe(406)
    expect(error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' })
  })

  it('answers 406 PGRST116 for many rows', async () => {
    const { error, status } = await anon.from('words').select('word').single()
    expect(status).toBe(406)
    expect(error).toMatchObject({ code: 'PGRST116', details: 'The result contains 5 rows' })
  })

  it('maybeSingle gives null for no rows', async () => {
    const { data, error } = await anon.from('words').select('word').eq('id', 99).maybeSingle()
    expect(error).toBeNull()
    expect(data).toBeNull()
  })
})

describe('errors', () => {
  it('answers 400 42703 for an unknown column', async () => {
    const { error, status } = await anon.from('words').select('id, colour')
    expect(status).toBe(400)
    expect(error).toMatchObject({ code: '42703', message: 'column words.colour does not exist' })
  })

  it('answers 404 PGRST205 for an unknown table, with a hint', async () => {
    const { error, status } = await anon.from('wordz').select()
    expect(status).toBe(404)
    expect(error).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.wordz' in the schema cache",
      hint: "Perhaps you meant the table 'public.words'",
    })
  })

  it('answers a clear 400 PGRST100 for syntax outside the subset', async () => {
    const embedded = await anon.from('words').select('id, author(name)')
    expect(embedded.status).toBe(400)
    expect(embedded.error?.code).toBe('PGRST100')
    expect(embedded.error?.message).toContain('Embedded resources')
    const fts = await anon.from('words').select('id').textSearch('word', 'apple')
    expect(fts.status).toBe(400)
    expect(fts.error?.message).toContain('"fts" is not supported by the local stack')
  })

  it('answers 406 PGRST106 for a schema that is not exposed', async () => {
    const { error, status } = await anon.schema('private').from('words').select()
    expect(status).toBe(406)
    expect(error?.code).toBe('PGRST106')
  })

  it('answers 401 PGRST301 for a JWT with a bad signature and PGRST303 for an expired one', async () => {
    const forged = await signJwt({ role: 'service_role' }, 'another-secret-that-is-at-least-32-characters')
    const bad = await fetch(`${stack.apiUrl}/rest/v1/words`, { headers: { apikey: stack.anonKey, Authorization: `Bearer ${forged}` } })
    expect(bad.status).toBe(401)
    expect(await bad.json()).toMatchObject({ code: 'PGRST301' })
    const old = await signJwt({ role: 'anon', exp: Math.floor(Date.now() / 1000) - 60 })
    const expired = await fetch(`${stack.apiUrl}/rest/v1/words`, { headers: { apikey: stack.anonKey, Authorization: `Bearer ${old}` } })
    expect(expired.status).toBe(401)
    expect(await expired.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' })
  })

  it('does not let a JWT switch to a role outside the API roles', async () => {
    const token = await signJwt({ role: 'postgres' })
    const response = await fetch(`${stack.apiUrl}/rest/v1/words`, { headers: { apikey: stack.anonKey, Authorization: `Bearer ${token}` } })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ code: '42501', message: 'permission denied to set role "postgres"' })
  })
})

describe('keys', () => {
  it('refuses requests without an apikey like hosted Supabase', async () => {
    const response = await fetch(`${stack.apiUrl}/rest/v1/words`)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    })
  })

  it('refuses an apikey that is not one of the project keys', async () => {
    const response = await fetch(`${stack.apiUrl}/rest/v1/words`, { headers: { apikey: 'nonsense' } })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ message: 'Invalid API key' })
  })

  it('accepts the publishable key as the anon role', async () => {
    const client = createTestClient(stack, LOCAL_PUBLISHABLE_KEY)
    const { data, error } = await client.from('words').select('id').eq('id', 1)
    expect(error).toBeNull()
    expect(data).toEqual([{ id: 1 }])
  })
})
