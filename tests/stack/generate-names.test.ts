import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FunctionsHttpError } from '@supabase/supabase-js'
import { createTestClient, createUserClient, fakeOpenAiEnv, readOutbox, startTestStack, type TestStack } from './helpers.ts'
import { createUser, createPremiumUser, type TestUser } from './users.ts'

// generate-names and the free unlock end to end: supabase-js → gateway → Deno → Postgres (RLS).
let stack: TestStack

beforeAll(async () => {
  stack = await startTestStack()
})

afterAll(async () => {
  await stack?.stop()
})

type Reply = { status: number; body: Record<string, unknown> }

async function invoke(name: string, user: TestUser | null, body?: unknown): Promise<Reply> {
  const client = user ? createUserClient(stack, user.accessToken) : createTestClient(stack)
  const { data, error } = await client.functions.invoke(name, { body: body as Record<string, unknown> })
  if (!error) return { status: 200, body: data as Record<string, unknown> }
  const response = (error as FunctionsHttpError).context as Response
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const generate = (user: TestUser | null, body: unknown = { description: 'a cold-brew coffee shop', count: 8 }) =>
  invoke('generate-names', user, body)

type Name = { name?: string; domain?: string; locked?: boolean; domainStatus?: { domain: string; status: string } }

/** A name's .com label: letters only, "&" written "and" ("Pipe & Pasture" → pipeandpasture). */
const compact = (name: string) => name.replace(/&/g, 'and').replace(/[^A-Za-z]/g, '').toLowerCase()

describe('generate-names', () => {
  it('refuses a visitor who is not signed in', async () => {
    expect(await generate(null)).toEqual({ status: 401, body: { error: 'Sign in to generate names' } })
  })

  it.each([
    ['an empty description', { description: '   ', count: 8 }, /description is empty/],
    ['a description over 500 characters', { description: 'x'.repeat(501), count: 8 }, /at most 500/],
    ['a description of the wrong type', { description: 42, count: 8 }, /description must be a string/],
    ['a count of the wrong type', { description: 'a bakery', count: '8' }, /count must be a number/],
    ['a count that is too big', { description: 'a bakery', count: 80 }, /count must be at most 8/],
    ['a fractional count', { description: 'a bakery', count: 2.5 }, /whole number/],
  ])('answers 400 for %s', async (_label, body, message) => {
    const user = await createUser(stack)
    const reply = await generate(user, body)
    expect(reply.status).toBe(400)
    expect(String(reply.body.error)).toMatch(message)
  })

  it('answers 400 for a body that is not JSON, and 405 for GET', async () => {
    const user = await createUser(stack)
    const headers = { Authorization: `Bearer ${user.accessToken}`, apikey: stack.anonKey, 'Content-Type': 'application/json' }
    const notJson = await fetch(`${stack.apiUrl}/functions/v1/generate-names`, { method: 'POST', headers, body: '{oops' })
    expect(notJson.status).toBe(400)
    expect(await notJson.json()).toEqual({ error: 'Request body must be JSON' })
    const get = await fetch(`${stack.apiUrl}/functions/v1/generate-names`, { headers })
    expect(get.status).toBe(405)
    await get.body?.cancel()
  })

  it.each([
    ['a NUL byte', 'a bakery\u0000'],
    ['a lone high surrogate', '\ud800'],
    ['a lone low surrogate', '\udc00x'],
    ['a C1 control character', 'a bakery\u0085'],
  ])('answers 400, not 500, for %s in the description, and records nothing', async (_label, description) => {
    const user = await createUser(stack)
    const reply = await generate(user, { description, count: 8 })
    expect(reply.status).toBe(400)
    expect(String(reply.body.error)).toMatch(/^description contains (a control character|broken Unicode)/)
    const { rows } = await stack.pool.query('select count(*)::int as n from public.name_generations where user_id = $1', [user.id])
    expect(rows[0].n).toBe(0)
  })

  it('stores and returns descriptions with accents, CJK and emoji unchanged', async () => {
    const user = await createUser(stack)
    const description = 'une crêperie à Besançon 🥞 東京のラーメン屋'
    expect((await generate(user, { description, count: 8 })).status).toBe(200)
    const { rows } = await stack.pool.query('select description from public.name_generations where user_id = $1', [user.id])
    expect(rows).toEqual([{ description }])
  })

  it('answers 413 to a body over 64 KB, declared or streamed, and records nothing', async () => {
    const user = await createUser(stack)
    const headers = { Authorization: `Bearer ${user.accessToken}`, apikey: stack.anonKey, 'Content-Type': 'application/json' }
    const url = `${stack.apiUrl}/functions/v1/generate-names`
    const declared = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ description: 'x'.repeat(70_000) }) })
    // The gateway may refuse it before the function does (its body says `message`, the function's `error`).
    expect(declared.status).toBe(413)
    const refusal = (await declared.json()) as { error?: string; message?: string }
    expect(refusal.error ?? refusal.message).toMatch(/too large|size limit/i)

    // Chunked, no Content-Length: 16 KB at a time, far more than the limit if nobody stopped reading.
    let sent = 0
    const chunk = new TextEncoder().encode(' '.repeat(16 * 1024))
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 1024 * 1024) return controller.close()
        sent += chunk.length
        controller.enqueue(chunk)
      },
    })
    const streamed = await fetch(url, { method: 'POST', headers, body, duplex: 'half' } as RequestInit)
    expect(streamed.status).toBe(413)
    await streamed.body?.cancel()
    const { rows } = await stack.pool.query('select count(*)::int as n from public.name_generations where user_id = $1', [user.id])
    expect(rows[0].n).toBe(0)
  })

  it('gives a free user 3 runs of 4 revealed + 4 locked names, never repeating, then 402', async () => {
    const user = await createUser(stack)
    const seen = new Set<string>()
    for (let run = 1; run <= 3; run++) {
      const reply = await generate(user)
      expect(reply.status).toBe(200)
      const names = reply.body.names as Name[]
      expect(names).toHaveLength(8)
      const revealed = names.slice(0, 4)
      for (const name of revealed) {
        // One token, or a phrase ("Back Forty Plumbing", "Pipe & Pasture") of up to 3 capitalised words.
        expect(name.name).toMatch(/^(?:[A-Za-z]{4,14}|[A-Z][A-Za-z]*(?: [A-Z][A-Za-z]*){1,2}|[A-Z][A-Za-z]* & [A-Z][A-Za-z]*)$/)
        // The name's own .com, or an on-brand alternative when that .com is taken; the state is for that domain.
        expect(name.domain).toMatch(new RegExp(`^(get)?${compact(name.name!)}(hq|app)?\\.(com|co|io)$`))
        expect(name.domainStatus?.domain).toBe(name.domain)
        expect(seen.has(name.name!.toLowerCase())).toBe(false)
        seen.add(name.name!.toLowerCase())
      }
      // Locked slots carry nothing but the flag: the names stay on the server.
      expect(names.slice(4)).toEqual([{ locked: true }, { locked: true }, { locked: true }, { locked: true }])
      expect(reply.body.usage).toMatchObject({ used: run, limit: 3, remaining: 3 - run, premium: false })
    }
    const fourth = await generate(user)
    expect(fourth.status).toBe(402)

    // The locked names exist, hidden from the user, and were never sent: no overlap with what was shown.
    const { rows } = await stack.pool.query(
      `select l.names from public.name_generation_locked l join public.name_generations g on g.id = l.generation_id where g.user_id = $1`,
      [user.id],
    )
    const lockedNames = rows.flatMap((row) => (row.names as { name: string }[]).map((n) => n.name.toLowerCase()))
    expect(lockedNames).toHaveLength(12)
    for (const name of lockedNames) expect(seen.has(name)).toBe(false)
  })

  it('reveals all 8 names to a premium customer and does not count their runs', async () => {
    const user = await createPremiumUser(stack)
    const reply = await generate(user, { description: 'a productivity app for night owls', count: 8 })
    expect(reply.status).toBe(200)
    const names = reply.body.names as Name[]
    expect(names.every((name) => !name.locked && typeof name.name === 'string')).toBe(true)
    expect(reply.body.usage).toMatchObject({ premium: true, limit: null, remaining: null })
  })

  it('rate-limits a user to 10 calls a minute', async () => {
    const user = await createUser(stack)
    await stack.pool.query(
      `insert into public.rate_limit_hits (subject, action) select $1, 'generate-names' from generate_series(1, 10)`,
      [user.id],
    )
    const reply = await generate(user)
    expect(reply.status).toBe(429)
    expect(String(reply.body.error)).toMatch(/Too many/)
  })

  it('is not fooled by a client that writes its own records or counters', async () => {
    const user = await createUser(stack)
    const client = createUserClient(stack, user.accessToken)
    const forged = await client.from('name_generations').insert({ user_id: user.id, description: 'x', names: [] })
    expect(forged.error?.code).toBe('42501')
    const credits = await client.from('credit_grants').insert({ user_id: user.id, source: 'free_tier_unlock', credits: 500 })
    expect(credits.error?.code).toBe('42501')
    const customer = await client.from('customers').insert({ email: user.email, user_id: user.id, premium_access: true })
    expect(customer.error?.code).toBe('42501')
    // Updates are filtered by RLS (no policy): nothing changes, whatever the client asks.
    await generate(user)
    const rewrite = await client.from('name_generations').update({ premium: true, locked_count: 0 }).eq('user_id', user.id).select()
    expect(rewrite.data ?? []).toEqual([])
    const { rows } = await stack.pool.query('select premium, locked_count from public.name_generations where user_id = $1', [user.id])
    expect(rows).toEqual([{ premium: false, locked_count: 4 }])
    const upgrade = await client.from('customers').update({ premium_access: true }).eq('email', user.email).select()
    expect(upgrade.data ?? []).toEqual([])
    const grant = await client.rpc('grant_free_unlock', { p_user: user.id, p_email: user.email, p_credits: 500 })
    expect(grant.error).not.toBeNull()
    const record = await client.rpc('record_generation', {
      p_user: user.id,
      p_email: user.email,
      p_description: 'x',
      p_names: [],
      p_locked: [],
      p_request_key: null,
      p_fingerprint: null,
    })
    expect(record.error?.code).toBe('42501')
    const replay = await client.rpc('replayed_generation', { p_user: user.id, p_request_key: crypto.randomUUID(), p_fingerprint: 'x' })
    expect(replay.error?.code).toBe('42501')
    const usage = await client.rpc('my_usage')
    expect(usage.data).toEqual([{ used: 1, limit: 3, remaining: 2, premium: false, free_unlocked: false }])
  })

  it('lets a user read only their own history, newest first', async () => {
    const ada = await createUser(stack)
    const bob = await createUser(stack)
    await generate(ada, { description: 'a plant subscription box for beginners', count: 8 })
    await generate(ada, { description: 'a vintage clothing marketplace', count: 8 })
    await generate(bob, { description: 'a pet grooming service for anxious dogs', count: 8 })
    const adaHistory = await createUserClient(stack, ada.accessToken)
      .from('name_generations')
      .select('description, names, locked_count')
      .order('created_at', { ascending: false })
    expect(adaHistory.data?.map((row) => row.description)).toEqual([
      'a vintage clothing marketplace',
      'a plant subscription box for beginners',
    ])
    expect(adaHistory.data?.[0].names).toHaveLength(4)
    expect(adaHistory.data?.[0].locked_count).toBe(4)
    const locked = await createUserClient(stack, ada.accessToken).from('name_generation_locked').select('*')
    expect(locked.data ?? []).toEqual([])
    const anon = await createTestClient(stack).from('name_generations').select('id')
    expect(anon.data ?? []).toEqual([])
  })
})

