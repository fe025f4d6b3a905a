import { describe, expect, it } from 'vitest'
import { AuthError } from './errors.ts'
import { RateLimiter, createAuthLimits } from './rate-limits.ts'

/** A clock the test moves by hand. */
function manualClock() {
  let now = 1_000_000
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

const MINUTE = 60_000

describe('RateLimiter', () => {
  it('lets `limit` requests through at once, then refuses', () => {
    const clock = manualClock()
    const limiter = new RateLimiter(3, 5 * MINUTE, clock.now)
    expect([1, 2, 3, 4, 5].map(() => limiter.take('a'))).toEqual([true, true, true, false, false])
  })

  it('keeps one bucket per key', () => {
    const limiter = new RateLimiter(1, 5 * MINUTE, manualClock().now)
    expect(limiter.take('127.0.0.1')).toBe(true)
    expect(limiter.take('127.0.0.1')).toBe(false)
    expect(limiter.take('127.0.0.2')).toBe(true)
  })

  it('refills at `limit` per window, up to `limit`', () => {
    const clock = manualClock()
    const limiter = new RateLimiter(5, 5 * MINUTE, clock.now)
    for (let i = 0; i < 5; i++) limiter.take('a')
    expect(limiter.take('a')).toBe(false)
    clock.advance(MINUTE) // one fifth of the window: one request back
    expect(limiter.take('a')).toBe(true)
    expect(limiter.take('a')).toBe(false)
    clock.advance(60 * MINUTE) // a fresh window, but never more than the limit
    expect([1, 2, 3, 4, 5, 6].map(() => limiter.take('a'))).toEqual([true, true, true, true, true, false])
  })

  it('does not spend a partial reservation', () => {
    const limiter = new RateLimiter(3, 5 * MINUTE, manualClock().now)
    expect(limiter.take('a', 2)).toBe(true)
    expect(limiter.take('a', 2)).toBe(false)
    expect(limiter.take('a', 1)).toBe(true)
  })
})

describe('createAuthLimits', () => {
  const limits = { emailSent: 2, signInSignUps: 2, tokenRefresh: 1, tokenVerifications: 1 }

  it("answers GoTrue's 429s", () => {
    const auth = createAuthLimits(limits, manualClock().now)
    auth.request('signInSignUps', '127.0.0.1')
    auth.request('signInSignUps', '127.0.0.1')
    let thrown: unknown
    try {
      auth.request('signInSignUps', '127.0.0.1')
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(AuthError)
    expect(thrown).toMatchObject({ status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' })
    // Other limits keep their own buckets.
    expect(() => auth.request('tokenRefresh', '127.0.0.1')).not.toThrow()
    expect(() => auth.emails(3)).toThrow('Email rate limit exceeded')
    expect(() => auth.emails(2)).not.toThrow()
    expect(() => auth.emails(1)).toThrow(expect.objectContaining({ status: 429, code: 'over_email_send_rate_limit' }))
  })

  it('counts email per hour and the others per 5 minutes', () => {
    const clock = manualClock()
    const auth = createAuthLimits(limits, clock.now)
    auth.emails(2)
    auth.request('tokenVerifications', '127.0.0.1')
    clock.advance(5 * MINUTE)
    expect(() => auth.request('tokenVerifications', '127.0.0.1')).not.toThrow()
    expect(() => auth.emails(1)).toThrow()
    clock.advance(25 * MINUTE) // half an hour in all: one of the two emails is back
    expect(() => auth.emails(1)).not.toThrow()
    expect(() => auth.emails(1)).toThrow()
  })
})
