import { assertEquals, assertMatch } from '../_shared/testing/assert.ts'
import type { Caller } from '../_shared/caller.ts'
import type { CheckOptions, DomainResult, DomainStatus } from '../_shared/domains/types.ts'
import type { NameIdea } from '../_shared/naming/mod.ts'
import {
  createGenerateNamesHandler,
  KeyReused,
  OutOfGenerations,
  type GenerateNamesDeps,
  type GenerateResponse,
  type RecordInput,
  type Usage,
} from './generate-names.ts'

const ada: Caller = { id: '6f1c7a52-0000-4000-8000-000000000001', email: 'ada@example.com', emailConfirmed: true }
const free: Usage = { used: 0, limit: 3, remaining: 3, premium: false }

const idea = (name: string, strategy: NameIdea['strategy'] = 'blend'): NameIdea => ({
  name,
  domain: `${name.toLowerCase()}.com`,
  slogan: `${name} for you`,
  rationale: `${name}: made up`,
  strategy,
  score: 0.5,
})
const strategies: NameIdea['strategy'][] = ['blend', 'compound', 'affix', 'clip', 'respell', 'metaphor', 'roots']
const pool = Array.from({ length: 24 }, (_, i) => idea(`Name${String.fromCharCode(97 + i)}`, strategies[i % strategies.length]))

const buyLink = (domain: string) => `https://registrar.example/search?q=${domain}`
const domainResult = (domain: string, status: DomainStatus): DomainResult => ({
  domain,
  available: status === 'available',
  status,
  affiliateUrl: buyLink(domain),
  source: 'the .com registry (RDAP)',
  checkedAt: '2026-11-23T12:00:00.000Z',
})

/** A registry world for the fake checker: listed domains have that status, the rest are free. */
function registry(world: Record<string, DomainStatus> = {}) {
  const asked: string[][] = []
  const check = (domains: string[], _options: CheckOptions) => {
    asked.push(domains)
    return Promise.resolve(domains.map((d) => domainResult(d, world[d] ?? 'available')))
  }
  return { check, asked }
}

function setup(overrides: Partial<GenerateNamesDeps> = {}) {
  const recorded: RecordInput[] = []
  // Stands in for generation_requests: the first answer per user and key.
  const answers = new Map<string, { fingerprint: string; response: GenerateResponse }>()
  const calls = { generate: 0, rateLimit: 0 }
  const handler = createGenerateNamesHandler({
    domains: { check: registry().check, budgetMs: 1500, buyLink },
    recordDomainChecks: () => Promise.resolve(),
    getCaller: (token) => Promise.resolve(token === 'ada-token' ? ada : null),
    allowRequest: () => {
      calls.rateLimit++
      return Promise.resolve(true)
    },
    usage: () => Promise.resolve(free),
    recentNames: () => Promise.resolve(new Set()),
    alreadyShown: () => Promise.resolve(new Set()),
    generate: () => {
      calls.generate++
      return Promise.resolve(pool)
    },
    replay: (caller, request) => {
      const first = answers.get(`${caller.id}/${request.key}`)
      if (first && first.fingerprint !== request.fingerprint) return Promise.reject(new KeyReused('different request'))
      return Promise.resolve(first?.response ?? null)
    },
    record: (input) => {
      recorded.push(input)
      const response: GenerateResponse = {
        id: `gen-${recorded.length}`,
        names: [...input.revealed, ...input.locked.map(() => ({ locked: true as const }))],
        usage: { ...free, used: recorded.length, remaining: 3 - recorded.length },
      }
      if (input.request) answers.set(`${input.caller.id}/${input.request.key}`, { fingerprint: input.request.fingerprint, response })
      return Promise.resolve(response)
    },
    ...overrides,
  })
  return { handler, recorded, calls }
}

function post(body: string | undefined, token: string | null = 'ada-token', extra: Record<string, string> = {}): Request {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...extra }
  if (token) headers.Authorization = `Bearer ${token}`
  return new Request('http://functions.local/generate-names', { method: 'POST', headers, body })
}

const good = JSON.stringify({ description: 'a cold-brew coffee shop', count: 8 })

async function call(handler: (r: Request) => Promise<Response>, request: Request) {
  const response = await handler(request)
  return { status: response.status, body: await response.json(), headers: response.headers }
}

