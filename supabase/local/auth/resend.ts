import { withTransaction } from './db.ts'
import type { AuthDeps } from './deps.ts'
import { badRequest, validationFailed } from './errors.ts'
import { deliver, issueConfirmation, issueEmailChange } from './mailer.ts'
import { findUserByEmail, findUserById } from './users.ts'
import { validateEmail } from './validate.ts'

/**
 * POST /resend (GoTrue resend.go): the signup or email-change message again, subject to
 * max_frequency. Like /recover it answers {} when there is nothing to send.
 */
export async function resend(deps: AuthDeps, input: { type: string; email: string; phone: string; redirectTo: string }) {
  if (!['signup', 'email_change', 'sms', 'phone_change'].includes(input.type)) {
    throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change')
  }
  if (input.type === 'signup' && !input.email) throw validationFailed('Type provided requires an email address')
  if (input.email && input.phone) throw validationFailed('Only an email address or phone number should be provided.')
  if (!input.email && !input.phone) throw validationFailed('Missing email address or phone number')
  if (!input.email || input.type === 'sms' || input.type === 'phone_change') {
    throw badRequest('phone_provider_disabled', 'Phone logins are disabled')
  }
  if (!deps.config.email.enableSignup) throw badRequest('email_provider_disabled', 'Email logins are disabled')
  const user = await findUserByEmail(deps.pool, validateEmail(input.email))
  if (!user) return
  if (input.type === 'signup' && user.email_confirmed_at) return
  if (input.type === 'email_change' && !user.email_change) return
  const mail = await withTransaction(deps.pool, async (db) => {
    if (input.type === 'signup') return issueConfirmation(deps, db, user.id, input.redirectTo)
    await db.query('select 1 from auth.users where id = $1 for update', [user.id])
    const fresh = (await findUserById(db, user.id)) ?? user
    return fresh.email_change ? issueEmailChange(deps, db, user.id, fresh.email_change, input.redirectTo) : undefined
  })
  await deliver(deps, mail)
}
