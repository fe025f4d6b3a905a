import { z } from 'zod'
import type { Caller } from '../_shared/caller.ts'
import type { Email } from '../_shared/email.ts'
import { HttpError, bearerToken, json, readJsonObject, withHttp } from '../_shared/http.ts'
import { UNLOCK_CREDITS } from '../_shared/limits.ts'

export interface SendEmailDeps {
  getCaller(token: string): Promise<Caller | null>
  /** Grants the free-unlock credits once per account; true the first time. Records the subscriber. */
  grantFreeUnlock(caller: Caller, email: string): Promise<boolean>
  /** Records a newsletter subscriber; true if the address is new. */
  subscribe(email: string): Promise<boolean>
  /** True if this address may be mailed now (throttle against using us to spam somebody). */
  allowMail(email: string): Promise<boolean>
  send(email: Email): Promise<void>
  freeUnlockEmail(to: string): Email
  newsletterEmail(to: string): Email
}

const bodySchema = z.object({
  email: z.email({ error: 'email must be a valid email address' }).max(254, { error: 'email is too long' }),
  source: z.enum(['free_tier_unlock', 'newsletter'], { error: 'source must be free_tier_unlock or newsletter' }),
  industry: z.string().max(100, { error: 'industry is too long' }).optional(),
  description: z.string().max(200, { error: 'description is too long' }).optional(),
})

/**
 * POST {email, source, industry?, description?}.
 * - free_tier_unlock (signed in): grants 5 credits once per account, records the subscriber, emails.
 * - newsletter: records the subscriber and sends a welcome email.
 */
export function createSendEmailHandler(deps: SendEmailDeps): (request: Request) => Promise<Response> {
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
      const emailed = granted && (await deps.allowMail(email)) && (await sendQuietly(deps, deps.freeUnlockEmail(email)))
      return json({ ok: true, granted, emailed, credits: UNLOCK_CREDITS })
    }

    const isNew = await deps.subscribe(email)
    const emailed = isNew && (await deps.allowMail(email)) && (await sendQuietly(deps, deps.newsletterEmail(email)))
    return json({ ok: true, subscribed: true, emailed })
  })
}

/** The grant or subscription already happened; a provider outage must not turn it into an error. */
async function sendQuietly(deps: SendEmailDeps, email: Email): Promise<boolean> {
  try {
    await deps.send(email)
    return true
  } catch (error) {
    console.error('email provider failed', error)
    return false
  }
}
