import { assertEquals, assertRejects } from './testing/assert.ts'
import { bearerToken, readJsonObject, HttpError } from './http.ts'

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