describe('send-email free unlock', () => {
  it('grants 5 more runs once per account, records the subscriber and sends the email', async () => {
    const user = await createUser(stack)
    const first = await invoke('send-email', user, { email: user.email, source: 'free_tier_unlock', industry: 'general', description: 'Free tier unlock' })
    expect(first).toEqual({ status: 200, body: { ok: true, granted: true, emailed: true, credits: 5 } })
    const again = await invoke('send-email', user, { email: user.email, source: 'free_tier_unlock' })
    expect(again.body).toMatchObject({ ok: true, granted: false })
    const usage = await createUserClient(stack, user.accessToken).rpc('my_usage')
    expect(usage.data).toEqual([{ used: 0, limit: 8, remaining: 8, premium: false, free_unlocked: true }])
    const { rows } = await stack.pool.query('select source from public.subscribers where email = $1', [user.email])
    expect(rows).toEqual([{ source: 'free_tier_unlock' }])
    const mail = (await readOutbox(stack)).filter((m) => m.to === user.email)
    expect(mail).toHaveLength(1)
    expect(mail[0].subject).toMatch(/5 extra BrandQuest generations/)
  })

  it('requires a signed-in user and a valid body', async () => {
    expect((await invoke('send-email', null, { email: 'a@b.co', source: 'free_tier_unlock' })).status).toBe(401)
    const user = await createUser(stack)
    expect((await invoke('send-email', user, { email: 'nope', source: 'free_tier_unlock' })).status).toBe(400)
    expect((await invoke('send-email', user, { email: 'a@b.co', source: 'lottery' })).status).toBe(400)
    expect((await invoke('send-email', user, [1, 2])).status).toBe(400)
  })
})

