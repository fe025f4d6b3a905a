/**
 * A domain's state as check-domain and generate-names send it. Mirrors DomainResult in
 * supabase/functions/_shared/domains/types.ts (the SPA cannot import Deno files).
 */
export type DomainStatus = 'available' | 'taken' | 'premium' | 'error'

export type DomainResult = {
  domain: string
  available: boolean
  status: DomainStatus
  price?: number
  affiliateUrl: string
  source: string
  checkedAt: string
  expiring?: boolean
  reason?: string
  cached?: boolean
}
