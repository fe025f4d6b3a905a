import type { MailMessage } from '../../mail/outbox.ts'
import { lineItems, type StripeObject } from './store.ts'

/** The email Stripe sends the buyer after a payment (receipts are on for the account). */
export function receiptEmail(session: StripeObject, to: string): MailMessage {
  const total = `$${((session.amount_total as number) / 100).toFixed(2)}`
  const items = lineItems(session).map((item) => `${item.name} — $${((item.unitAmount * item.quantity) / 100).toFixed(2)}`)
  const lines = ['Thanks for your purchase.', ...items, `Total paid: ${total}`, `Receipt for ${session.id}`]
  return {
    to,
    subject: `Your receipt from BrandQuest (${total})`,
    text: lines.join('\n'),
    html: lines.map((line) => `<p>${line.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</p>`).join(''),
  }
}
