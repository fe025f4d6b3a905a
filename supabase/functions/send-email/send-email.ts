import { z } from 'zod'
import type { Caller } from '../_shared/caller.ts'
import { createEmailToken, type Email } from '../_shared/email.ts'
import type { EmailLimits } from '../_shared/env.ts'
import { HttpError, bearerToken, json, readJsonObject, withHttp } from '../_shared/http.ts'
import { UNLOCK_CREDITS } from '../_shared/limits.ts'
import { storableText } from '../_shared/text.ts'
import { clientIp } from '../_shared/client-ip.ts'
import type { NameIdea } from '../_shared/naming/mod.ts'

/** The email popup promises exactly this many ideas. */
export const POPUP_IDEAS = 5

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
  /** Name ideas for `topic` (what the visitor is naming), or a general set when it is null. */
  generateIdeas(topic: string | null, count: number): Promise<NameIdea[]>
  popupIdeasEmail(to: string, ideas: NameIdea[]): Email
}

const bodySchema = z.object({
  email: z.email({ error: 'email must be a valid email address' }).max(254, { error: 'email is too long' }),
  source: z.enum(['free_tier_unlock', 'newsletter', 'popup'], { error: 'source must be free_tier_unlock, newsletter or popup' }),
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
 * - popup: the email popup's promise, kept. Generates POPUP_IDEAS name ideas for `description` (what
 *   the visitor is naming; blank: a general set) and mails them, within the same limits. The email
 *   never repeats the visitor's text, so it cannot carry a stranger's message. A failed send is a
 *   502 the popup shows; nothing else is stored.
 */
export function createSendEmailHandler(deps: SendEmailDeps): (request: Request) => Promise<Response> {
  const bucketsFor = (request: Request, recipient: string): RateLimit[] => [
    { subject: `ip:${clientIp(request)}`, ...deps.limits.perIp },
    { subject: `to:${recipient}`, ...deps.limits.perRecipient },
  ]

  /** Takes one hit per bucket; over a limit, the 429 to answer instead. */
  const throttle = async (request: Request, recipient: string): Promise<Response | null> => {
    const wait = await deps.hitRateLimits(bucketsFor(request, recipient))
    if (wait === 0) return null
    return json({ error: 'Too many email requests from here or to this address. Please try again later.' }, 429, {
      'Retry-After': String(wait),
      'Access-Control-Expose-Headers': 'Retry-After',
    })
  }

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

    if (source === 'popup') {
      // Generated before a limit is taken, so a failure here costs the visitor nothing.
      const ideas = await deps.generateIdeas(parsed.data.description?.trim() || null, POPUP_IDEAS)
      if (ideas.length < POPUP_IDEAS) {
        console.error(`popup: the naming engine gave ${ideas.length} of ${POPUP_IDEAS} ideas`)
        throw new HttpError(503, 'We could not come up with your name ideas just now. Please try again.')
      }
      const refused = await throttle(request, email)
      if (refused) return refused
      await sendOrFail(deps, deps.popupIdeasEmail(email, ideas.slice(0, POPUP_IDEAS)), 'your name ideas')
      return json({ ok: true, ideas: POPUP_IDEAS })
    }

    const refused = await throttle(request, email)
    if (refused) return refused
    const { token, hash } = await createEmailToken()
    if (await deps.requestNewsletter(email, hash)) {
      await sendOrFail(deps, deps.newsletterConfirmEmail(email, token), 'the confirmation email')
    }
    return json({ ok: true, pending: true })
  })
}

/** A send the caller is waiting for: a provider failure is a 502 they see, never a silent success. */
async function sendOrFail(deps: SendEmailDeps, email: Email, what: string): Promise<void> {
  try {
    await deps.send(email)
  } catch (error) {
    console.error('email provider failed', error)
    throw new HttpError(502, `We could not send ${what}. Please try again later.`)
  }
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
