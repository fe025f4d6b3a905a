import { withTransaction } from './db.ts'
import type { AuthDeps } from './deps.ts'
import { badRequest, validationFailed } from './errors.ts'
import { deliver, issueRecovery } from './mailer.ts'
import { findUserByEmail } from './users.ts'
import { validateEmail } from './validate.ts'

/**
 * POST /recover (GoTrue recover.go). Unknown addresses get the same empty success as known ones,
 * so the endpoint cannot be used to find out who has an account.
 */
export async function recover(deps: AuthDeps, input: { email: string; codeChallenge: string; redirectTo: string }) {
  if (!deps.config.email.enableSignup) throw badRequest('email_provider_disabled', 'Email logins are disabled')
  if (!input.email) throw validationFailed('Password recovery requires an email')
  if (input.codeChallenge) throw validationFailed('The PKCE flow is not supported by the local stack; use the implicit flow')
  const email = validateEmail(input.email)
  const user = await findUserByEmail(deps.pool, email)
  if (!user) return
  const mail = await withTransaction(deps.pool, (db) => issueRecovery(deps, db, user.id, input.redirectTo))
  await deliver(deps, mail)
}
