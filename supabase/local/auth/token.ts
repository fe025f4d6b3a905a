import { withTransaction } from './db.ts'
import type { AuthDeps } from './deps.ts'
import { badRequest, validationFailed } from './errors.ts'
import { checkPasswordStrength, verifyPassword } from './passwords.ts'
import { startSession, type TokenResponse } from './tokens.ts'
import { findUserByEmail, isConfirmed } from './users.ts'

/** POST /token?grant_type=password (GoTrue token.go ResourceOwnerPasswordGrant). */

export interface PasswordGrantInput {
  email: string
  phone: string
  password: string
  userAgent?: string
}

const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials')

export async function passwordGrant(deps: AuthDeps, input: PasswordGrantInput): Promise<TokenResponse> {
  if (input.email && input.phone) {
    throw validationFailed('Only an email address or phone number should be provided on login.')
  }
  if (input.phone) throw badRequest('phone_provider_disabled', 'Phone logins are disabled')
  if (!input.email) throw validationFailed('missing email or phone')
  if (!deps.config.email.enableSignup) throw badRequest('email_provider_disabled', 'Email logins are disabled')

  const user = await findUserByEmail(deps.pool, input.email)
  // Same answer for an unknown address and a wrong password, so neither leaks.
  if (!user || !(await verifyPassword(input.password, user.encrypted_password))) throw invalidCredentials()
  if (!isConfirmed(user)) throw badRequest('email_not_confirmed', 'Email not confirmed')
  if (user.banned_until && user.banned_until.getTime() > Date.now()) throw badRequest('user_banned', 'User is banned')

  const session = await withTransaction(deps.pool, (db) =>
    startSession(deps, db, user, 'password', 'email', input.userAgent),
  )
  // GoTrue still signs in a password that no longer meets the policy, but says so.
  const weakness = checkPasswordStrength(input.password, deps.config)
  return weakness ? { ...session, weak_password: weakness } : session
}
