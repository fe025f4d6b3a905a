import type { Db } from './db.ts'
import type { AuthDeps } from './deps.ts'
import { buildEmail, verifyLink } from './emails.ts'
import { AuthError } from './errors.ts'
import { newSecret } from './secrets.ts'
import type { UserRow } from './users.ts'

/**
 * Sends the one-time-link emails and stores their token hashes on the user row, as GoTrue's
 * mail.go does. Each kind is throttled by `max_frequency` against its own *_sent_at column.
 * Callers run these inside a transaction, so a failed send leaves no half-issued token.
 */

export function assertNotThrottled(sentAt: Date | null, maxFrequencySeconds: number, now = Date.now()): void {
  if (!sentAt) return
  const readyAt = sentAt.getTime() + maxFrequencySeconds * 1000
  if (readyAt > now) {
    const left = Math.max(1, Math.floor((readyAt - now) / 1000))
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${left} seconds.`,
    )
  }
}

async function send(deps: AuthDeps, message: Parameters<AuthDeps['sendMail']>[0]): Promise<void> {
  try {
    await deps.sendMail(message)
  } catch (error) {
    throw new AuthError(500, 'unexpected_failure', `Error sending email: ${(error as Error).message}`)
  }
}

export async function sendConfirmation(deps: AuthDeps, db: Db, user: UserRow, redirectTo: string): Promise<void> {
  assertNotThrottled(user.confirmation_sent_at, deps.config.email.maxFrequencySeconds)
  const secret = newSecret()
  await db.query(
    'update auth.users set confirmation_token = $2, confirmation_sent_at = now(), updated_at = now() where id = $1',
    [user.id, secret.hash],
  )
  const link = verifyLink(deps.apiUrl, secret.token, 'signup', redirectTo)
  await send(deps, buildEmail({ to: user.email ?? '', type: 'signup', link }))
}

export async function sendRecovery(deps: AuthDeps, db: Db, user: UserRow, redirectTo: string): Promise<void> {
  assertNotThrottled(user.recovery_sent_at, deps.config.email.maxFrequencySeconds)
  const secret = newSecret()
  await db.query('update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1', [
    user.id,
    secret.hash,
  ])
  const link = verifyLink(deps.apiUrl, secret.token, 'recovery', redirectTo)
  await send(deps, buildEmail({ to: user.email ?? '', type: 'recovery', link }))
}

/**
 * The new address always gets a link; with double_confirm_changes the current address gets its
 * own link too, and the change applies only once both are followed (verify.ts).
 */
export async function sendEmailChange(
  deps: AuthDeps,
  db: Db,
  user: UserRow,
  newEmail: string,
  redirectTo: string,
): Promise<void> {
  assertNotThrottled(user.email_change_sent_at, deps.config.email.maxFrequencySeconds)
  const forNew = newSecret()
  const forCurrent = deps.config.email.doubleConfirmChanges && user.email ? newSecret() : undefined
  await db.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
       email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now()
     where id = $1`,
    [user.id, newEmail, forNew.hash, forCurrent?.hash ?? ''],
  )
  const change = { from: user.email ?? '', to: newEmail }
  await send(
    deps,
    buildEmail({
      to: newEmail,
      type: 'email_change',
      link: verifyLink(deps.apiUrl, forNew.token, 'email_change', redirectTo),
      change,
    }),
  )
  if (forCurrent && user.email) {
    await send(
      deps,
      buildEmail({
        to: user.email,
        type: 'email_change',
        link: verifyLink(deps.apiUrl, forCurrent.token, 'email_change', redirectTo),
        change,
      }),
    )
  }
}
