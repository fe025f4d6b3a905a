// deno test --allow-net=127.0.0.1: the LLM clients against a local fake provider server.
import { createAnthropicProvider } from './llm/anthropic.ts'
import { createOpenAiProvider } from './llm/openai.ts'
import { createNamingProvider } from './factory.ts'
import { assert, assertEquals } from './testing.ts'
import type { NameIdea, NamingProvider } from './types.ts'

// These tests start a local server; without --allow-net=127.0.0.1 they are reported as ignored
// instead of failing on a permission error.
const NET = (await Deno.permissions.query({ name: 'net', host: '127.0.0.1' })).state === 'granted'
const test = (name: string, fn: () => Promise<void>) => Deno.test({ name, ignore: !NET, fn })

interface Seen { path: string; headers: Headers; body: Record<string, unknown> }
type Reply = (seen: Seen) => Promise<Response> | Response

/** Starts a fake provider on 127.0.0.1:0 and records what it was sent. */
async function withServer(reply: Reply, fn: (base: string, seen: Seen[]) => Promise<void>): Promise<void> {
  const seen: Seen[] = []
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, async (req) => {
    const entry = { path: new URL(req.url).pathname, headers: req.headers, body: await req.json() }
    seen.push(entry)
    return reply(entry)
  })
  try {
    await fn(`http://127.0.0.1:${server.addr.port}`, seen)
  } finally {
    await server.shutdown()
  }
}

const GOOD_NAMES = [
  { name: 'Brewmance', slogan: 'Cold brew, warm welcome.', rationale: 'Brewmance — brew + romance: a cup worth the wait' },
  { name: 'Frostbean', slogan: 'Chill in every sip.', rationale: 'frost + bean: cold coffee from the bean up' },
  { name: 'Steeply', slogan: 'Steeped slow.', rationale: 'steep + -ly: the slow steep of cold brew' },
  { name: 'Glacier Roast', slogan: 'Patience over ice.', rationale: 'glacier + roast: slow and cold' },
  { name: 'Nitrova', rationale: 'nitro + nova: a bright new nitro brew' },
  { name: 'Cremacold', slogan: 'Golden, then cold.', rationale: 'crema + cold: the best layer, chilled' },
  { name: 'Chillcup', slogan: 'Your cup, chilled.', rationale: 'chill + cup: exactly what it is, with a smile' },
  { name: 'Kettlefrost', slogan: 'From kettle to cold.', rationale: 'kettle + frost: the whole cold-brew process' },
]

const openAiReply = (content: string) => Response.json({ choices: [{ index: 0, message: { role: 'assistant', content } }] })
const anthropicReply = (text: string) => Response.json({ content: [{ type: 'text', text }], stop_reason: 'end_turn' })

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const REQ = { description: 'a cold-brew coffee shop', count: 8, seed: 1 }
const isLexicon = (ideas: NameIdea[]) => ideas.length === 8 && ideas.every((i) => i.strategy !== 'llm')

test('openai-compatible: sends a proper chat-completions request and returns validated ideas', async () => {
  await withServer(() => openAiReply(JSON.stringify({ names: GOOD_NAMES })), async (base, seen) => {
    const provider = createOpenAiProvider({ baseUrl: `${base}/v1`, apiKey: 'sk-test', model: 'test-model', timeoutMs: 2000 })
    const ideas = await provider.generate(REQ)
    assertEquals(ideas.length, 8)
    assert(ideas.every((i) => i.strategy === 'llm'))
    assertEquals(ideas[0].name, 'Brewmance')
    assertEquals(ideas[0].domain, 'brewmance.com')
    assertEquals(ideas[3].name, 'Glacier Roast', 'an LLM phrase is kept as words')
    assert(ideas[1].rationale.startsWith('Frostbean — '), 'rationale is prefixed with the name')
    assertEquals(ideas[4].slogan, undefined)
    const [call] = seen
    assertEquals(call.path, '/v1/chat/completions')
    assertEquals(call.headers.get('authorization'), 'Bearer sk-test')
    assertEquals(call.headers.get('content-type'), 'application/json')
    assertEquals(call.body.model, 'test-model')
    assertEquals(call.body.response_format, { type: 'json_object' })
    const messages = call.body.messages as { role: string; content: string }[]
    assertEquals(messages.map((m) => m.role), ['system', 'user'])
    assert(messages[1].content.includes('a cold-brew coffee shop'))
  })
})

test('anthropic: sends x-api-key and anthropic-version to /v1/messages; parses fenced JSON', async () => {
  const text = 'Here you go:\n```json\n' + JSON.stringify({ names: GOOD_NAMES }) + '\n```'
  await withServer(() => anthropicReply(text), async (base, seen) => {
    const provider = createAnthropicProvider({ baseUrl: base, apiKey: 'ak-test', model: 'claude-test', timeoutMs: 2000 })
    const ideas = await provider.generate({ ...REQ, exclude: new Set(['steeply']) })
    assertEquals(ideas.length, 8)
    assert(!ideas.some((i) => i.name === 'Steeply'), 'excluded names are dropped')
    assertEquals(ideas.filter((i) => i.strategy === 'llm').length, 7)
    assertEquals(ideas.filter((i) => i.strategy !== 'llm').length, 1, 'topped up from the lexicon')
    const [call] = seen
    assertEquals(call.path, '/v1/messages')
    assertEquals(call.headers.get('x-api-key'), 'ak-test')
    assertEquals(call.headers.get('anthropic-version'), '2023-06-01')
    assertEquals(call.headers.get('authorization'), null)
    assertEquals(call.body.model, 'claude-test')
    assert(typeof call.body.system === 'string' && typeof call.body.max_tokens === 'number')
    assertEquals((call.body.messages as { role: string }[])[0].role, 'user')
    assert(String((call.body.messages as { content: string }[])[0].content).includes('steeply'), 'exclusions are in the prompt')
  })
})

