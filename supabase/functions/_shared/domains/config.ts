import { z } from 'zod'
import { parseEnv } from '../env.ts'

export interface DomainCheckerConfig {
  /** When set, `https://<host>/<path>` of every RDAP query becomes `<override>/<host>/<path>` (local fakes, tests). */
  rdapBaseUrlOverride?: string
  /** A DNS-over-HTTPS JSON endpoint (Cloudflare's or Google's shape). */
  dohUrl: string
  /** Registrar search page with `{domain}`. */
  buyUrlTemplate: string
  perHostConcurrency: number
  totalConcurrency: number
  /** One query's deadline; the overall budget may cut it shorter. */
  queryTimeoutMs: number
  /** Wait before the one retry when the registry gives no Retry-After. */
  retryDelayMs: number
  /** The longest Retry-After we honour; a longer one means "error now". */
  maxRetryAfterMs: number
  /** Overall budget when the caller gives none. */
  budgetMs: number
}

const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback)
const millis = (fallback: number) => z.coerce.number().int().min(0).default(fallback)
const httpUrl = z.url({ protocol: /^https?$/ })

const schema = z.object({
  RDAP_BASE_URL_OVERRIDE: httpUrl.optional(),
  DOH_URL: httpUrl.default('https://cloudflare-dns.com/dns-query'),
  DOMAIN_BUY_URL_TEMPLATE: httpUrl
    .refine((value) => value.includes('{domain}'), { message: 'must contain {domain}' })
    .default('https://www.namecheap.com/domains/registration/results/?domain={domain}'),
  RDAP_MAX_PER_HOST: count(5),
  RDAP_MAX_TOTAL: count(15),
  RDAP_TIMEOUT_MS: count(4000),
  RDAP_RETRY_DELAY_MS: millis(250),
  RDAP_MAX_RETRY_AFTER_MS: millis(2000),
  DOMAIN_CHECK_BUDGET_MS: count(8000),
})

/** The checker's settings from the function environment; every one has a production default. */
export function domainCheckerEnv(read: (name: string) => string | undefined): DomainCheckerConfig {
  // An empty value (a blank line in .env) means "not set", as for the other secrets.
  const env = parseEnv(schema, (name) => read(name) || undefined)
  return {
    rdapBaseUrlOverride: env.RDAP_BASE_URL_OVERRIDE?.replace(/\/+$/, ''),
    dohUrl: env.DOH_URL,
    buyUrlTemplate: env.DOMAIN_BUY_URL_TEMPLATE,
    perHostConcurrency: env.RDAP_MAX_PER_HOST,
    totalConcurrency: env.RDAP_MAX_TOTAL,
    queryTimeoutMs: env.RDAP_TIMEOUT_MS,
    retryDelayMs: env.RDAP_RETRY_DELAY_MS,
    maxRetryAfterMs: env.RDAP_MAX_RETRY_AFTER_MS,
    budgetMs: env.DOMAIN_CHECK_BUDGET_MS,
  }
}

/** check-domain calls allowed per caller IP and per signed-in user, each per minute. */
export const DOMAIN_CHECK_RATE_LIMITS = {
  perIp: { max: 30, windowSeconds: 60 },
  perUser: { max: 30, windowSeconds: 60 },
}

export type DomainCheckLimits = typeof DOMAIN_CHECK_RATE_LIMITS

const limitsSchema = z.object({
  DOMAIN_CHECK_LIMIT_PER_IP_PER_MINUTE: count(DOMAIN_CHECK_RATE_LIMITS.perIp.max),
  DOMAIN_CHECK_LIMIT_PER_USER_PER_MINUTE: count(DOMAIN_CHECK_RATE_LIMITS.perUser.max),
})

/** The check-domain throttle, with the maxima operators (and benches) may change. */
export function domainCheckLimitsEnv(read: (name: string) => string | undefined): DomainCheckLimits {
  const env = parseEnv(limitsSchema, (name) => read(name) || undefined)
  return {
    perIp: { ...DOMAIN_CHECK_RATE_LIMITS.perIp, max: env.DOMAIN_CHECK_LIMIT_PER_IP_PER_MINUTE },
    perUser: { ...DOMAIN_CHECK_RATE_LIMITS.perUser, max: env.DOMAIN_CHECK_LIMIT_PER_USER_PER_MINUTE },
  }
}
