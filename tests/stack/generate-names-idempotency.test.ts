import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from './helpers.ts'
import { createUser, type TestUser } from './users.ts'

// A double click or a retry of Summon must not spend a second run: generate-names answers a
// repeated request key with the first answer, byte for byte, per user.
let stack: TestStack

beforeAll(async () => {
  stack = await startTestStack()
})

afterAll(async () => {
  await stack?.stop()
})

type Reply = { status: number; text: string }

async function generate(user: TestUser, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Reply> {
  const response = await fetch(`${stack.apiUrl}/functions/v1/generate-names`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${user.accessToken}`, apikey: stack.anonKey, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return { status: response.status, text: await response.text() }
}

const idOf = (reply: Reply) => (JSON.parse(reply.text) as { id: string }).id

async function runsOf(user: TestUser): Promise<number> {
  const { rows } = await stack.pool.query<{ runs: number }>('select count(*)::int as runs from public.name_generations where user_id = $1', [user.id])
  return rows[0].runs
}

/** Lets a test make more calls than the per-minute limit allows; the limit has its own test. */
async function forgetRateLimit(user: TestUser): Promise<void> {
  await stack.pool.query('delete from public.rate_limit_hits where subject = $1', [user.id])
}

describe('generate-names with a request key', () => {
  it('10 parallel requests with one key make one run, one row, one credit, and identical answers', async () => {
    const user = await createUser(stack)
    const body = { description: 'a cold-brew coffee shop', count: 8, requestId: randomUUID() }
    const replies = await Promise.all(Array.from({ length: 10 }, () => generate(user, body)))
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200))
    expect(new Set(replies.map((r) => r.text)).size).toBe(1)
    expect(JSON.parse(replies[0].text).usage).toEqual({ used: 1, limit: 3, remaining: 2, premium: false })
    expect(await runsOf(user)).toBe(1)
    const { rows } = await stack.pool.query('select count(*)::int as n from public.shown_names where user_id = $1', [user.id])
    expect(rows[0].n).toBe(8)

    // A retry later gets the same answer again, still without a run.
    const retry = await generate(user, body)
    expect(retry).toEqual(replies[0])
    expect(await runsOf(user)).toBe(1)
  })

  it('the Idempotency-Key header works like requestId', async () => {
    const user = await createUser(stack)
    const key = randomUUID()
    const first = await generate(user, { description: 'a bike repair van' }, { 'Idempotency-Key': key })
    const again = await generate(user, { description: 'a bike repair van', requestId: key })
    expect(first.status).toBe(200)
    expect(again).toEqual(first)
    expect(await runsOf(user)).toBe(1)
  })

  it('a different key is a new run; no key is always a new run', async () => {
    const user = await createUser(stack)
    const first = await generate(user, { description: 'a tea room', requestId: randomUUID() })
    const second = await generate(user, { description: 'a tea room', requestId: randomUUID() })
    const unkeyed = await generate(user, { description: 'a tea room' })
    expect([first.status, second.status, unkeyed.status]).toEqual([200, 200, 200])
    expect(new Set([idOf(first), idOf(second), idOf(unkeyed)]).size).toBe(3)
    expect(await runsOf(user)).toBe(3)
  })

  it("another user's identical key and request are independent", async () => {
    const ada = await createUser(stack)
    const bob = await createUser(stack)
    const body = { description: 'a vegan bakery', requestId: randomUUID() }
    const adas = await generate(ada, body)
    const bobs = await generate(bob, body)
    expect([adas.status, bobs.status]).toEqual([200, 200])
    expect(idOf(bobs)).not.toBe(idOf(adas))
    // Not compared: the names. The engine puts its best names for a brief first, so two users with
    // the same brief may well see the same first four; the separate runs above are the point.
    expect([await runsOf(ada), await runsOf(bob)]).toEqual([1, 1])
  })

  it('422 when a key is reused for a different description, and the first answer stays', async () => {
    const user = await createUser(stack)
    const requestId = randomUUID()
    const first = await generate(user, { description: 'a vintage clothing marketplace', requestId })
    const reused = await generate(user, { description: 'a dog grooming salon', requestId })
    expect(reused.status).toBe(422)
    expect(JSON.parse(reused.text).error).toMatch(/requestId was already used for a different request/)
    expect(await generate(user, { description: 'a vintage clothing marketplace', requestId })).toEqual(first)
    expect(await runsOf(user)).toBe(1)
  })

  it('a retry of the run that used the last free generation gets its answer, not 402', async () => {
    const user = await createUser(stack)
    await generate(user, { description: 'a ramen bar' })
    await generate(user, { description: 'a ramen bar' })
    const last = { description: 'a ramen bar', requestId: randomUUID() }
    const third = await generate(user, last)
    expect(third.status).toBe(200)
    expect(await generate(user, last)).toEqual(third)
    expect((await generate(user, { description: 'a ramen bar', requestId: randomUUID() })).status).toBe(402)
  })

  it('keys expire after 24 hours: an old key starts a new run', async () => {
    const user = await createUser(stack)
    const body = { description: 'a surf school', requestId: randomUUID() }
    const first = await generate(user, body)
    await stack.pool.query(`update public.generation_requests set created_at = now() - interval '25 hours' where user_id = $1`, [user.id])
    await forgetRateLimit(user)
    const later = await generate(user, body)
    expect(later.status).toBe(200)
    expect(idOf(later)).not.toBe(idOf(first))
    const { rows } = await stack.pool.query('select generation_id from public.generation_requests where user_id = $1', [user.id])
    expect(rows).toEqual([{ generation_id: idOf(later) }])
  })

  it('400 for a requestId or Idempotency-Key that is not a UUID', async () => {
    const user = await createUser(stack)
    const badBody = await generate(user, { description: 'a bakery', requestId: 'click-1' })
    expect(badBody.status).toBe(400)
    expect(JSON.parse(badBody.text).error).toMatch(/requestId must be a UUID/)
    const badHeader = await generate(user, { description: 'a bakery' }, { 'Idempotency-Key': '12345' })
    expect(badHeader.status).toBe(400)
    expect(await runsOf(user)).toBe(0)
  })

  it('the functions allow the Idempotency-Key header in a browser preflight', async () => {
    const response = await fetch(`${stack.apiUrl}/functions/v1/generate-names`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    })
    await response.body?.cancel()
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key')
  })
})
