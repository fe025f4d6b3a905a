import { randomUUID } from 'node:crypto'
import { withTransaction } from './db.ts'
import type { AuthDeps } from './deps.ts'
import { badRequest, unprocessable, validationFailed } from './errors.ts'
import { deliver, issueConfirmation, type PendingMail } from './mailer.ts'
import { assertAcceptablePassword, hashPassword } from './passwords.ts'
import { startSession, type TokenResponse } from './tokens.ts'
import {
  confirmEmail,
  findIdentities,
  findUserByEmail,
  findUserById,
  insertIdentity,
  insertUser,
  isConfirmed,
  userJson,
  type UserRow,
} from './users.ts'
import { validateEmail } from './validate.ts'

/** POST /signup (GoTrue signup.go), in the order GoTrue checks things. */

export interface SignupInput {
  email: string
  phone: string
  password: string
  data: Record<string, unknown>
  codeChallenge: string
  redirectTo: string
  userAgent?: string
}

export type SignupResult = { user: Record<string, unknown> } | { session: TokenResponse }

export async function signup(deps: AuthDeps, input: SignupInput): Promise<SignupResult> {
  const { config } = deps
  if (!input.email && !input.phone) {
    throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled')
  }
  if (!config.enableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance')
  if (!input.password) throw validationFailed('Signup requires a valid password')
  assertAcceptablePassword(input.password, config)
  if (input.email && input.phone) {
    throw validationFailed('Only an email address or phone number should be provided on signup.')
  }
  if (input.codeChallenge) throw validationFailed('The PKCE flow is not supported by the local stack; use the implicit flow')
  if (!input.email) throw badRequest('phone_provider_disabled', 'Phone signups are disabled')
  if (!config.email.enableSignup) throw badRequest('email_provider_disabled', 'Email signups are disabled')
  const email = validateEmail(input.email)

  const existing = await findUserByEmail(deps.pool, email)
  if (existing && isConfirmed(existing)) {
    if (!config.email.enableConfirmations) throw unprocessable('user_already_exists', 'User already registered')
    // Same answer shape as a fresh signup, so the response does not reveal that the address is taken.
    return { user: obfuscatedUser(existing, email, input.data) }
  }
  // Hash outside the transaction: bcrypt is the slow part.
  const passwordHash = existing ? undefined : await hashPassword(input.password)

  const { result, mail } = await withTransaction(
    deps.pool,
    async (db): Promise<{ result: SignupResult; mail?: PendingMail }> => {
      let user: UserRow
      if (existing) {
        // An unconfirmed account is not updated: nobody has proved they own the address yet.
        user = existing
      } else {
        const id = randomUUID()
        const identityData: Record<string, unknown> = { sub: id, email, email_verified: false, phone_verified: false }
        for (const [key, value] of Object.entries(input.data)) if (!(key in identityData)) identityData[key] = value
        user = await insertUser(db, {
          id,
          email,
          passwordHash: passwordHash ?? null,
          appMetadata: { provider: 'email', providers: ['email'] },
          userMetadata: { ...input.data, ...identityData },
          confirmed: false,
        })
        await insertIdentity(db, { userId: id, provider: 'email', providerId: id, identityData })
      }

      if (!config.email.enableConfirmations) {
        await confirmEmail(db, user.id)
        const confirmed = await findUserById(db, user.id)
        return { result: { session: await startSession(deps, db, confirmed ?? user, 'password', 'email', input.userAgent) } }
      }
      const mail = await issueConfirmation(deps, db, user.id, input.redirectTo, !existing)
      const fresh = (await findUserById(db, user.id)) ?? user
      return { result: { user: userJson(fresh, await findIdentities(db, user.id)) }, mail }
    },
  ).catch((error: unknown) => {
    // Two signups for one address racing each other: the loser sees what a later signup would.
    if ((error as { code?: string }).code === '23505') {
      throw unprocessable('user_already_exists', 'User already registered')
    }
    throw error
  })
  await deliver(deps, mail)
  return result
}

/** GoTrue's sanitizeUser: a plausible user with a random id and no identities. */
function obfuscatedUser(user: UserRow, email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString()
  return {
    id: randomUUID(),
    aud: user.aud ?? 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  }
}