Deno.test('401 without a signed-in caller', async () => {
  const { handler } = setup()
  assertEquals((await call(handler, post(good, null))).status, 401)
  assertEquals((await call(handler, post(good, 'anon-key'))).body, { error: 'Sign in to generate names' })
})

Deno.test('400 for bodies a client can send wrong', async () => {
  const { handler, recorded } = setup()
  const cases: [string, RegExp][] = [
    ['{not json', /must be JSON/],
    ['[1,2,3]', /JSON object/],
    ['"text"', /JSON object/],
    [JSON.stringify({ count: 8 }), /description must be a string/],
    [JSON.stringify({ description: '', count: 8 }), /description is empty/],
    [JSON.stringify({ description: 'x'.repeat(501), count: 8 }), /at most 500/],
    [JSON.stringify({ description: ['a'], count: 8 }), /description must be a string/],
    [JSON.stringify({ description: 'a bakery', count: '8' }), /count must be a number/],
    [JSON.stringify({ description: 'a bakery', count: 0 }), /at least 1/],
    [JSON.stringify({ description: 'a bakery', count: 9 }), /at most 8/],
    [JSON.stringify({ description: 'a bakery', count: null }), /count must be a number/],
  ]
  for (const [body, message] of cases) {
    const reply = await call(handler, post(body))
    assertEquals(reply.status, 400, body.slice(0, 40))
    assertMatch(reply.body.error, message)
  }
  assertEquals(recorded.length, 0)
})

Deno.test('413 for a body over 64 KB, nothing recorded', async () => {
  const { handler, recorded } = setup()
  const reply = await call(handler, post(JSON.stringify({ description: 'x'.repeat(200_000), count: 8 })))
  assertEquals(reply.status, 413)
  assertMatch(reply.body.error, /too large/)
  assertEquals(recorded.length, 0)
})

Deno.test('429 with Retry-After when over the rate limit', async () => {
  const { handler, recorded } = setup({ allowRequest: () => Promise.resolve(false) })
  const reply = await call(handler, post(good))
  assertEquals(reply.status, 429)
  assertEquals(reply.headers.get('Retry-After'), '60')
  assertEquals(recorded.length, 0)
})

Deno.test('402 when a free user has no runs left, without generating', async () => {
  let generated = 0
  const { handler } = setup({
    usage: () => Promise.resolve({ ...free, used: 3, remaining: 0 }),
    generate: () => {
      generated++
      return Promise.resolve(pool)
    },
  })
  assertEquals((await call(handler, post(good))).status, 402)
  assertEquals(generated, 0)
})

Deno.test('402 when the last run was taken by a parallel request', async () => {
  const { handler } = setup({ record: () => Promise.reject(new OutOfGenerations('No generations left')) })
  assertEquals((await call(handler, post(good))).status, 402)
})

Deno.test('a free user gets 4 names and 4 empty locked slots; all 8 are recorded', async () => {
  const { handler, recorded } = setup()
  const reply = await call(handler, post(good))
  assertEquals(reply.status, 200)
  assertEquals(reply.body.names.length, 8)
  assertEquals(reply.body.names.slice(4), [{ locked: true }, { locked: true }, { locked: true }, { locked: true }])
  assertEquals(Object.keys(reply.body.names[0]).sort(), ['domain', 'domainStatus', 'name', 'rationale', 'slogan'])
  assertEquals(recorded[0].revealed.length, 4)
  assertEquals(recorded[0].locked.length, 4)
  const sent = new Set(reply.body.names.slice(0, 4).map((n: { name: string }) => n.name))
  for (const name of recorded[0].locked) assertEquals(sent.has(name.name), false)
  assertEquals(reply.body.usage, { used: 1, limit: 3, remaining: 2, premium: false })
})

Deno.test('a premium user gets every name', async () => {
  const premium: Usage = { used: 0, limit: null, remaining: null, premium: true }
  const { handler, recorded } = setup({ usage: () => Promise.resolve(premium) })
  const reply = await call(handler, post(good))
  assertEquals(reply.body.names.filter((n: { locked?: boolean }) => n.locked).length, 0)
  assertEquals(recorded[0].locked.length, 0)
})

Deno.test('names the user was already shown are never returned', async () => {
  const shown = new Set(pool.slice(0, 10).map((i) => i.name.toLowerCase()))
  const { handler, recorded } = setup({ alreadyShown: (_caller, names) => Promise.resolve(new Set(names.filter((n) => shown.has(n)))) })
  await call(handler, post(good))
  for (const name of [...recorded[0].revealed, ...recorded[0].locked]) assertEquals(shown.has(name.name.toLowerCase()), false)
  assertEquals(recorded[0].revealed.length + recorded[0].locked.length, 8)
})