// Phrase names come from the engine's composer (not wired yet) or from an LLM provider: the LLM seam,
// a small OpenAI-compatible server on 127.0.0.1, is how this block gets one into a real run.
describe('generate-names with phrase names', () => {
  const MODEL_NAMES = [
    'Pipe & Pasture', 'Back Forty Plumbing', 'Zorvanti', 'Quelmora', 'Vextrolyn', 'Brindaloo', 'Skarvelle', 'Tumbrique',
    'Plovanza', 'Gristavo', 'Mervolia', 'Draskelo', 'Fynterra', 'Jolvexa', 'Kwimbara', 'Lurvanto',
  ]
  let phraseStack: TestStack
  let llm: Server

  beforeAll(async () => {
    const names = MODEL_NAMES.map((name) => ({ name, rationale: `${name} sounds like a trade you can trust.`, slogan: 'Fixed right.' }))
    const body = JSON.stringify({ choices: [{ message: { content: JSON.stringify({ names }) } }] })
    llm = createServer((req, res) => {
      req.resume()
      req.on('end', () => void res.writeHead(200, { 'Content-Type': 'application/json' }).end(body))
    })
    await new Promise<void>((resolve) => llm.listen(0, '127.0.0.1', resolve))
    phraseStack = await startTestStack({ functionsEnv: fakeOpenAiEnv((llm.address() as AddressInfo).port, 3000) })
  })

  afterAll(async () => {
    await phraseStack?.stop()
    llm?.closeAllConnections()
    await new Promise((resolve) => llm?.close(resolve))
  })

  const run = async (user: TestUser): Promise<Name[]> => {
    const { data, error } = await createUserClient(phraseStack, user.accessToken).functions.invoke('generate-names', {
      body: { description: 'a plumber for small farms', count: 8 },
    })
    expect(error).toBeNull()
    return (data as { names: Name[] }).names
  }

  it('brings "Pipe & Pasture" to the client with its .com from the compact form, and never shows it twice', async () => {
    const user = await createPremiumUser(phraseStack)
    const names = await run(user)
    const phrase = names.find((n) => n.name === 'Pipe & Pasture')
    expect(phrase, JSON.stringify(names.map((n) => n.name))).toBeDefined()
    expect(phrase!.domain).toMatch(/^(get)?pipeandpasture(hq|app)?\.(com|co|io)$/)
    expect(phrase!.domainStatus?.domain).toBe(phrase!.domain)
    // The never-repeat key is the lower-cased display name, the same whatever the casing.
    const { rows } = await phraseStack.pool.query('select name_key from public.shown_names where user_id = $1', [user.id])
    expect(rows.map((r) => r.name_key)).toContain('pipe & pasture')
    const again = await run(user)
    expect(again.map((n) => n.name)).not.toContain('Pipe & Pasture')
  })
})
