import { z } from 'zod'
import { parseEnv } from '../env.ts'
import type { PricingLookup } from './checker.ts'

const TIMEOUT_MS = 1500

const schema = z.object({
  DOMAIN_PRICING_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  DOMAIN_PRICING_API_KEY: z.string().optional(),
})

const answerSchema = z.object({
  results: z.array(z.unknown()),
})
const entrySchema = z.object({ domain: z.string(), premium: z.boolean(), price: z.number().positive().optional() })

/**
 * The premium/price hook. RDAP cannot see registry premiums, so "premium" and a price come only
 * from a pricing API the operator configures: DOMAIN_PRICING_API_URL receives
 * POST {domains: string[]} (Bearer DOMAIN_PRICING_API_KEY) and answers
 * {results: [{domain, premium, price?}]} — an adapter in front of a registrar's API (Porkbun,
 * Namecheap, …). Unconfigured (the default), there is no lookup and nothing is ever called premium.
 */
export function pricingFromEnv(read: (name: string) => string | undefined, fetcher: typeof fetch = fetch): PricingLookup | undefined {
  const env = parseEnv(schema, (name) => read(name) || undefined)
  const url = env.DOMAIN_PRICING_API_URL
  if (!url) return undefined
  return async (domains) => {
    const response = await fetcher(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(env.DOMAIN_PRICING_API_KEY ? { Authorization: `Bearer ${env.DOMAIN_PRICING_API_KEY}` } : {}) },
      body: JSON.stringify({ domains }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`pricing API answered HTTP ${response.status}`)
    const answer = answerSchema.parse(await response.json())
    const prices = new Map<string, { premium: boolean; price?: number }>()
    for (const item of answer.results) {
      const entry = entrySchema.safeParse(item)
      if (!entry.success || !domains.includes(entry.data.domain)) continue
      prices.set(entry.data.domain, entry.data.price === undefined ? { premium: entry.data.premium } : { premium: entry.data.premium, price: entry.data.price })
    }
    return prices
  }
}