Deno.test('a run still has 8 names when the engine offers many older names again', async () => {
  // recentNames steers the engine with recent names only; 17 of its 24 ideas were shown long ago.
  const older = new Set(pool.slice(0, 17).map((i) => i.name.toLowerCase()))
  const more = Array.from({ length: 24 }, (_, i) => idea(`Fresh${String.fromCharCode(97 + i)}`, strategies[i % strategies.length]))
  const { handler, recorded } = setup({
    alreadyShown: (_caller, names) => Promise.resolve(new Set(names.filter((n) => older.has(n)))),
    generate: ({ exclude }) => Promise.resolve([...pool, ...more].filter((i) => !exclude.has(i.name.toLowerCase())).slice(0, 24)),
  })
  await call(handler, post(good))
  const names = [...recorded[0].revealed, ...recorded[0].locked]
  assertEquals(names.length, 8)
  for (const name of names) assertEquals(older.has(name.name.toLowerCase()), false)
})

Deno.test('a user already shown every name the engine has for a description gets a 409, and no run is spent', async () => {
  const { handler, recorded } = setup({ alreadyShown: (_caller, names) => Promise.resolve(new Set(names)) })
  const { status, body } = await call(handler, post(good))
  assertEquals(status, 409)
  assertEquals(typeof body.error, 'string')
  assertEquals(recorded.length, 0)
})

Deno.test('an engine failure is a 500 with CORS, not a crash', async () => {
  const error = console.error
  console.error = () => {}
  try {
    const { handler } = setup({ generate: () => Promise.reject(new Error('boom')) })
    const response = await handler(post(good))
    assertEquals(response.status, 500)
    assertEquals(response.headers.get('Access-Control-Allow-Origin'), '*')
    await response.body?.cancel()
  } finally {
    console.error = error
  }
})

Deno.test('OPTIONS answers the preflight; GET is 405', async () => {
  const { handler } = setup()
  const preflight = await handler(new Request('http://functions.local/generate-names', { method: 'OPTIONS' }))
  assertEquals(preflight.status, 200)
  await preflight.body?.cancel()
  assertEquals((await call(handler, new Request('http://functions.local/generate-names'))).status, 405)
})

Deno.test('400 for control characters and broken Unicode in the description, before any work', async () => {
  const { handler, recorded, calls } = setup()
  for (const description of ['a\u0000bakery', '\ud800', '\udc00x', 'a bakery\u0085', 'a\u001bbakery', 'a\u007fbakery']) {
    const reply = await call(handler, post(JSON.stringify({ description, count: 8 })))
    assertEquals(reply.status, 400, JSON.stringify(description))
    assertMatch(reply.body.error, /^description contains (a control character|broken Unicode)/)
  }
  assertEquals(recorded.length + calls.generate + calls.rateLimit, 0)
})

Deno.test('accents, CJK, emoji and line breaks are fine', async () => {
  const { handler, recorded } = setup()
  for (const description of ['une crêperie à Besançon', '東京のラーメン屋', 'tacos 🌮 at night 🦉', 'a bakery\nwith a café']) {
    assertEquals((await call(handler, post(JSON.stringify({ description, count: 8 })))).status, 200, description)
  }
  assertEquals(recorded.map((r) => r.description)[2], 'tacos 🌮 at night 🦉')
})

const key = '3b241101-e2bb-4255-8caf-4136c566a962'

Deno.test('400 for a requestId or Idempotency-Key that is not a UUID, or when the two disagree', async () => {
  const { handler, recorded } = setup()
  for (const requestId of ['abc', 42, '', '3b241101-e2bb-4255-8caf-4136c566a96', null]) {
    const reply = await call(handler, post(JSON.stringify({ description: 'a bakery', requestId })))
    assertEquals(reply.status, 400, String(requestId))
    assertMatch(reply.body.error, /requestId must be a UUID/)
  }
  const header = await call(handler, post(good, 'ada-token', { 'Idempotency-Key': 'not-a-uuid' }))
  assertEquals(header.status, 400)
  assertMatch(header.body.error, /Idempotency-Key must be a UUID/)
  const both = await call(handler, post(JSON.stringify({ description: 'a bakery', requestId: key }), 'ada-token', { 'Idempotency-Key': crypto.randomUUID() }))
  assertEquals(both.status, 400)
  assertMatch(both.body.error, /differ/)
  assertEquals(recorded.length, 0)
})

