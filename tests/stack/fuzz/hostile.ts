import fc from 'fast-check'

// Generators for what an attacker (or a broken client) sends: wrong types, huge strings around the
// 64 KB body limit, lone surrogates and control characters, prototype-pollution keys, SQL and HTML
// payloads, deep nesting, empty and invalid bodies, wrong content types.

export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype']

const PAYLOADS = [
  "'; drop table public.customers; --",
  "' or '1'='1",
  '1; select pg_sleep(5)',
  '$$; truncate public.name_generations; $$',
  '<img src=x onerror=alert(1)>',
  '<script>alert(document.cookie)</script>',
  'javascript:alert(1)',
  '{"__proto__":{"admin":true}}',
  '../../../../etc/passwd',
  '%00%0d%0aSet-Cookie: a=b',
  '${{7*7}}',
  'null',
  'NaN',
  '-1',
  '1e309',
  '',
  ' ',
]

const WEIRD_TEXT = [
  '\uD800',
  '\uDFFF',
  'a\uDC00b\uD83D',
  '\u0000',
  'tab\there\nnew line\r\n',
  '\u0007\u001b[31mred',
  '\u202Eevil\u202C',
  '\uFEFFbom',
  'ｆｕｌｌｗｉｄｔｈ',
  'Ω≈ç√∫˜µ≤≥÷',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301',
]

/** A string around or past the body limit, made of a short repeated unit so generating it stays cheap. */
export const hugeString = fc
  .record({ unit: fc.constantFrom('x', 'é', '😀', '<a>', "'", '\u0000'), length: fc.integer({ min: 60_000, max: 70_000 }) })
  .map(({ unit, length }) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length))

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PAYLOADS) },
  { weight: 3, arbitrary: fc.constantFrom(...WEIRD_TEXT) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 600 }) },
  { weight: 1, arbitrary: hugeString },
  { weight: 2, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.uuid() },
)

export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 53, Number.MAX_VALUE, true, false, null),
)

/** Values of any JSON type, nested a few levels (arrays of objects of arrays…). */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileScalar,
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...POLLUTION_KEYS), fc.string({ maxLength: 10 })), tie('value'), { maxKeys: 5 }),
  ),
})).value

/** A deeply nested array or object, the kind that blows naive recursive parsers. */
export const deepNesting = fc
  .record({ depth: fc.integer({ min: 100, max: 5_000 }), open: fc.constantFrom('[', '{"a":') })
  .map(({ depth, open }) => open.repeat(depth) + '1' + (open === '[' ? ']' : '}').repeat(depth))

/** A JSON object using the fields a function reads, plus pollution keys, with values of any type. */
export function hostileObject(fields: string[]): fc.Arbitrary<Record<string, unknown>> {
  const keys = fc.constantFrom(...fields, ...POLLUTION_KEYS)
  return fc.dictionary(keys, hostileValue, { maxKeys: fields.length + 2 })
}

/** JSON text with `__proto__` as an own key (JSON.stringify of an object literal would drop it). */
export const pollutionText = fc
  .record({ key: fc.constantFrom(...POLLUTION_KEYS), value: hostileValue })
  .map(({ key, value }) => `{"${key}": ${JSON.stringify(value) ?? 'null'}, "${key}": {"polluted": true}}`)

export interface Body {
  kind: string
  contentType: string | null
  body: string | Uint8Array | null
}

const contentTypes = fc.constantFrom<string | null>(
  'application/json',
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  null,
)

/** A valid body with one field replaced by a hostile value (or a pollution key added): reaches the deeper paths. */
function mutated(valid: Record<string, unknown>, fields: string[]): fc.Arbitrary<string> {
  const key = fc.constantFrom(...fields, ...POLLUTION_KEYS)
  return fc
    .record({ key, value: fc.oneof(hostileString, hostileValue) })
    .map(({ key, value }) => {
      const body: Record<string, unknown> = { ...valid }
      Object.defineProperty(body, key, { value, enumerable: true, configurable: true, writable: true })
      return JSON.stringify(body)
    })
}

/**
 * A request body: a valid one with a hostile field, JSON of a hostile shape, invalid JSON, raw bytes
 * (not UTF-8), or nothing.
 */
export function hostileBody(fields: string[], valid: Record<string, unknown> = {}): fc.Arbitrary<Body> {
  const text = (kind: string, arbitrary: fc.Arbitrary<Body['body']>): fc.Arbitrary<Body> =>
    fc.record({ kind: fc.constant(kind), contentType: contentTypes, body: arbitrary })
  return fc.oneof(
    { weight: 6, arbitrary: text('mutated', mutated(valid, fields)) },
    { weight: 4, arbitrary: text('object', hostileObject(fields).map((o) => JSON.stringify(o))) },
    { weight: 2, arbitrary: text('json value', hostileValue.map((v) => JSON.stringify(v) ?? 'undefined')) },
    { weight: 1, arbitrary: text('pollution', pollutionText) },
    { weight: 1, arbitrary: text('nesting', deepNesting) },
    { weight: 1, arbitrary: text('invalid json', fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom('{', '{"a":', '[1,]', "{'a':1}", 'NaN'))) },
    { weight: 1, arbitrary: text('huge', hugeString.map((s) => JSON.stringify({ [fields[0] ?? 'x']: s }))) },
    { weight: 1, arbitrary: text('bytes', fc.uint8Array({ minLength: 1, maxLength: 300 })) },
    { weight: 1, arbitrary: text('empty', fc.constant(null)) },
  )
}
