import { z } from 'zod'
import type { Caller } from '../_shared/caller.ts'
import { createEmailToken, type Email } from '../_shared/email.ts'
import type { EmailLimits } from '../_shared/env.ts'
import { HttpError, bearerToken, json, readJsonObject, withHttp } from '../_shared/http.ts'
import { UNLOCK_CREDITS } from '../_shared/limits.ts'
import { storableText } from '../_shared/text.ts'
import { clientIp } from '../_shared/client-ip.ts'

/** One sliding window: at most `max` hits per `windowSeconds` for this subject. */
export interface RateLimit {
  subject: string
  max: number
  windowSeconds: number
}

export interface SendEmailDeps {
  limits: EmailLimits
  getCaller(token: string): Promise<Caller | null>
  /** Grants the free-unlock credits once per account; true the first time. Records the subscriber. */
  grantFreeUnlock(caller: Caller, email: string): Promise<boolean>
  /** Takes one hit from every bucket, or none: 0 when taken, else the seconds until it could be. */
  hitRateLimits(buckets: RateLimit[]): Promise<number>
  /** Stores a pending subscription under this token hash; false when the address already confirmed. */
  requestNewsletter(email: string, tokenHash: string): Promise<boolean>
  send(email: Email): Promise<void>
  freeUnlockEmail(to: string): Email
  newsletterConfirmEmail(to: string, token: string): Email
}

const bodySchema = z.object({
  email: z.email({ error: 'email must be a valid email address' }).max(254, { error: 'email is too long' }),
  source: z.enum(['free_tier_unlock', 'newsletter'], { error: 'source must be free_tier_unlock or newsletter' }),
  industry: storableText('industry').max(100, { error: 'industry is too long' }).optional(),
  description: storableText('description').max(200, { error: 'description is too long' }).optional(),
})

/**
 * POST {email, source, industry?, description?}. Every email counts against the caller's IP and
 * against the recipient (EmailLimits), so nobody can use us to mail strangers.
 * - free_tier_unlock (signed in): grants 5 credits once per account, records the subscriber, and
 *   emails the first time if the limits allow; the credits never depend on the email.
 * - newsletter: double opt-in. Stores a pending subscription and mails a confirmation link; answers
 *   `{ok, pending}` whatever the address's state, so the answer does not tell who is subscribed.
 *   Over a limit: 429 with Retry-After, and nothing stored or sent.
 */
export function createSendEmailHandler(deps: SendEmailDeps): (request: Request) => Promise<Response> {
  const bucketsFor = (request: Request, recipient: string): RateLimit[] => [
    { subject: `ip:${clientIp(request)}`, ...deps.limits.perIp },
    { subject: `to:${recipient}`, ...deps.limits.perRecipient },
  ]

  return withHttp(['POST'], async (request) => {
    const raw = await readJsonObject(request)
    if (typeof raw.email === 'string') raw.email = raw.email.trim().toLowerCase()
    const parsed = bodySchema.safeParse(raw)
    if (!parsed.success) throw new HttpError(400, parsed.error.issues.map((i) => i.message).join('; '))
    const { email, source } = parsed.data

    if (source === 'free_tier_unlock') {
      const token = bearerToken(request)
      const caller = token ? await deps.getCaller(token) : null
      if (!caller) throw new HttpError(401, 'Sign in to unlock your free generations')
      const granted = await deps.grantFreeUnlock(caller, email)
      const emailed =
        granted &&
        (await deps.hitRateLimits(bucketsFor(request, email))) === 0 &&
        (await sendQuietly(deps, deps.freeUnlockEmail(email)))
      return json({ ok: true, granted, emailed, credits: UNLOCK_CREDITS })
    }

    const wait = await deps.hitRateLimits(bucketsFor(request, email))
    if (wait > 0) {
      return json({ error: 'Too many email requests from here or to this address. Please try again later.' }, 429, {
        'Retry-After': String(wait),
        'Access-Control-Expose-Headers': 'Retry-After',
      })
    }
    const { token, hash } = await createEmailToken()
    if (await deps.requestNewsletter(email, hash)) {
      try {
        await deps.send(deps.newsletterConfirmEmail(email, token))
      } catch (error) {
        console.error('email provider failed', error)
        throw new HttpError(502, 'We could not send the confirmation email. Please try again later.')
      }
    }
    return json({ ok: true, pending: true })
  })
}

/** The grant already happened; a provider outage must not turn it into an error. */
async function sendQuietly(deps: SendEmailDeps, email: Email): Promise<boolean> {
  try {
    await deps.send(email)
    return true
  } catch (error) {
    console.error('email provider failed', error)
    return false
  }
}
