import type { PoolClient } from 'pg'
import { withTransaction } from './db.ts'
import type { AuthDeps } from './deps.ts'
import { AuthError, forbidden, unprocessable, validationFailed } from './errors.ts'
import { resolveRedirect, withErrorFragment, withFragment } from './redirects.ts'
import { hashToken } from './secrets.ts'
import { startSession, type TokenResponse } from './tokens.ts'
import { confirmEmail, findUserById, type UserRow } from './users.ts'

/**
 * GET /verify (email links) and POST /verify (token_hash), GoTrue verify.go. Every link is single
 * use: its hash is cleared in the transaction that consumes it.
 */

export const VERIFY_TYPES = ['signup', 'invite', 'recovery', 'magiclink', 'email_change'] as const
export type VerifyType = (typeof VERIFY_TYPES)[number]

/** How long an emailed link stays valid (GoTrue's mailer otp_exp; the CLI's default otp_expiry). */
export const LINK_EXPIRY_SECONDS = 3600

/** Sent when the first of two email-change links is followed (secure email change). */
export const SINGLE_CONFIRMATION_ACCEPTED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email'

type VerifyOutcome = { session: TokenResponse } | { message: string }

const isVerifyType = (type: string): type is VerifyType => (VERIFY_TYPES as readonly string[]).includes(type)

/** The user row matching a link token, locked; undefined when no unexpired link matches. */
async function findByToken(db: PoolClient, type: VerifyType, hash: string): Promise<UserRow | undefined> {
  const [column, sentAt] =
    type === 'signup' || type === 'invite'
      ? ['confirmation_token = $1', 'confirmation_sent_at']
      : type === 'email_change'
        ? ['(email_change_token_new = $1 or email_change_token_current = $1)', 'email_change_sent_at']
        : ['recovery_token = $1', 'recovery_sent_at']
  const { rows } = await db.query<UserRow>(
    `select * from auth.users where ${column}
       and ${sentAt} > now() - make_interval(secs => $2) for update`,
    [hash, LINK_EXPIRY_SECONDS],
  )
  return rows[0]
}

async function consume(deps: AuthDeps, type: VerifyType, token: string, userAgent?: string): Promise<VerifyOutcome> {
  const hash = hashToken(token)
  return withTransaction(deps.pool, async (db) => {
    const user = await findByToken(db, type, hash)
    if (!user) throw forbidden('otp_expired', 'Email link is invalid or has expired')
    if (user.banned_until && user.banned_until.getTime() > Date.now()) {
      throw new AuthError(401, 'user_banned', 'User is banned')
    }
    if (type === 'signup' || type === 'invite') {
      await confirmEmail(db, user.id)
    } else if (type === 'recovery' || type === 'magiclink') {
      await db.query(`update auth.users set recovery_token = '', updated_at = now() where id = $1`, [user.id])
      // Following a recovery link proves the address, so it also confirms an unconfirmed user.
      if (!user.email_confirmed_at) await confirmEmail(db, user.id)
    } else {
      const first = await confirmEmailChange(deps, db, user, hash)
      if (first) return { message: SINGLE_CONFIRMATION_ACCEPTED }
    }
    const fresh = (await findUserById(db, user.id)) ?? user
    return { session: await startSession(deps, db, fresh, 'otp', 'email', userAgent) }
  })
}

/**
 * With double_confirm_changes, the first of the two links only records itself (returns true);
 * the change applies when the second one is followed.
 */
async function confirmEmailChange(deps: AuthDeps, db: PoolClient, user: UserRow, hash: string): Promise<boolean> {
  const { rows } = await db.query<{ email_change_token_new: string | null; email_change_token_current: string | null }>(
    'select email_change_token_new, email_change_token_current from auth.users where id = $1',
    [user.id],
  )
  const tokens = rows[0]
  const bothRequired = deps.config.email.doubleConfirmChanges && !!user.email && !!tokens.email_change_token_current
  if (bothRequired && (user.email_change_confirm_status ?? 0) === 0) {
    const column = tokens.email_change_token_new === hash ? 'email_change_token_new' : 'email_change_token_current'
    await db.query(
      `update auth.users set email_change_confirm_status = 1, ${column} = '', updated_at = now() where id = $1`,
      [user.id],
    )
    return true
  }
  const newEmail = user.email_change ?? ''
  const taken = await db.query('select 1 from auth.users where lower(email) = lower($1) and id <> $2', [newEmail, user.id])
  if (!newEmail || taken.rowCount) {
    throw unprocessable('email_exists', 'A user with this email address has already been registered')
  }
  await db.query(
    `update auth.users set email = $2::text, email_change = '', email_change_token_new = '', email_change_token_current = '',
       email_change_confirm_status = 0,
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || jsonb_build_object('email', $2::text),
       updated_at = now()
     where id = $1`,
    [user.id, newEmail],
  )
  await db.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [user.id, newEmail],
  )
  if (!user.email_confirmed_at) await confirmEmail(db, user.id)
  return false
}

/** GET /verify: always a 303 to the (allow-listed) redirect target, success or failure. */
export async function verifyLinkRedirect(
  deps: AuthDeps,
  input: { token: string; type: string; redirectTo: string | null; userAgent?: string },
): Promise<string> {
  if (!input.token) throw validationFailed('Verify requires a token or a token hash')
  if (!input.type) throw validationFailed('Verify requires a verification type')
  const target = resolveRedirect(deps.config, input.redirectTo)
  try {
    if (!isVerifyType(input.type)) throw validationFailed('Unsupported verification type')
    const outcome = await consume(deps, input.type, input.token, input.userAgent)
    if ('message' in outcome) return withFragment(target, { message: outcome.message })
    const s = outcome.session
    return withFragment(target, {
      access_token: s.access_token,
      expires_at: String(s.expires_at),
      expires_in: String(s.expires_in),
      refresh_token: s.refresh_token,
      token_type: s.token_type,
      type: input.type,
    })
  } catch (error) {
    if (!(error instanceof AuthError) || error.status >= 500) throw error
    return withErrorFragment(target, error.status, error.code, error.message)
  }
}

/** POST /verify with a token_hash (verifyOtp); the e-mail + 6-digit code variant has no codes to match here. */
export async function verifyTokenHash(
  deps: AuthDeps,
  input: { tokenHash: string; token: string; type: string; email: string; phone: string; redirectTo: string; userAgent?: string },
): Promise<TokenResponse | { msg: string; code: string }> {
  if (!input.type) throw validationFailed('Verify requires a verification type')
  if (input.tokenHash && (input.email || input.phone || input.redirectTo)) {
    throw validationFailed('Only the token_hash and type should be provided')
  }
  if (!input.tokenHash && !input.token) throw validationFailed('Verify requires either a token or a token hash')
  if (!isVerifyType(input.type)) throw validationFailed('Unsupported verification type')
  if (!input.tokenHash) throw forbidden('otp_expired', 'Token has expired or is invalid')
  try {
    const outcome = await consume(deps, input.type, input.tokenHash, input.userAgent)
    return 'message' in outcome ? { msg: outcome.message, code: '200' } : outcome.session
  } catch (error) {
    if (error instanceof AuthError && error.code === 'otp_expired') {
      throw forbidden('otp_expired', 'Token has expired or is invalid')
    }
    throw error
  }
}
