import { z } from 'zod'
import type { Caller } from '../_shared/caller.ts'
import { HttpError, bearerToken, json, readJsonObject, withHttp } from '../_shared/http.ts'

/** What check-premium needs from the outside world; injected so the handler is testable alone. */
export interface CheckPremiumDeps {
  /** The signed-in user behind an access token, or null. */
  getCaller(token: string): Promise<Caller | null>
  hasPremium(caller: Caller): Promise<boolean>
}

const bodySchema = z.object({
  email: z.email({ error: 'email must be a valid email address' }).optional(),
})

/**
 * POST {email?} → {hasPremium} for the caller's own account. The email, when sent, must be the
 * caller's: premium status is never disclosed for somebody else's address.
 */
export function createCheckPremiumHandler(deps: CheckPremiumDeps): (request: Request) => Promise<Response> {
  return withHttp(['POST'], async (request) => {
    const token = bearerToken(request)
    const caller = token ? await deps.getCaller(token) : null
    if (!caller) throw new HttpError(401, 'Sign in to check premium access')

    const parsed = bodySchema.safeParse(await readJsonObject(request))
    if (!parsed.success) throw new HttpError(400, parsed.error.issues.map((i) => i.message).join('; '))
    const { email } = parsed.data
    if (email !== undefined && email.trim().toLowerCase() !== caller.email) {
      throw new HttpError(403, 'You can only check premium access for your own account')
    }
    return json({ hasPremium: await deps.hasPremium(caller) })
  })
}