Deno.test('a retry with the same requestId gets the first answer without a second run', async () => {
  const { handler, recorded, calls } = setup()
  const body = JSON.stringify({ description: 'a bakery', count: 8, requestId: key })
  const first = await call(handler, post(body))
  const again = await call(handler, post(body))
  const viaHeader = await call(handler, post(JSON.stringify({ description: 'a bakery', count: 8 }), 'ada-token', { 'Idempotency-Key': key.toUpperCase() }))
  assertEquals(first.status, 200)
  assertEquals(again, first)
  assertEquals(viaHeader.body, first.body)
  assertEquals([recorded.length, calls.generate, calls.rateLimit], [1, 1, 1])
  assertEquals(recorded[0].request?.key, key)
})

Deno.test('a new requestId is a new run; no requestId never replays', async () => {
  const { handler, recorded } = setup()
  await call(handler, post(JSON.stringify({ description: 'a bakery', requestId: key })))
  await call(handler, post(JSON.stringify({ description: 'a bakery', requestId: crypto.randomUUID() })))
  await call(handler, post(JSON.stringify({ description: 'a bakery' })))
  await call(handler, post(JSON.stringify({ description: 'a bakery' })))
  assertEquals(recorded.length, 4)
  assertEquals(recorded[3].request, undefined)
})

Deno.test('422 when a requestId is reused for a different description or count', async () => {
  const { handler, recorded } = setup()
  await call(handler, post(JSON.stringify({ description: 'a bakery', requestId: key })))
  for (const body of [{ description: 'a florist', requestId: key }, { description: 'a bakery', count: 4, requestId: key }]) {
    const reply = await call(handler, post(JSON.stringify(body)))
    assertEquals(reply.status, 422)
    assertMatch(reply.body.error, /requestId was already used/)
  }
  const sameAfterTrim = await call(handler, post(JSON.stringify({ description: '  a bakery ', requestId: key })))
  assertEquals(sameAfterTrim.status, 200)
  assertEquals(recorded.length, 1)
})

Deno.test('422 also when the reuse is only noticed while recording', async () => {
  const { handler } = setup({ replay: () => Promise.resolve(null), record: () => Promise.reject(new KeyReused('different request')) })
  assertEquals((await call(handler, post(JSON.stringify({ description: 'a bakery', requestId: key })))).status, 422)
})

Deno.test('out of runs: a twin request that already spent the last run gets its answer, not 402', async () => {
  const stored: GenerateResponse = { id: 'gen-twin', names: [{ locked: true }], usage: { ...free, used: 3, remaining: 0 } }
  let lookups = 0
  const { handler } = setup({
    usage: () => Promise.resolve({ ...free, used: 3, remaining: 0 }),
    // The first lookup misses (the twin was still running); the second finds its answer.
    replay: () => Promise.resolve(lookups++ === 0 ? null : stored),
  })
  const reply = await call(handler, post(JSON.stringify({ description: 'a bakery', requestId: key })))
  assertEquals(reply, { status: 200, body: stored, headers: reply.headers })
})

Deno.test('ideas whose text could not be stored (e.g. a control character from an LLM) are dropped, not a 500', async () => {
  const broken = [
    { ...idea('Brokena'), slogan: 'nul\u0000slogan' },
    { ...idea('Brokenb'), rationale: 'half \ud83d surrogate' },
  ]
  const { handler, recorded } = setup({ generate: () => Promise.resolve([...broken, ...pool]) })
  assertEquals((await call(handler, post(good))).status, 200)
  const stored = [...recorded[0].revealed, ...recorded[0].locked].map((n) => n.name)
  assertEquals(stored.length, 8)
  assertEquals(stored.includes('Brokena') || stored.includes('Brokenb'), false)
})

type SentName = { name: string; domain: string; domainStatus: DomainResult }

