import type pg from 'pg'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
}

export interface StoredMail extends MailMessage {
  id: string
  created_at: string
}

export interface Outbox {
  send(message: MailMessage): Promise<void>
  /** Newest first; `to` filters by recipient (case-insensitive). */
  list(filter?: { to?: string; limit?: number }): Promise<StoredMail[]>
}

/** Stores mail in _local.mail (created by the bootstrap) instead of delivering it. */
export function createOutbox(pool: pg.Pool, log?: (line: string) => void): Outbox {
  return {
    async send(message) {
      await pool.query('insert into _local.mail ("to", subject, text, html) values ($1, $2, $3, $4)', [
        message.to,
        message.subject,
        message.text,
        message.html,
      ])
      log?.(`mail to ${message.to}: ${message.subject}`)
    },
    async list(filter = {}) {
      const { rows } = await pool.query<StoredMail>(
        `select id, "to", subject, text, html,
                to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at
           from _local.mail
          where $1::text is null or lower("to") = lower($1)
          order by seq desc
          limit $2`,
        [filter.to ?? null, filter.limit ?? 500],
      )
      return rows
    },
  }
}
