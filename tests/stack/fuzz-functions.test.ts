import { readdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { LOCAL_STRIPE_WEBHOOK_SECRET } from '../../supabase/local/fakes/stripe/index.ts'
import { signPayload } from '../../supabase/local/fakes/stripe/webhooks.ts'
import { hostileBody, hostileString, type Body } from './fuzz/hostile.ts'
import { describeBody, encodeLoosely, problemWith, send, type Reply } from './fuzz/requests.ts'
import { changes, fuzzSettings, rowCounter, type Counts } from './fuzz/rows.ts'
import { startTestStack, type TestStack } from './helpers.ts'
import { createUser, type TestUser } from './users.ts'

// Hostile bodies to every edge function, through the gateway, as anon, as a signed-in user, with no
// or a garbage token: only 2xx/4xx JSON answers, no 5xx, the host keeps serving, and a rejected
// request writes no row anywhere (nor an email, nor a Stripe session). 429s are fine 4xx answers;
// the rate-limit buckets are emptied before each request so the handlers themselves get the input.
// Reproduce a failure with FUZZ_SEED=<seed> (printed by fast-check); FUZZ_RUNS raises the runs.

const FUNCTIONS_DIR = fileURLToPath(new URL('../../supabase/functions', import.meta.url))
const { numRuns, seed } = fuzzSettings(100)

/** The fields each function reads and a valid body, so generated bodies reach real parsing paths. */
const FIELDS: Record<string, string[]> = {
  'check-premium': ['email'],
  'generate-names': ['description', 'count', 'requestId'],
  'check-domain': ['domains'],
  'send-email': ['email', 'source', 'industry', 'description'],
  'newsletter-confirm': ['token'],
  'create-payment': ['email', 'source', 'returnPath'],
  'verify-payment': ['sessionId', 'email'],
  'stripe-webhook': ['id', 'type', 'data'],
  'request-refund': ['reason'],
}
const VALID: Record<string, Record<string, unknown>> = {
  'check-premium': {},
  'generate-names': { description: 'a cold-brew coffee shop', count: 8 },
  'check-domain': { domains: ['brandquestfuzz.com', 'example.io'] },
  'send-email': { email: 'fuzz@example.com', source: 'newsletter', industry: 'coffee' },
  'create-payment': { source: 'paywall_modal', email: 'fuzz@example.com', returnPath: '/generate' },
  'verify-payment': { sessionId: 'cs_test_fuzz' },
  'request-refund': {},
}

type Auth = 'anon' | 'user' | 'none' | 'garbage'

let stack: TestStack
let user: TestUser
let counts: () => Promise<Counts>
/** Answers seen per function and status, printed at the end to show which paths the fuzz reached. */
const seen: Record<string, Record<number, number>> = {}

beforeAll(async () => {
  stack = await startTestStack()
  user = await createUser(stack)
  counts = await rowCounter(stack.pool)
  console.log(`fuzz-functions: numRuns=${numRuns} seed=${seed} (FUZZ_RUNS / FUZZ_SEED)`)
})

afterAll(async () => {
  console.log(`fuzz-functions answers by status: ${JSON.stringify(seen)}`)
  await stack?.stop()
})

beforeEach(async () => {
  await stack.pool.query('delete from public.rate_limit_hits')
})

function authHeaders(auth: Auth): Record<string, string> {
  const token = { anon: stack.anonKey, user: user.accessToken, none: '', garbage: 'eyJhbGciOiJub25lIn0.e30.' }[auth]
  return token ? { apikey: stack.anonKey, Authorization: `Bearer ${token}` } : {}
}

async function stripeSessions(): Promise<number> {
  const response = await fetch(`${stack.apiUrl}/_local/stripe/sessions`)
  return ((await response.json()) as unknown[]).length
}

/** Sends one request and checks the answer and, when it was refused, that nothing was written. */
async function probe(name: string, request: () => Promise<Reply>, what: string, allowRedirect = false): Promise<Reply> {
  // Fresh allowances, so generate-names reaches its validation and recording rather than only 402/429.
  await stack.pool.query('delete from public.rate_limit_hits')
  await stack.pool.query('delete from public.name_generations where user_id = $1', [user.id])
  const [before, sessionsBefore] = [await counts(), await stripeSessions()]
  const reply = await request()
  seen[name] = { ...seen[name], [reply.status]: (seen[name]?.[reply.status] ?? 0) + 1 }
  const redirect = allowRedirect && reply.status === 303
  const problem = redirect ? null : problemWith(reply)
  expect(problem, `${name} ← ${what}`).toBeNull()
  if (reply.status >= 400) {
    expect(changes(before, await counts()), `${name} refused (${reply.status}) but wrote rows ← ${what}`).toEqual([])
    expect(await stripeSessions(), `${name} refused (${reply.status}) but opened a Checkout Session ← ${what}`).toBe(sessionsBefore)
  }
  return reply
}

const request = fc.record({
  method: fc.oneof({ weight: 9, arbitrary: fc.constant('POST') }, { weight: 1, arbitrary: fc.constantFrom('GET', 'PUT', 'DELETE', 'PATCH') }),
  auth: fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom<Auth>('anon', 'user', 'user') },
    { weight: 1, arbitrary: fc.constantFrom<Auth>('none', 'garbage') },
  ),
})

