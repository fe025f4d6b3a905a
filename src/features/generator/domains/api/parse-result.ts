import { z } from 'zod'
import type { DomainResult } from '@/features/generator/domains/types'

// Mirrors check-domain's default DOMAIN_BUY_URL_TEMPLATE: the registrar search used when the
// server gave no link of its own (the call failed, or the entry was missing from the answer).
export const fallbackBuyUrl = (domain: string) =>
  `https://www.namecheap.com/domains/registration/results/?domain=${encodeURIComponent(domain)}`

// Only web links become hrefs: a javascript: URL from a bad answer must never be clickable.
const webUrl = z.string().refine((value) => {
  try {
    return ['https:', 'http:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
})

const resultSchema = z.object({
  domain: z.string().min(1),
  available: z.boolean(),
  status: z.enum(['available', 'taken', 'premium', 'error']),
  price: z.number().nonnegative().optional().catch(undefined),
  affiliateUrl: webUrl.optional().catch(undefined),
  source: z.string().catch(''),
  checkedAt: z.string().catch(''),
  expiring: z.boolean().optional().catch(undefined),
  reason: z.string().optional().catch(undefined),
  cached: z.boolean().optional().catch(undefined),
})

/** A state for a domain nobody could vouch for: never available. */
export function errorResult(domain: string, reason: string): DomainResult {
  return {
    domain,
    available: false,
    status: 'error',
    affiliateUrl: fallbackBuyUrl(domain),
    source: '',
    checkedAt: new Date().toISOString(),
    reason,
  }
}

/**
 * A domain state from the wire, or null when it is not one. A result that calls itself available
 * without saying `available: true` (or the reverse) is contradictory and is not trusted.
 */
export function parseDomainResult(raw: unknown): DomainResult | null {
  const parsed = resultSchema.safeParse(raw)
  if (!parsed.success) return null
  const value = parsed.data
  const registrable = value.status === 'available' || value.status === 'premium'
  if (value.available !== registrable) return null
  const result: DomainResult = {
    domain: value.domain.toLowerCase(),
    available: value.available,
    status: value.status,
    affiliateUrl: value.affiliateUrl ?? fallbackBuyUrl(value.domain),
    source: value.source,
    checkedAt: value.checkedAt,
  }
  if (value.status === 'premium' && value.price !== undefined) result.price = value.price
  if (value.status === 'taken' && value.expiring) result.expiring = true
  if (value.reason) result.reason = value.reason
  if (value.cached) result.cached = true
  return result
}