const FAILURES: [string, Reply][] = [
  ['HTTP 500', () => new Response('upstream exploded', { status: 500 })],
  ['malformed JSON content', () => openAiReply('{"names": [ {"name": "Brewvana", ')],
  ['reply body not JSON', () => new Response('<html>bad gateway</html>', { status: 200 })],
  ['wrong shape', () => openAiReply(JSON.stringify({ ideas: ['Brewvana'] }))],
  ['wrong item types', () => openAiReply(JSON.stringify({ names: [{ name: 42, rationale: 'x' }, 'Brewvana', { name: 'Ok', rationale: 7 }] }))],
  ['too few valid names', () => openAiReply(JSON.stringify({ names: [...GOOD_NAMES.slice(0, 3), { name: 'Bad Name!!', rationale: 'r' }, { name: 'Shitbrew', rationale: 'r' }, { name: 'Ab', rationale: 'r' }] }))],
  ['empty choices', () => Response.json({ choices: [] })],
]

for (const [label, reply] of FAILURES) {
  test(`openai-compatible: ${label} falls back to lexicon`, async () => {
    await withServer(reply, async (base) => {
      const reasons: string[] = []
      const provider = createOpenAiProvider({ baseUrl: base, apiKey: 'k', model: 'm', timeoutMs: 2000, onFallback: (_p, r) => reasons.push(r) })
      const ideas = await provider.generate(REQ)
      assert(isLexicon(ideas), 'lexicon names')
      assertEquals(reasons.length, 1)
    })
  })
}

async function assertSlowFallsBack(make: (base: string) => NamingProvider): Promise<void> {
  // The fake answers after 1.2 s; the client gives up at 300 ms.
  await withServer(async () => {
    await sleep(1200)
    return openAiReply(JSON.stringify({ names: GOOD_NAMES }))
  }, async (base) => {
    const started = performance.now()
    const ideas = await make(base).generate(REQ)
    const elapsed = performance.now() - started
    assert(isLexicon(ideas), 'lexicon names')
    assert(elapsed < 1000, `fell back in ${elapsed.toFixed(0)} ms`)
  })
}

test('openai-compatible: a slow provider times out and falls back within the budget', async () => {
  await assertSlowFallsBack((base) => createOpenAiProvider({ baseUrl: base, apiKey: 'k', model: 'm', timeoutMs: 300 }))
})

test('anthropic: a slow provider times out and falls back within the budget', async () => {
  await assertSlowFallsBack((base) => createAnthropicProvider({ baseUrl: base, apiKey: 'k', model: 'm', timeoutMs: 300 }))
})

test('anthropic: HTTP error and non-text content fall back to lexicon', async () => {
  for (const reply of [() => Response.json({ type: 'error', error: { type: 'overloaded_error' } }, { status: 529 }), () => Response.json({ content: [{ type: 'tool_use' }] })]) {
    await withServer(reply, async (base) => {
      const ideas = await createAnthropicProvider({ baseUrl: base, apiKey: 'k', model: 'm', timeoutMs: 2000 }).generate(REQ)
      assert(isLexicon(ideas))
    })
  }
})

test('an unreachable provider falls back to lexicon', async () => {
  const provider = createOpenAiProvider({ baseUrl: 'http://127.0.0.1:9', apiKey: 'k', model: 'm', timeoutMs: 1000 })
  assert(isLexicon(await provider.generate(REQ)))
})

test('factory: env chooses the provider; bad config degrades to lexicon', async () => {
  const problems: string[] = []
  const onConfigProblem = (m: string) => problems.push(m)
  assertEquals(createNamingProvider({}).name, 'lexicon')
  assertEquals(createNamingProvider({ NAMING_PROVIDER: 'openai', NAMING_OPENAI_API_KEY: 'k' }).name, 'openai')
  assertEquals(createNamingProvider({ NAMING_PROVIDER: 'openai', NAMING_OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' }).name, 'openai')
  assertEquals(createNamingProvider({ NAMING_PROVIDER: 'anthropic', NAMING_ANTHROPIC_API_KEY: 'k' }).name, 'anthropic')
  assertEquals(createNamingProvider({ NAMING_PROVIDER: 'anthropic' }, { onConfigProblem }).name, 'lexicon')
  assertEquals(createNamingProvider({ NAMING_PROVIDER: 'openai' }, { onConfigProblem }).name, 'lexicon')
  assertEquals(createNamingProvider({ NAMING_PROVIDER: 'gemini' }, { onConfigProblem }).name, 'lexicon')
  assertEquals(problems.length, 3)
  // The env's base URL, model and timeout reach the request.
  await withServer(() => openAiReply(JSON.stringify({ names: GOOD_NAMES })), async (base, seen) => {
    const provider = createNamingProvider({ NAMING_PROVIDER: 'openai', NAMING_OPENAI_BASE_URL: base, NAMING_OPENAI_MODEL: 'llama3', NAMING_TIMEOUT_MS: '2000' })
    const ideas = await provider.generate(REQ)
    assertEquals(ideas[0].name, 'Brewmance')
    assertEquals(seen[0].body.model, 'llama3')
    assertEquals(seen[0].headers.get('authorization'), null, 'no key, no Authorization header')
  })
})
