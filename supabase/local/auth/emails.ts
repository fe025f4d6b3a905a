import { escapeHtml } from '../http.ts'
import type { MailMessage } from './deps.ts'

/**
 * The messages auth sends, with links in GoTrue's format:
 * `<api>/auth/v1/verify?token=<token>&type=<type>&redirect_to=<url>` (wire contract §6).
 * Pure: the caller passes the token and the already-validated redirect target.
 */

export type EmailType = 'signup' | 'recovery' | 'email_change' | 'magiclink'

export function verifyLink(apiUrl: string, token: string, type: EmailType, redirectTo: string): string {
  return (
    `${apiUrl.replace(/\/+$/, '')}/auth/v1/verify?token=${encodeURIComponent(token)}` +
    `&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`
  )
}

const TEMPLATES: Record<EmailType, { subject: string; heading: string; intro: string; action: string }> = {
  signup: {
    subject: 'Confirm Your Signup',
    heading: 'Confirm your signup',
    intro: 'Thanks for signing up. Open the link below to confirm your email address.',
    action: 'Confirm my email',
  },
  recovery: {
    subject: 'Reset Your Password',
    heading: 'Reset your password',
    intro: 'Someone asked to reset the password of this account. If it was you, open the link below.',
    action: 'Reset my password',
  },
  email_change: {
    subject: 'Confirm Email Change',
    heading: 'Confirm your new email',
    intro: 'Open the link below to confirm the change of your email address',
    action: 'Confirm the change',
  },
  magiclink: {
    subject: 'Your Magic Link',
    heading: 'Your sign-in link',
    intro: 'Open the link below to sign in.',
    action: 'Sign in',
  },
}

export function buildEmail(input: {
  to: string
  type: EmailType
  link: string
  /** Email change only: the change being confirmed, shown in the message. */
  change?: { from: string; to: string }
}): MailMessage {
  const t = TEMPLATES[input.type]
  const intro = input.change ? `${t.intro} from ${input.change.from} to ${input.change.to}.` : t.intro
  const text = `${t.heading}\n\n${intro}\n\n${t.action}: ${input.link}\n\nIf you did not ask for this, ignore this email.\n`
  const html =
    `<h2>${escapeHtml(t.heading)}</h2>\n<p>${escapeHtml(intro)}</p>\n` +
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(t.action)}</a></p>\n` +
    `<p>If you did not ask for this, ignore this email.</p>\n`
  return { to: input.to, subject: t.subject, text, html }
}
