import type { Caller } from './bearer.ts'
import { withTransaction } from './db.ts'
import type { AuthDeps } from './deps.ts'
import { AuthError, badRequest, forbidden, unprocessable, validationFailed } from './errors.ts'
import { deliver, issueEmailChange, type PendingMail } from './mailer.ts'
import { assertAcceptablePassword, hashPassword, verifyPassword } from './passwords.ts'
import { deleteSessionsOfUser } from './tokens.ts'
import { findUserByEmail, findUserById, loadUserJson, mergeMetadata } from './users.ts'
import { validateEmail } from './validate.ts'

/** PUT /user (GoTrue user.go UserUpdate). GET /user is just loadUserJson for the caller. */

export interface UpdateUserInput {
  email: string
  phone: string
  password?: string
  nonce: string
  data?: Record<string, unknown>
  appMetadata?: Record<string, unknown>
  codeChallenge: string
  redirectTo: string
}

/** GoTrue asks for a fresh sign-in (nonce) once the session is this old and secure_password_change is on. */
const REAUTHENTICATION_AFTER_MS = 24 * 3600 * 1000

export async function updateUser(deps: AuthDeps, caller: Caller, input: UpdateUserInput): Promise<Record<string, unknown>> {
  const { config } = deps
  const user = caller.user
  const email = input.email ? validateEmail(input.email) : ''
  if (input.phone) throw validationFailed('Phone numbers are not supported by the local stack')
  if (input.password !== undefined) assertAcceptablePassword(input.password, config)
  if (input.appMetadata) throw forbidden('not_admin', 'Updating app_metadata requires admin privileges')
  if (input.codeChallenge) throw validationFailed('The PKCE flow is not supported by the local stack; use the implicit flow')

  const changesEmail = email !== '' && email !== (user.email ?? '').toLowerCase()
  if (changesEmail) {
    const taken = await findUserByEmail(deps.pool, email)
    if (taken && taken.id !== user.id) {
      throw unprocessable('email_exists', 'A user with this email address has already been registered')
    }
  }

  let passwordHash: string | undefined
  if (input.password !== undefined) {
    if (config.email.securePasswordChange && (await sessionIsOld(deps, caller.sessionId))) {
      if (!input.nonce) throw badRequest('reauthentication_needed', 'Password update requires reauthentication')
      // No /reauthenticate endpoint locally, so no nonce can be valid.
      throw new AuthError(422, 'reauthentication_not_valid', 'Requested nonce is invalid or has expired')
    }
    if (input.password !== '' && (await verifyPassword(input.password, user.encrypted_password))) {
      throw unprocessable('same_password', 'New password should be different from the old password.')
    }
    passwordHash = await hashPassword(input.password)
  }

  const { json, mail } = await withTransaction(deps.pool, async (db) => {
    if (passwordHash !== undefined) {
      await db.query(
        `update auth.users set encrypted_password = $2, recovery_token = '', updated_at = now() where id = $1`,
        [user.id, passwordHash],
      )
      // A new password signs out every other device, as GoTrue's UpdatePassword does.
      await deleteSessionsOfUser(db, user.id, caller.sessionId)
    }
    if (input.data) {
      const fresh = await findUserById(db, user.id)
      await db.query('update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1', [
        user.id,
        mergeMetadata(fresh?.raw_user_meta_data ?? null, input.data),
      ])
    }
    let pending: PendingMail | undefined
    if (changesEmail) pending = await issueEmailChange(deps, db, user.id, email, input.redirectTo)
    const userJson = await loadUserJson(db, user.id)
    if (!userJson) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist')
    return { json: userJson, mail: pending }
  })
  // After commit, so the outbox's connection is not awaited while this one is held. If it fails, the
  // email change is withdrawn; a password or metadata change in the same call stays (GoTrue would
  // roll back all of it, but the outbox fails only when Postgres itself is gone).
  await deliver(deps, mail)
  return json
}

async function sessionIsOld(deps: AuthDeps, sessionId: string | undefined): Promise<boolean> {
  if (!sessionId) return true
  const { rows } = await deps.pool.query<{ created_at: Date | null }>(
    'select created_at from auth.sessions where id = $1',
    [sessionId],
  )
  const created = rows[0]?.created_at
  return !created || Date.now() - created.getTime() > REAUTHENTICATION_AFTER_MS
}
