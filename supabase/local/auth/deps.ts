import type pg from 'pg'
import type { AuthConfig } from './config.ts'
import type { AuthLimits } from './rate-limits.ts'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
}

/** What the auth service needs from the stack (contract 2 of the shared brief). */
export interface AuthDeps {
  pool: pg.Pool
  config: AuthConfig
  jwtSecret: string
  /** e.g. http://127.0.0.1:54321, no trailing slash */
  apiUrl: string
  sendMail(msg: MailMessage): Promise<void>
  /** The service's rate limits; createAuthService builds them from config.rateLimit when absent. */
  limits?: AuthLimits
}
