import type { Caller } from '../_shared/caller.ts'
import type { DomainCheckLimits } from '../_shared/domains/config.ts'
import type { DomainChecker } from '../_shared/domains/types.ts'
import { HttpError, bearerToken, json, readJsonObject, withHttp } from '../_shared/http.ts'
import { clientIp } from '../_shared/client-ip.ts'

/** The most domains one call may ask about: the More domains panel sends about 55. */
export const MAX_DOMAINS_PER_REQUEST = 60

/** One sliding window: at most `max` hits per `windowSeconds` for this subject. */
export interface RateLimit {
  subject: string
  max: number
  windowSeconds: number
}

export interface CheckDomainDeps {
  checker: DomainChecker
  limits: DomainCheckLimits
  getCaller(token: string): Promise<Caller | null>
  /** Takes one hit from every bucket, or none: 0 when taken, else the seconds until it could be. */
  hitRateLimits(buckets: RateLimit[]): Promise<number>
  /** Adds `count` real registry checks to the user's total (Profile's "Domains Checked"). */
  recordChecks(userId: string, count: number): Promise<void>
}

/** `fresh` skips cached 'available' answers; one domain at a time, so it cannot be used to bypass the cache in bulk. */
function parseFresh(raw: Record<string, unknown>, count: number): boolean {
  if (raw.fresh === undefined || raw.fresh === false) return false
  if (raw.fresh !== true) throw new HttpError(400, 'fresh must be true or false')
  if (count !== 1) throw new HttpError(400, 'fresh checks one domain at a time')
  return true
}

function parseDomains(raw: Record<string, unknown>): string[] {
  const domains = raw.domains
  if (!Array.isArray(domains)) throw new HttpError(400, 'domains must be a list of domain names, e.g. {"domains": ["example.com"]}')
  if (domains.length > MAX_DOMAINS_PER_REQUEST) {
    throw new HttpError(400, `Ask about at most ${MAX_DOMAINS_PER_REQUEST} domains per request (got ${domains.length})`)
  }
  const wrong = domains.findIndex((d) => typeof d !== 'string')
  if (wrong >= 0) throw new HttpError(400, `domains[${wrong}] must be a string`)
  return domains as string[]
}

/** The role claim of a JWT the gateway already verified; anything unreadable counts as not a user. */
function roleOf(token: string): string | undefined {
  try {
    const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')
    return JSON.parse(atob(payload)).role
  } catch {
    return undefined
  }
}

/**
 * POST {domains: string[], fresh?: true} → {results: DomainResult[]}, one per entry in order. Bad entries come
 * back as status 'error' with a reason; only a malformed request is a 400. Limited per caller IP
 * and per signed-in user (429 with Retry-After). Candidate names are never logged.
 */
export function createCheckDomainHandler(deps: CheckDomainDeps): (request: Request) => Promise<Response> {
  return withHttp(['POST'], async (request) => {
    const raw = await readJsonObject(request)
    const domains = parseDomains(raw)
    const fresh = parseFresh(raw, domains.length)
    const token = bearerToken(request)
    // The anon key is a valid JWT too; only a user's token is worth a round trip to Auth.
    const caller = token && roleOf(token) === 'authenticated' ? await deps.getCaller(token) : null

    const buckets: RateLimit[] = [{ subject: `ip:${clientIp(request)}`, ...deps.limits.perIp }]
    if (caller) buckets.push({ subject: `user:${caller.id}`, ...deps.limits.perUser })
    const wait = await deps.hitRateLimits(buckets)
    if (wait > 0) {
      return json({ error: 'Too many domain checks. Please wait a moment and try again.' }, 429, {
        'Retry-After': String(wait),
        'Access-Control-Expose-Headers': 'Retry-After',
      })
    }

    let upstream = 0
    const results = await deps.checker.check(domains, { fresh, onUpstreamCheck: () => upstream++ })
    if (caller && upstream > 0) {
      // A stat: losing one increment must not cost the caller their answer.
      await deps.recordChecks(caller.id, upstream).catch((error: Error) => console.warn(`recording domain checks failed: ${error.message}`))
    }
    return json({ results })
  })
}
