import type { IncomingMessage } from 'node:http'
import type { RateLimits } from './config.ts'
import { AuthError } from './errors.ts'

/**
 * GoTrue's rate limits ([auth.rate_limit]): token buckets that hold `limit` requests and refill at
 * `limit` per window, kept in memory like GoTrue's (a restart forgets them). GoTrue caps each IP
 * bucket's burst at 30 whatever the limit; here the burst is the limit itself, so a test or config
 * that raises a limit can really send that many at once.
 */

interface Bucket {
  tokens: number
  at: number
}

/** Buckets this many keys before forgetting the ones that are full again (nothing to remember). */
const MAX_KEYS = 10_000

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>()

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes `count` from `key`'s bucket; when there is not enough, takes nothing and answers false. */
  take(key: string, count = 1): boolean {
    const now = this.now()
    const bucket = this.buckets.get(key)
    const tokens = bucket ? this.refilled(bucket, now) : this.limit
    const allowed = tokens >= count
    this.buckets.set(key, { tokens: allowed ? tokens - count : tokens, at: now })
    if (this.buckets.size > MAX_KEYS) this.forgetFull(now)
    return allowed
  }

  private refilled(bucket: Bucket, now: number): number {
    const elapsed = Math.max(0, now - bucket.at)
    return Math.min(this.limit, bucket.tokens + (elapsed * this.limit) / this.windowMs)
  }

  private forgetFull(now: number): void {
    for (const [key, bucket] of this.buckets) if (this.refilled(bucket, now) >= this.limit) this.buckets.delete(key)
  }
}

export type RequestLimit = 'signInSignUps' | 'tokenRefresh' | 'tokenVerifications'

export interface AuthLimits {
  /** Counts one request from `ip`; 429 over_request_rate_limit once its bucket is empty. */
  request(kind: RequestLimit, ip: string): void
  /** Reserves `count` auth emails for the whole instance; 429 over_email_send_rate_limit when spent. */
  emails(count: number): void
}

const FIVE_MINUTES_MS = 5 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000

export function createAuthLimits(limits: RateLimits, now: () => number = Date.now): AuthLimits {
  const perIp: Record<RequestLimit, RateLimiter> = {
    signInSignUps: new RateLimiter(limits.signInSignUps, FIVE_MINUTES_MS, now),
    tokenRefresh: new RateLimiter(limits.tokenRefresh, FIVE_MINUTES_MS, now),
    tokenVerifications: new RateLimiter(limits.tokenVerifications, FIVE_MINUTES_MS, now),
  }
  const email = new RateLimiter(limits.emailSent, HOUR_MS, now)
  return {
    request(kind, ip) {
      if (!perIp[kind].take(ip)) throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached')
    },
    emails(count) {
      if (!email.take('instance', count)) throw new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded')
    },
  }
}

/**
 * The caller's address from the socket. Forwarding headers are never trusted: the stand-in listens
 * on loopback only, so no proxy in front of it could have set them honestly.
 */
export function clientAddress(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '')
}
