import { z } from 'zod'
import { parseEnv } from './env.ts'

export interface Email {
  to: string
  subject: string
  text: string
  html: string
}

export type SendEmail = (email: Email) => Promise<void>

const emailEnvSchema = z.object({
  EMAIL_API_URL: z.url(),
  EMAIL_API_KEY: z.string().min(1),
  EMAIL_FROM: z.string().min(3),
})

/**
 * A Resend-compatible HTTP client (POST {EMAIL_API_URL}/emails with a Bearer key). Locally the stack
 * points EMAIL_API_URL at its fake, which writes to the outbox; in production it is the provider.
 */
export function createEmailSender(read: (name: string) => string | undefined, fetchImpl: typeof fetch = fetch): SendEmail {
  const env = parseEnv(emailEnvSchema, read)
  return async (email) => {
    const response = await fetchImpl(`${env.EMAIL_API_URL.replace(/\/$/, '')}/emails`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${env.EMAIL_API_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ from: env.EMAIL_FROM, to: [email.to], subject: email.subject, text: email.text, html: email.html }),
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) {
      throw new Error(`Email provider answered ${response.status}: ${(await response.text()).slice(0, 200)}`)
    }
    await response.body?.cancel()
  }
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Plain paragraphs and one call to action, as text and as simple HTML. */
export function simpleEmail(to: string, subject: string, paragraphs: string[], action?: { label: string; url: string }): Email {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), '— BrandQuest'].join('\n\n')
  const html =
    paragraphs.map((p) => `<p>${escape(p)}</p>`).join('') +
    (action ? `<p><a href="${escape(action.url)}">${escape(action.label)}</a></p>` : '') +
    '<p>— BrandQuest</p>'
  return { to, subject, text, html }
}

/**
 * Email links carry a random 256-bit token (base64url, 43 characters); only its SHA-256 is stored,
 * so a database leak gives away no working link.
 */
export async function createEmailToken(): Promise<{ token: string; hash: string }> {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  const token = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
  return { token, hash: await hashEmailToken(token) }
}

export const isEmailToken = (value: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(value)

export async function hashEmailToken(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)))
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('')
}
