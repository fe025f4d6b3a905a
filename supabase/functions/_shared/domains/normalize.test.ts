import { assertEquals } from '../testing/assert.ts'
import { normalizeDomain } from './normalize.ts'
import { rdapServiceFor } from './bootstrap.ts'
import { MORE_DOMAINS_TLDS } from './tlds.ts'

const ok = (input: string) => normalizeDomain(input)
const reasonOf = (input: string) => {
  const result = normalizeDomain(input)
  return result.ok ? undefined : result.reason
}

Deno.test('normalizeDomain: lower case, trimmed, one trailing dot dropped', () => {
  assertEquals(ok('  Example.COM. '), { ok: true, domain: 'example.com', suffix: 'com' })
  assertEquals(ok('shop.co.uk'), { ok: true, domain: 'shop.co.uk', suffix: 'co.uk' })
})

Deno.test('normalizeDomain: IDN becomes punycode', () => {
  assertEquals(ok('Bücher.de'), { ok: true, domain: 'xn--bcher-kva.de', suffix: 'de' })
  assertEquals(ok('xn--bcher-kva.de'), { ok: true, domain: 'xn--bcher-kva.de', suffix: 'de' })
})

Deno.test('normalizeDomain: anything that is not one registrable name is an error with a reason', () => {
  const bad = [
    '',
    '   ',
    'example',
    'www.google.com',
    'co.uk',
    'com',
    'bad..name.com',
    'example.com..',
    '-lead.com',
    'trail-.com',
    'under_score.com',
    'sp ace.com',
    'http://example.com',
    'example.com/path',
    'user@example.com',
    'example.com:80',
    '%41bc.com',
    'ab\u0000c.com',
    `${'a'.repeat(64)}.com`,
    `${'a'.repeat(250)}.com`,
    'example.notatld',
    '127.0.0.1',
    'exa*mple.com',
  ]
  for (const input of bad) {
    const reason = reasonOf(input)
    if (!reason) throw new Error(`${JSON.stringify(input)} was accepted`)
  }
  assertEquals(normalizeDomain('www.google.com'), {
    ok: false,
    domain: 'www.google.com',
    reason: 'Only registrable names can be checked (google.com, not www.google.com)',
  })
})

Deno.test('normalizeDomain: a 63-character label is fine', () => {
  assertEquals(ok(`${'a'.repeat(63)}.com`).ok, true)
})

Deno.test('rdapServiceFor: bootstrap, longest suffix, overrides for TLDs IANA lacks, none for DNS-only TLDs', () => {
  assertEquals(rdapServiceFor('example.com'), { baseUrl: 'https://rdap.verisign.com/com/v1/', host: 'rdap.verisign.com' })
  assertEquals(rdapServiceFor('example.co.uk')?.baseUrl, 'https://rdap.nominet.uk/uk/')
  assertEquals(rdapServiceFor('example.io')?.baseUrl, 'https://rdap.identitydigital.services/rdap/')
  assertEquals(rdapServiceFor('example.co')?.baseUrl, 'https://rdap.registry.co/co/')
  assertEquals(rdapServiceFor('example.dev')?.host, 'pubapi.registry.google')
  assertEquals(rdapServiceFor('example.se'), undefined)
})

Deno.test('MORE_DOMAINS_TLDS: about 55 distinct suffixes the checker accepts, .com first', () => {
  assertEquals(MORE_DOMAINS_TLDS[0], 'com')
  assertEquals(new Set(MORE_DOMAINS_TLDS).size, MORE_DOMAINS_TLDS.length)
  if (MORE_DOMAINS_TLDS.length < 50 || MORE_DOMAINS_TLDS.length > 60) throw new Error(`${MORE_DOMAINS_TLDS.length} TLDs`)
  for (const tld of ['com', 'io', 'ai', 'org', 'net', 'co', 'se', 'dev', 'app', 'co.uk']) {
    if (!MORE_DOMAINS_TLDS.includes(tld)) throw new Error(`missing ${tld}`)
  }
  for (const tld of MORE_DOMAINS_TLDS) assertEquals(normalizeDomain(`brandquest.${tld}`).ok, true, tld)
})
