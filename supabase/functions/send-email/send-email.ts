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

/**
 * How long one account's unlock in progress keeps a second one out. Released at once when it fails;
 * after a success the grant itself answers repeats, so the claim may simply expire.
 */
export const UNLOCK_CLAIM_SECONDS = 120

/** One sliding window: at most `max` hits per `windowSeconds` for this subject. */
export interface RateLimit {
  subject: string
  max: number
  windowSeconds: number
}

export interface SendEmailDeps {
  limits: EmailLimits
  getCaller(token: string): Promise<Caller | null>
  /** True when the account already has its free-unlock credits. */
  freeUnlocked(caller: Caller): Promise<boolean>
  /** Grants the free-unlock credits once per account; true the first time. Records the subscriber. */
  grantFreeUnlock(caller: Caller, email: string): Promise<boolean>
  /** Takes one hit from every bucket, or none: 0 when taken, else the seconds until it could be. */
  hitRateLimits(buckets: RateLimit[]): Promise<number>
  /** Gives back one hit per bucket, for an email that was never sent. */
  releaseRateLimits(buckets: RateLimit[]): Promise<void>
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
 * - free_tier_unlock (signed in): 5 credits once per account, only for an email the provider accepted.
 *   In order: an account that has them answers `granted: false` (no mail, no limit taken); one unlock
 *   per account at a time (a parallel one gets 409); the email limits (429); the email (502 when the
 *   provider fails); then the grant, which also records the subscriber. Whatever fails gives its
 *   limits and claim back, so the visitor can simply try again.
 * - newsletter: double opt-in. Stores a pending subscription and mails a confirmation link; answers
 *   `{ok, pending}` whatever the address's state, so the answer does not tell who is subscribed.
 *   Over a limit: 429 with Retry-After, and nothing stored or sent.
 * - popup: the email popup's promise, kept. Generates POPUP_IDEAS name ideas for `description` (what
 *   the visitor is naming; blank: a general set) and mails them, within the same limits. The email
 *   never repeats the visitor's text, so it cannot carry a stranger's message. A failed send is a
 *   502 the popup shows; nothing else is stored.
 * An email the provider refused was never sent, so its hits on the limits are given back.
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

  /** After throttle(): a provider failure is a 502 and gives the hits back, since nothing was mailed. */
  const sendOrRelease = async (request: Request, email: Email, what: string): Promise<void> => {
    try {
      await sendOrFail(deps, email, what)
    } catch (error) {
      await deps.releaseRateLimits(bucketsFor(request, email.to))
      throw error
    }
  }

  /** Sends within the limits: the 429 to answer when over them, else null once sent. */
  const sendLimited = async (request: Request, email: Email, what: string): Promise<Response | null> => {
    const refused = await throttle(request, email.to)
    if (!refused) await sendOrRelease(request, email, what)
    return refused
  }

  const freeUnlock = async (request: Request, email: string): Promise<Response> => {
    const token = bearerToken(request)
    const caller = token ? await deps.getCaller(token) : null
    if (!caller) throw new HttpError(401, 'Sign in to unlock your free generations')
    if (await deps.freeUnlocked(caller)) return json({ ok: true, granted: false, emailed: false, credits: UNLOCK_CREDITS })

    const claim: RateLimit[] = [{ subject: `unlock:${caller.id}`, max: 1, windowSeconds: UNLOCK_CLAIM_SECONDS }]
    if ((await deps.hitRateLimits(claim)) !== 0) {
      throw new HttpError(409, 'Your free searches are already being unlocked. Please wait a moment and reload.')
    }
    let sent = false
    try {
      const refused = await sendLimited(request, deps.freeUnlockEmail(email), 'the unlock email')
      if (refused) {
        await deps.releaseRateLimits(claim)
        return refused
      }
      sent = true
      const granted = await deps.grantFreeUnlock(caller, email)
      return json({ ok: true, granted, emailed: true, credits: UNLOCK_CREDITS })
    } catch (error) {
      // Nothing granted: the visitor may try again at once (a mail that did go out stays counted).
      await deps.releaseRateLimits(claim)
      if (sent) console.error('free unlock: emailed but not granted')
      throw error
    }
  }

  return withHttp(['POST'], async (request) => {
    const raw = await readJsonObject(request)
    if (typeof raw.email === 'string') raw.email = raw.email.trim().toLowerCase()
    const parsed = bodySchema.safeParse(raw)
    if (!parsed.success) throw new HttpError(400, parsed.error.issues.map((i) => i.message).join('; '))
    const { email, source } = parsed.data

    if (source === 'free_tier_unlock') return freeUnlock(request, email)

    if (source === 'popup') {
      // Generated before a limit is taken, so a failure here costs the visitor nothing.
      const ideas = await deps.generateIdeas(parsed.data.description?.trim() || null, POPUP_IDEAS)
      if (ideas.length < POPUP_IDEAS) {
        console.error(`popup: the naming engine gave ${ideas.length} of ${POPUP_IDEAS} ideas`)
        throw new HttpError(503, 'We could not come up with your name ideas just now. Please try again.')
      }
      const refused = await sendLimited(request, deps.popupIdeasEmail(email, ideas.slice(0, POPUP_IDEAS)), 'your name ideas')
      return refused ?? json({ ok: true, ideas: POPUP_IDEAS })
    }

    const refused = await throttle(request, email)
    if (refused) return refused
    const { token, hash } = await createEmailToken()
    if (await deps.requestNewsletter(email, hash)) {
      await sendOrRelease(request, deps.newsletterConfirmEmail(email, token), 'the confirmation email')
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
