import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from './helpers.ts'

// Client text in the URL must never reach SQL as SQL: every attempt is a 4xx PostgREST-style error.
let stack: TestStack

beforeAll(async () => {
  stack = await startTestStack()
})

afterAll(async () => {
  await stack?.stop()
})

/** Role names only a query against the catalog could return. */
const LEAKS = ['authenticator', 'postgres', 'service_role', 'supabase']

/** As the service role by default: it may read customers, so only injected SQL could change what comes back. */
async function get(query: string, key = stack.serviceRoleKey) {
  const response = await fetch(`${stack.apiUrl}/rest/v1/customers?${query}`, { headers: { apikey: key } })
  return { status: response.status, text: await response.text() }
}

function expectRefused(result: { status: number; text: string }) {
  expect(result.status).toBe(400)
  const body = JSON.parse(result.text) as Record<string, unknown>
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message'])
  for (const word of LEAKS) expect(result.text).not.toContain(`"${word}"`)
}

const q = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`

describe('casts in select', () => {
  it('refuses the union payload that read role names through a cast', async () => {
    const payload = q('select', 'usename::text as x from pg_user customers union all select current_user')
    expectRefused(await get(payload, stack.anonKey))
    expectRefused(await get(payload))
  })

  it.each([
    ['a line comment', 'id::text--'],
    ['a block comment', 'id::text/**/'],
    ['a semicolon', 'id::text;select 1'],
    ['a single quote', "id::text'"],
    ['a double quote', 'id::text"'],
    ['a closing parenthesis', 'id::text)'],
    ['a closing parenthesis and more SQL', 'id::text) from pg_user union select (usename'],
    ['a space', 'id:: text'],
    ['a space inside', 'id::double precision'],
    ['a tab', 'id::text\tas x from pg_user'],
    ['a newline', 'id::text\nfrom pg_user'],
    ['a non-breaking space', 'id::text\u00a0from pg_user'],
    ['a Cyrillic lookalike letter', 'id::t\u0435xt'],
    ['a fullwidth semicolon', 'id::text\uff1bselect 1'],
    ['a NUL byte', 'id::text\u0000'],
    ['a cast on an alias', 'x:id::text as y from pg_user--'],
    ['a cast on a JSON path', 'email->>a::text union select usename from pg_user'],
  ])('refuses a cast with %s', async (_, select) => {
    expectRefused(await get(q('select', select)))
  })

  it('still serves ordinary casts', async () => {
    const result = await get(q('select', 'premium_access::TEXT,email::varchar') + '&email=eq.premium@example.com')
    expect(result.status).toBe(200)
    expect(JSON.parse(result.text)).toEqual([{ premium_access: 'true', email: 'premium@example.com' }])
  })

  it('answers an unknown type name with a 400, not a 500', async () => {
    const result = await get(q('select', 'id::nosuchtype'))
    expect(result.status).toBe(400)
  })
})

describe('the rest of the grammar', () => {
  it.each([
    ['a cast in order', q('order', 'id::text')],
    ['SQL in order', q('order', 'id.desc;select 1')],
    ['a comment in order', q('order', 'id--')],
    ['a cast in a filter column', `${encodeURIComponent('id::text')}=eq.1`],
    ['SQL in a filter column', `${encodeURIComponent('id)or(1=1')}=eq.1`],
    ['SQL in a logic tree', q('or', '(id.eq.1)) union select usename from pg_user--')],
    ['SQL in an alias', q('select', 'x y:id')],
    ['SQL in a JSON key', q('select', "email->>a'||(select usename from pg_user)")],
    ['SQL in on_conflict', q('on_conflict', 'id);drop table customers;--')],
    ['SQL in columns', q('columns', 'id,email)--')],
    ['an operator outside the grammar', 'id=sql.1'],
    ['an is-value outside the grammar', 'id=is.null;select'],
  ])('refuses %s', async (_, query) => {
    expectRefused(await get(query))
  })

  it('binds filter values, so SQL in a value is only a value', async () => {
    const result = await get(`email=eq.${encodeURIComponent("x' or '1'='1")}`)
    expect(result.status).toBe(200)
    expect(JSON.parse(result.text)).toEqual([])
  })

  it('answers a malformed percent-encoding in the path with a 400, not a 500', async () => {
    const response = await fetch(`${stack.apiUrl}/rest/v1/%E0%A4%A`, { headers: { apikey: stack.anonKey } })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'PGRST100' })
  })
})
