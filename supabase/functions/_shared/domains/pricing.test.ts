import { assertEquals } from '../testing/assert.ts'
import { pricingFromEnv } from './pricing.ts'

Deno.test('no pricing API configured: no pricing lookup, so nothing is ever premium', () => {
  assertEquals(pricingFromEnv(() => undefined), undefined)
  assertEquals(pricingFromEnv((name) => (name === 'DOMAIN_PRICING_API_URL' ? '' : undefined)), undefined)
})

Deno.test('a configured pricing API is asked for the available names and its premiums are kept', async () => {
  const asked: { url: string; auth: string | null; body: unknown }[] = []
  const fetcher = ((input: string | URL | Request, init?: RequestInit) => {
    asked.push({ url: String(input), auth: new Headers(init?.headers).get('Authorization'), body: JSON.parse(String(init?.body)) })
    return Promise.resolve(
      Response.json({ results: [{ domain: 'prem.com', premium: true, price: 2400 }, { domain: 'plain.com', premium: false }, { domain: 'junk' }] }),
    )
  }) as typeof fetch
  const env: Record<string, string> = { DOMAIN_PRICING_API_URL: 'https://prices.example/check', DOMAIN_PRICING_API_KEY: 'k' }
  const lookup = pricingFromEnv((name) => env[name], fetcher)!
  const prices = await lookup(['prem.com', 'plain.com'])
  assertEquals(asked, [{ url: 'https://prices.example/check', auth: 'Bearer k', body: { domains: ['prem.com', 'plain.com'] } }])
  assertEquals([...prices.entries()], [['prem.com', { premium: true, price: 2400 }], ['plain.com', { premium: false }]])
})

Deno.test('a failing pricing API is an error for the checker to ignore, never a premium', async () => {
  const env: Record<string, string> = { DOMAIN_PRICING_API_URL: 'https://prices.example/check' }
  const lookup = pricingFromEnv((name) => env[name], (() => Promise.resolve(new Response('no', { status: 502 }))) as typeof fetch)!
  let failed = false
  await lookup(['prem.com']).catch(() => (failed = true))
  assertEquals(failed, true)
})
