import { E2E_PORTS } from '../playwright.config'

export const API_URL = `http://127.0.0.1:${E2E_PORTS.api}`

export type OutboxMessage = { id: string; to: string; subject: string; text: string; html: string; created_at: string }

/** Newest message for `to` (optionally with a subject match), polling the local outbox until it arrives. */
export async function waitForMail(to: string, subject?: RegExp, timeoutMs = 10_000): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const response = await fetch(`${API_URL}/_local/mail/messages.json`)
    const messages = (await response.json()) as OutboxMessage[]
    const match = messages.find((m) => m.to.toLowerCase() === to.toLowerCase() && (!subject || subject.test(m.subject)))
    if (match) return match
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`No email to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms`)
}

/** The first link in a message that points at the auth verify endpoint. */
export function verifyLink(message: OutboxMessage): string {
  const link = message.text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0]
  if (!link) throw new Error(`No verify link in: ${message.text}`)
  return link
}

let counter = 0
export const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${counter++}@example.com`