describe('every function answers hostile bodies with 2xx/4xx JSON and writes nothing when it refuses', () => {
  it('has a fuzz spec for every deployed function', async () => {
    const folders = (await readdir(FUNCTIONS_DIR, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
      .map((entry) => entry.name)
    expect(folders.filter((name) => !(name in FIELDS)), 'functions without FIELDS in tests/stack/fuzz-functions.test.ts').toEqual([])
  })

  for (const name of Object.keys(FIELDS).filter((n) => n !== 'newsletter-confirm' && n !== 'stripe-webhook')) {
    it(`${name}`, async () => {
      await fc.assert(
        fc.asyncProperty(request, hostileBody(FIELDS[name], VALID[name]), async ({ method, auth }, body: Body) => {
          await probe(
            name,
            () => send(`${stack.apiUrl}/functions/v1/${name}`, method, body, authHeaders(auth)),
            `${method} as ${auth}: ${describeBody(body)}`,
          )
        }),
        { numRuns, seed },
      )
    })
  }

  it('newsletter-confirm: any token or method redirects to the app or answers 4xx JSON, never elsewhere', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('GET', 'GET', 'GET', 'GET', 'POST', 'DELETE'), hostileString, async (method, token) => {
        const url = `${stack.apiUrl}/functions/v1/newsletter-confirm?token=${encodeLoosely(token.slice(0, 1000))}&token=x`
        const reply = await probe('newsletter-confirm', () => send(url, method, { kind: 'empty', contentType: null, body: null }, {}), `${method} ?token=${token.slice(0, 80)}`, true)
        if (reply.status === 303) expect(reply.location).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?newsletter=(confirmed|invalid)$/)
      }),
      { numRuns, seed },
    )
  })
})

describe('stripe-webhook without a valid signature', () => {
  // What a forger would send: a paid checkout for their own address, signed wrongly.
  const forgedEvent = fc.record({ email: fc.emailAddress(), id: fc.stringMatching(/^[A-Za-z0-9]{8,20}$/) }).map(({ email, id }) =>
    JSON.stringify({
      id: `evt_${id}`,
      type: 'checkout.session.completed',
      data: { object: { id: `cs_${id}`, object: 'checkout.session', payment_status: 'paid', customer_details: { email }, payment_intent: `pi_${id}` } },
    }),
  )
  const payload = fc.oneof(forgedEvent, hostileBody(FIELDS['stripe-webhook']).map((b) => (b.body instanceof Uint8Array ? '' : (b.body ?? ''))))
  const now = () => Math.floor(Date.now() / 1000)
  const signature = (body: string) =>
    fc.oneof(
      fc.constant(null),
      hostileString.map((s) => s.replace(/[^\x20-\x7e]/g, '').slice(0, 500)),
      fc.constant(signPayload(body, 'whsec_not_the_endpoint_secret')),
      fc.constant(signPayload(`${body} `, LOCAL_STRIPE_WEBHOOK_SECRET)),
      fc.constant(signPayload(body, LOCAL_STRIPE_WEBHOOK_SECRET, now() - 3600)),
      fc.constant(`t=${now()},v1=${'0'.repeat(64)}`),
      fc.constant(signPayload(body, LOCAL_STRIPE_WEBHOOK_SECRET).replace(/v1=/, 'v0=')),
    )

  it('is always 400 (413 past 64 KB) and grants nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        payload.chain((body) => fc.record({ body: fc.constant(body), signature: signature(body) })),
        async ({ body, signature: sig }) => {
          const headers: Record<string, string> = { 'Content-Type': 'application/json' }
          if (sig !== null) headers['Stripe-Signature'] = sig
          const before = await counts()
          const reply = await probe(
            'stripe-webhook',
            () => send(`${stack.apiUrl}/functions/v1/stripe-webhook`, 'POST', { kind: 'webhook', contentType: 'application/json', body }, headers),
            `signature ${sig?.slice(0, 80)}: ${body.slice(0, 200)}`,
          )
          expect(reply.status).toBe(new TextEncoder().encode(body).length > 64 * 1024 ? 413 : 400)
          expect(changes(before, await counts())).toEqual([])
        },
      ),
      { numRuns, seed },
    )
  })
})

describe('after the fuzz', () => {
  it('the stack still answers: functions and REST', async () => {
    const reply = await send(`${stack.apiUrl}/functions/v1/check-premium`, 'POST', { kind: 'object', contentType: 'application/json', body: '{}' }, authHeaders('user'))
    expect(reply.status).toBe(200)
    expect(JSON.parse(reply.text)).toMatchObject({ hasPremium: false })
    const rest = await fetch(`${stack.apiUrl}/rest/v1/name_generations?select=id`, { headers: authHeaders('user') })
    expect(rest.status).toBe(200)
  })
})
