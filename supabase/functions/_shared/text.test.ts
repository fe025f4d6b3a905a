import { assertEquals, assertMatch } from './testing/assert.ts'
import { z } from 'zod'
import { storableText, unstorableTextReason } from './text.ts'

Deno.test('unstorableTextReason refuses control characters and broken Unicode', () => {
  const refused = ['a\u0000b', '\u0001', 'bell\u0007', 'esc\u001b[31m', 'del\u007f', 'next line\u0085', '\u009f', '\ud800', '\udc00x', 'a\ud83d']
  for (const text of refused) {
    assertEquals(typeof unstorableTextReason(text), 'string', JSON.stringify(text))
  }
})

Deno.test('unstorableTextReason accepts what people type and paste', () => {
  const accepted = ['a cold-brew coffee shop', 'café crème brûlée', '日本のラーメン屋', 'Ramen 🍜 for night owls 🦉', 'line one\nline two\r\n\ttabbed', 'naïve façade — “quotes”', '👩‍💻 devs']
  for (const text of accepted) assertEquals(unstorableTextReason(text), undefined, text)
})

Deno.test('storableText names the field in its error', () => {
  const schema = z.object({ description: storableText('description') })
  const result = schema.safeParse({ description: 'a\u0000b' })
  assertEquals(result.success, false)
  assertMatch(result.error?.issues[0].message ?? '', /^description contains a control character/)
  assertMatch(schema.safeParse({ description: '\ud800' }).error?.issues[0].message ?? '', /^description contains broken Unicode/)
  assertEquals(schema.safeParse({ description: 'ok 🙂' }).success, true)
})