Deno.test('each revealed name carries the state of the domain it offers; locked names carry nothing', async () => {
  const world = registry({ 'namea.com': 'taken', 'nameb.com': 'taken', 'getnamea.com': 'taken' })
  const { handler, recorded } = setup({ domains: { check: world.check, budgetMs: 1500, buyLink } })
  const reply = await call(handler, post(good))
  const revealed = reply.body.names.slice(0, 4) as SentName[]
  for (const name of revealed) {
    assertEquals(name.domainStatus.domain, name.domain)
    assertEquals(name.domainStatus.status, 'available', name.name)
  }
  // Namea's .com is taken: it is offered with its first free on-brand alternative.
  assertEquals(revealed.find((n) => n.name === 'Namea')?.domain, 'nameahq.com')
  assertEquals(reply.body.names.slice(4), [{ locked: true }, { locked: true }, { locked: true }, { locked: true }])
  assertEquals(JSON.stringify(reply.body).includes(recorded[0].locked[0].domain), false)
  // The locked names' states are stored with them, server-side, for when they are revealed.
  assertEquals(recorded[0].locked.every((n) => n.domainStatus.domain === n.domain), true)
})

Deno.test('names whose .com is free are preferred to higher-ranked names whose .com is taken', async () => {
  const taken: Record<string, DomainStatus> = {}
  // The engine's top six have a taken .com; only the top four are strong enough for alternatives,
  // and theirs are taken too.
  for (const n of pool.slice(0, 6).map((i) => i.name.toLowerCase())) {
    for (const d of [`${n}.com`, `get${n}.com`, `${n}hq.com`, `${n}app.com`, `${n}.co`, `${n}.io`]) taken[d] = 'taken'
  }
  const premium: Usage = { used: 0, limit: null, remaining: null, premium: true }
  const { handler } = setup({ usage: () => Promise.resolve(premium), domains: { check: registry(taken).check, budgetMs: 1500, buyLink } })
  const names = (await call(handler, post(good))).body.names as SentName[]
  assertEquals(names.length, 8)
  assertEquals(names.every((n) => n.domainStatus.status === 'available'), true)
  assertEquals(names.some((n) => pool.slice(0, 6).some((i) => i.name === n.name)), false)
})

Deno.test('a failing domain checker never fails the run and never claims a domain is free', async () => {
  const { handler, recorded } = setup({ domains: { check: () => Promise.reject(new Error('registry down')), budgetMs: 1500, buyLink } })
  const reply = await call(handler, post(good))
  assertEquals(reply.status, 200)
  const names = [...recorded[0].revealed, ...recorded[0].locked]
  assertEquals(names.length, 8)
  assertEquals(names.every((n) => n.domainStatus.status === 'error' && !n.domainStatus.available), true)
  assertEquals(names.every((n) => n.domainStatus.affiliateUrl === buyLink(n.domain)), true)
})

Deno.test('a replay returns the stored domain states and checks nothing again', async () => {
  const world = registry({ 'namec.com': 'taken' })
  const { handler } = setup({ domains: { check: world.check, budgetMs: 1500, buyLink } })
  const body = JSON.stringify({ description: 'a bakery', count: 8, requestId: key })
  const first = await call(handler, post(body))
  const checks = world.asked.length
  const again = await call(handler, post(body))
  assertEquals(first.body.names[0].domainStatus.domain, first.body.names[0].domain)
  assertEquals(again.body, first.body)
  assertEquals(world.asked.length, checks)
})

Deno.test('the pool is over-generated so that enough names have a free .com', async () => {
  let poolSize = 0
  const { handler } = setup({
    generate: (request) => {
      poolSize = request.poolSize
      return Promise.resolve(pool)
    },
  })
  await call(handler, post(good))
  assertEquals(poolSize >= 24, true)
})

Deno.test("the checks that reached a registry count toward the user's Domains Checked; a failed count fails nothing", async () => {
  const counted: [string, number][] = []
  // Two of the asked domains were answered from the cache: they are not counted.
  const check = (domains: string[], options: CheckOptions) => {
    domains.slice(2).forEach((d) => options.onUpstreamCheck?.(d))
    return Promise.resolve(domains.map((d) => domainResult(d, 'available')))
  }
  const { handler } = setup({
    domains: { check, budgetMs: 1500, buyLink },
    recordDomainChecks: (caller, n) => {
      counted.push([caller.id, n])
      return Promise.resolve()
    },
  })
  await call(handler, post(good))
  assertEquals(counted, [[ada.id, pool.length - 2]])

  const warn = console.warn
  console.warn = () => {}
  try {
    const failing = setup({ domains: { check, budgetMs: 1500, buyLink }, recordDomainChecks: () => Promise.reject(new Error('db down')) })
    assertEquals((await call(failing.handler, post(good))).status, 200)
  } finally {
    console.warn = warn
  }
})
