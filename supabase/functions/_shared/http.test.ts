import { assertEquals, assertMatch, assertRejects } from './testing/assert.ts'
import { bearerToken, json, readJsonObject, HttpError, withHttp } from './http.ts'

const request = (body?: string, authorization?: string) =>
  new Request('http://functions.local/x', {
    method: 'POST',
    body,
    headers: authorization ? { Authorization: authorization } : {},
  })

Deno.test('readJsonObject reads an empty body as {}', async () => {
  assertEquals(await readJsonObject(request()), {})
  assertEquals(await readJsonObject(request('  ')), {})
})

Deno.test('readJsonObject rejects malformed JSON and non-objects with 400', async () => {
  for (const body of ['{', '"text"', '[1]', 'null']) {
    await assertRejects(readJsonObject(request(body)), (e: unknown) => e instanceof HttpError && e.status === 400)
  }
})

Deno.test('bearerToken extracts the token only from a Bearer header', () => {
  assertEquals(bearerToken(request(undefined, 'Bearer abc.def.ghi')), 'abc.def.ghi')
  assertEquals(bearerToken(request(undefined, 'Basic abc')), undefined)
  assertEquals(bearerToken(request()), undefined)
})

const LIMIT = 64 * 1024

/** A body that produces `total` bytes in 16 KB chunks only as they are read, and counts what was read. */
function lazyBody(total: number) {
  const chunk = new TextEncoder().encode(' '.repeat(16 * 1024))
  const counter = { pulled: 0 }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close()
      counter.pulled += chunk.length
      controller.enqueue(chunk)
    },
  })
  return { stream, counter }
}

const streamed = (body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  new Request('http://functions.local/x', { method: 'POST', body, headers })

const readingHandler = withHttp(['POST'], async (r) => json(await readJsonObject(r)))

Deno.test('a Content-Length over 64 KB is a 413 JSON error before any of the body is read', async () => {
  const { stream, counter } = lazyBody(200 * 1024 * 1024)
  const response = await readingHandler(streamed(stream, { 'Content-Length': String(200 * 1024 * 1024) }))
  assertEquals(response.status, 413)
  assertMatch((await response.json()).error, /64 KB/)
  assertEquals(response.headers.get('Access-Control-Allow-Origin'), '*')
  assertEquals(counter.pulled <= 16 * 1024, true, `read ${counter.pulled} bytes`)
})

Deno.test('413 at once even when the handler would not read the body', async () => {
  const handler = withHttp(['POST'], () => Promise.resolve(json({ ok: true })))
  const response = await handler(streamed(lazyBody(LIMIT + 1).stream, { 'Content-Length': String(LIMIT + 1) }))
  assertEquals(response.status, 413)
  await response.body?.cancel()
})

Deno.test('a streamed body without Content-Length stops being read at the 64 KB cap', async () => {
  const { stream, counter } = lazyBody(200 * 1024 * 1024)
  const response = await readingHandler(streamed(stream))
  assertEquals(response.status, 413)
  assertMatch((await response.json()).error, /64 KB/)
  assertEquals(counter.pulled <= LIMIT + 32 * 1024, true, `read ${counter.pulled} bytes`)
})

Deno.test('a Content-Length that understates the body does not get past the cap', async () => {
  const { stream } = lazyBody(1024 * 1024)
  const response = await readingHandler(streamed(stream, { 'Content-Length': '10' }))
  assertEquals(response.status, 413)
  await response.body?.cancel()
})

Deno.test('a body of exactly 64 KB is read; one byte more is not', async () => {
  const fits = JSON.stringify({ pad: 'x'.repeat(LIMIT - 10) })
  assertEquals(new TextEncoder().encode(fits).length, LIMIT)
  assertEquals((await readingHandler(request(fits))).status, 200)
  const over = JSON.stringify({ pad: 'x'.repeat(LIMIT - 9) })
  assertEquals((await readingHandler(request(over))).status, 413)
})

Deno.test('a body that is not UTF-8 is a 400, not a guess', async () => {
  const bytes = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])
  const response = await readingHandler(new Request('http://functions.local/x', { method: 'POST', body: bytes }))
  assertEquals(response.status, 400)
  assertMatch((await response.json()).error, /UTF-8/)
})

Deno.test('a database that is briefly unreachable is a 503 with Retry-After, not a 500', async () => {
  const unreachable = { code: 'PGRST001', message: 'Could not connect to the database' }
  const handler = withHttp(['POST'], () => Promise.reject(new Error('usage lookup failed: x', { cause: unreachable })))
  const response = await handler(new Request('http://functions.local/x', { method: 'POST' }))
  assertEquals(response.status, 503)
  assertEquals(response.headers.get('Retry-After'), '5')
  assertMatch((await response.json()).error, /try again/i)

  // Any other database error is still ours to log and a 500.
  const broken = withHttp(['POST'], () => Promise.reject(new Error('x failed', { cause: { code: '42P01', message: 'no table' } })))
  assertEquals((await broken(new Request('http://functions.local/x', { method: 'POST' }))).status, 500)
})
