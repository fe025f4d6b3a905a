import { assertEquals } from './testing/assert.ts'
import { clientIp } from './client-ip.ts'

const withForwardedFor = (value?: string) =>
  new Request('http://functions.local/send-email', { headers: value === undefined ? {} : { 'X-Forwarded-For': value } })

Deno.test('clientIp takes the first X-Forwarded-For entry, the one the platform gateway puts first', () => {
  assertEquals(clientIp(withForwardedFor('203.0.113.7')), '203.0.113.7')
  assertEquals(clientIp(withForwardedFor(' 203.0.113.7 , 10.0.0.1, 127.0.0.1')), '203.0.113.7')
  assertEquals(clientIp(withForwardedFor('::ffff:198.51.100.2')), '198.51.100.2')
})

Deno.test('clientIp groups IPv6 callers by /64, which one household or server holds', () => {
  assertEquals(clientIp(withForwardedFor('2001:db8:a:b:1:2:3:4')), '2001:db8:a:b::/64')
  assertEquals(clientIp(withForwardedFor('2001:DB8:A:B::99')), '2001:db8:a:b::/64')
  assertEquals(clientIp(withForwardedFor('2001:0db8:000a:000b:ffff::1')), '2001:db8:a:b::/64')
  assertEquals(clientIp(withForwardedFor('::1')), '0:0:0:0::/64')
})

Deno.test('clientIp puts a missing or malformed address in the one shared unknown bucket', () => {
  for (const value of [undefined, '', 'unknown', 'evil.example', '999.1.1.1', '1.2.3', '1:2:3', '1::2::3', `${'1.'.repeat(40)}1`]) {
    assertEquals(clientIp(withForwardedFor(value)), 'unknown', String(value))
  }
})
