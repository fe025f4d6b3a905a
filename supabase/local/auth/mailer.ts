import type { PoolClient } from 'pg'
import type { Db } from './db.ts'
import type { AuthDeps, MailMessage } from './deps.ts'
import { buildEmail, verifyLink } from './emails.ts'
import { AuthError } from './errors.ts'
import { newSecret } from './secrets.ts'

/**
 * The one-time-link emails, as GoTrue's mail.go: each kind is throttled by `max_frequency` against
 * its own *_sent_at column and stores only its token's hash on the user row.
 *
 * Two steps, so no request holds a pooled connection while the mailer waits for another (the
 * outbox writes through the same pool; ten parallel signups used to wedge the stack):
 * - issue*() runs in the caller's transaction: locks the user row, checks the throttle and the
 *   email budget, stores the new token, and returns the mail still to send;
 * - deliver() runs after commit. If sending fails, it puts the row back as it was (only if the
 *   token is still this mail's), so a failed send leaves no token nobody received and no throttle.
 */

export interface PendingMail {
  messages: MailMessage[]
  /** Restores what issuing changed, unless a later request has replaced this mail's token. */
  undo(db: Db): Promise<void>
}

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

interface LinkColumns {
  email: string | null
  confirmation_token: string | null
  confirmation_sent_at: Date | null
  recovery_token: string | null
  recovery_sent_at: Date | null
  email_change: string | null
  email_change_token_new: string | null
  email_change_token_current: string | null
  email_change_confirm_status: number | null
  email_change_sent_at: Date | null
}

/** The row's link state, locked until the caller's transaction ends (parallel requests queue here). */
async function lockLinks(db: PoolClient, userId: string): Promise<LinkColumns> {
  const { rows } = await db.query<LinkColumns>(
    `select email, confirmation_token, confirmation_sent_at, recovery_token, recovery_sent_at, email_change,
            email_change_token_new, email_change_token_current, email_change_confirm_status, email_change_sent_at
       from auth.users where id = $1 for update`,
    [userId],
  )
  // Deleted since the caller looked it up (an admin, or a parallel test): nothing to mail.
  if (!rows[0]) throw new AuthError(404, 'user_not_found', 'User not found')
  return rows[0]
}

/**
 * The signup confirmation. `createdNow`: the caller inserted this user in the same transaction, so
 * undoing the mail removes the user again, as a rolled-back signup would.
 */
export async function issueConfirmation(
  deps: AuthDeps,
  db: PoolClient,
  userId: string,
  redirectTo: string,
  createdNow = false,
): Promise<PendingMail> {
  const before = await lockLinks(db, userId)
  assertNotThrottled(before.confirmation_sent_at, deps.config.email.maxFrequencySeconds)
  deps.limits?.emails(1)
  const secret = newSecret()
  await db.query(
    'update auth.users set confirmation_token = $2, confirmation_sent_at = now(), updated_at = now() where id = $1',
    [userId, secret.hash],
  )
  const link = verifyLink(deps.apiUrl, secret.token, 'signup', redirectTo)
  return {
    messages: [buildEmail({ to: before.email ?? '', type: 'signup', link })],
    undo: async (pool) => {
      if (createdNow) {
        await pool.query(
          'delete from auth.users where id = $1 and confirmation_token = $2 and email_confirmed_at is null',
          [userId, secret.hash],
        )
        return
      }
      await pool.query(
        `update auth.users set confirmation_token = $3, confirmation_sent_at = $4
         where id = $1 and confirmation_token = $2`,
        [userId, secret.hash, before.confirmation_token, before.confirmation_sent_at],
      )
    },
  }
}

export async function issueRecovery(deps: AuthDeps, db: PoolClient, userId: string, redirectTo: string): Promise<PendingMail> {
  const before = await lockLinks(db, userId)
  assertNotThrottled(before.recovery_sent_at, deps.config.email.maxFrequencySeconds)
  deps.limits?.emails(1)
  const secret = newSecret()
  await db.query('update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1', [
    userId,
    secret.hash,
  ])
  const link = verifyLink(deps.apiUrl, secret.token, 'recovery', redirectTo)
  return {
    messages: [buildEmail({ to: before.email ?? '', type: 'recovery', link })],
    undo: async (pool) => {
      await pool.query(
        'update auth.users set recovery_token = $3, recovery_sent_at = $4 where id = $1 and recovery_token = $2',
        [userId, secret.hash, before.recovery_token, before.recovery_sent_at],
      )
    },
  }
}

/**
 * The new address always gets a link; with double_confirm_changes the current address gets its
 * own link too, and the change applies only once both are followed (verify.ts).
 */
export async function issueEmailChange(
  deps: AuthDeps,
  db: PoolClient,
  userId: string,
  newEmail: string,
  redirectTo: string,
): Promise<PendingMail> {
  const before = await lockLinks(db, userId)
  assertNotThrottled(before.email_change_sent_at, deps.config.email.maxFrequencySeconds)
  const current = before.email ?? ''
  const forNew = newSecret()
  const forCurrent = deps.config.email.doubleConfirmChanges && current ? newSecret() : undefined
  deps.limits?.emails(forCurrent ? 2 : 1)
  await db.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
       email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now()
     where id = $1`,
    [userId, newEmail, forNew.hash, forCurrent?.hash ?? ''],
  )
  const change = { from: current, to: newEmail }
  const message = (to: string, token: string) =>
    buildEmail({ to, type: 'email_change', link: verifyLink(deps.apiUrl, token, 'email_change', redirectTo), change })
  const messages = [message(newEmail, forNew.token)]
  if (forCurrent) messages.push(message(current, forCurrent.token))
  return {
    messages,
    undo: async (pool) => {
      await pool.query(
        `update auth.users set email_change = $3, email_change_token_new = $4, email_change_token_current = $5,
           email_change_confirm_status = $6, email_change_sent_at = $7
         where id = $1 and email_change_token_new = $2`,
        [
          userId,
          forNew.hash,
          before.email_change,
          before.email_change_token_new,
          before.email_change_token_current,
          before.email_change_confirm_status,
          before.email_change_sent_at,
        ],
      )
    },
  }
}

/** Sends an issued mail; call it after the transaction that issued it has committed. */
export async function deliver(deps: AuthDeps, pending: PendingMail | undefined): Promise<void> {
  if (!pending) return
  try {
    for (const message of pending.messages) await deps.sendMail(message)
  } catch (error) {
    const withdrawn = await pending.undo(deps.pool).then(
      () => true,
      () => false,
    )
    const detail = withdrawn ? '' : ' (and the link it carried could not be withdrawn)'
    throw new AuthError(500, 'unexpected_failure', `Error sending email: ${(error as Error).message}${detail}`)
  }
}
