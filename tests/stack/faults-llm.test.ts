import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { fakeOpenAiEnv, startTestStack, type TestStack } from './helpers.ts'
import { createPremiumUser, type TestUser } from './users.ts'

// generate-names with NAMING_PROVIDER=openai against a small OpenAI-compatible server this file
// runs on 127.0.0.1. Whatever that provider does — refuse connections, answer 500, hang past
// NAMING_TIMEOUT_MS, or answer garbage — the run answers 200 with 8 valid names from the lexicon
// fallback and records one history row.
type Mode = 'ok' | 'error' | 'hang' | 'html' | 'markup' | 'duplicates' | 'too-few' | 'not-an-object'

// Coined names the lexicon never makes, so a run that used them is told apart from a fallback.
const LLM_NAMES = [
  'Zorvanti', 'Quelmora', 'Vextrolyn', 'Brindaloo', 'Skarvelle', 'Tumbrique', 'Plovanza', 'Gristavo',
  'Mervolia', 'Draskelo', 'Fynterra', 'Jolvexa', 'Kwimbara', 'Lurvanto', 'Nestorya', 'Ospirelle',
]
const MODEL_NAME_KEYS = new Set(LLM_NAMES.map((n) => n.toLowerCase()))

let mode: Mode = 'ok'
let calls = 0
let llm: Server
let llmPort = 0
let stack: TestStack

const content = (names: { name: string; rationale: string }[]) => JSON.stringify({ names })
const idea = (name: string) => ({ name, rationale: `${name} sounds warm and is easy to say.`, slogan: 'Made for you.' })

function reply(): { status: number; type: string; body: string } | null {
  const chat = (text: string) => ({ status: 200, type: 'application/json', body: JSON.stringify({ choices: [{ message: { content: text } }] }) })
  switch (mode) {
    case 'ok':
      return chat(content(LLM_NAMES.map(idea)))
    case 'error':
      return { status: 500, type: 'application/json', body: '{"error":{"message":"The server had an error"}}' }
    case 'hang':
      return null
    case 'html':
      return { status: 200, type: 'text/html', body: '<html><body><h1>502 Bad Gateway</h1></body></html>' }
    case 'markup':
      return chat('<ul><li><b>Great names</b> coming soon</li></ul>')
    case 'duplicates':
      return chat(content(Array.from({ length: 16 }, () => idea('Zorvanti'))))
    case 'too-few':
      return chat(content(LLM_NAMES.slice(0, 2).map(idea)))
    case 'not-an-object':
      return chat('{"names": "Zorvanti, Quelmora, Vextrolyn"}')
  }
}

async function listen(server: Server, port: number): Promise<number> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

function fakeOpenAi(): Server {
  return createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return void res.writeHead(404).end()
      calls++
      const answer = reply()
      if (!answer) return // hang: the function's deadline must end it
      res.writeHead(answer.status, { 'Content-Type': answer.type }).end(answer.body)
    })
  })
}

beforeAll(async () => {
  llm = fakeOpenAi()
  llmPort = await listen(llm, 0)
  stack = await startTestStack({ functionsEnv: fakeOpenAiEnv(llmPort, 1500) })
})

afterAll(async () => {
  await stack?.stop()
  llm?.closeAllConnections()
  await new Promise((resolve) => llm?.close(resolve))
})

beforeEach(() => {
  mode = 'ok'
  calls = 0
})

type Name = { name: string; domain: string; rationale: string; domainStatus: { status: string } }


async function generate(user: TestUser): Promise<{ status: number; names: Name[] }> {
  const response = await fetch(`${stack.apiUrl}/functions/v1/generate-names`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, Authorization: `Bearer ${user.accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ description: 'a bakery that delivers sourdough by bike', count: 8 }),
  })
  const body = (await response.json()) as { names?: Name[] }
  return { status: response.status, names: body.names ?? [] }
}

async function historyRows(user: TestUser): Promise<number> {
  const { rows } = await stack.pool.query('select count(*)::int as n from public.name_generations where user_id = $1', [user.id])
  return rows[0].n as number
}

/** A run the provider did not shape: 200, 8 distinct well-formed names, none of the model's, one history row. */
async function expectLexiconRun(): Promise<void> {
  const user = await createPremiumUser(stack)
  const run = await generate(user)
  expect(run.status).toBe(200)
  expect(run.names).toHaveLength(8)
  for (const { name, domain, rationale } of run.names) {
    expect(name.trim() === name && name.length > 1 && !/[<>{}"]/.test(name), name).toBe(true)
    expect(domain).toMatch(/^[a-z0-9-]+\.[a-z]+$/)
    expect(rationale.length).toBeGreaterThan(0)
    expect(MODEL_NAME_KEYS.has(name.toLowerCase()), name).toBe(false)
  }
  expect(new Set(run.names.map((n) => n.name.toLowerCase())).size).toBe(8)
  expect(await historyRows(user)).toBe(1)
  // The provider was asked: the fallback is what a fault produced, not a missing configuration.
  expect(calls).toBeGreaterThan(0)
}

describe('generate-names with an OpenAI-compatible provider', () => {
  it('uses the provider when it answers well (the wiring this file relies on)', async () => {
    const user = await createPremiumUser(stack)
    const run = await generate(user)
    expect(run.status).toBe(200)
    expect(run.names).toHaveLength(8)
    // generate-names still ranks the pool by free domains, so not every model name makes the run.
    expect(run.names.some((n) => MODEL_NAME_KEYS.has(n.name.toLowerCase()))).toBe(true)
    expect(calls).toBeGreaterThan(0)
  })

  it.each<Mode>(['error', 'html', 'markup', 'duplicates', 'too-few', 'not-an-object'])('falls back to the lexicon when the provider answers %s', async (fault) => {
    mode = fault
    await expectLexiconRun()
  })

  it('falls back when the provider hangs past NAMING_TIMEOUT_MS', async () => {
    mode = 'hang'
    await expectLexiconRun()
  })

  it('falls back when the provider refuses connections', async () => {
    // Close the port (and any kept-alive connection), so the next connect is refused.
    llm.closeAllConnections()
    await new Promise((resolve) => llm.close(resolve))
    try {
      const user = await createPremiumUser(stack)
      const run = await generate(user)
      expect(run.status).toBe(200)
      expect(run.names).toHaveLength(8)
      expect(run.names.some((n) => MODEL_NAME_KEYS.has(n.name.toLowerCase()))).toBe(false)
      expect(await historyRows(user)).toBe(1)
      expect(calls).toBe(0)
    } finally {
      llm = fakeOpenAi()
      await listen(llm, llmPort)
    }
  })
})
