import { escapeHtml } from '../../http.ts'
import { lineItems, type StripeObject } from './store.ts'

const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`

/** The hosted checkout page: what is bought, the email, and three ways out (pay, a declined card, cancel). */
export function checkoutPage(session: StripeObject, action: string, error?: string): string {
  const open = session.status === 'open'
  const prefilled = typeof session.customer_email === 'string' ? session.customer_email : ''
  const items = lineItems(session)
    .map(
      (item) =>
        `<li><strong>${escapeHtml(item.name)}</strong> — ${money(item.unitAmount * item.quantity, item.currency)}` +
        (item.description ? `<br><small>${escapeHtml(item.description)}</small>` : '') +
        '</li>',
    )
    .join('')
  const emailField = prefilled
    ? `<p>Email: <strong>${escapeHtml(prefilled)}</strong></p>`
    : '<p><label>Email <input type="email" name="email" required autocomplete="email"></label></p>'
  const form = open
    ? `<form method="post" action="${escapeHtml(action)}">
  ${emailField}
  <p>Card: 4242 4242 4242 4242 (test)</p>
  <button type="submit" name="action" value="pay">Pay ${money(session.amount_total as number, session.currency as string)}</button>
  <button type="submit" name="action" value="decline">Pay with a card that declines</button>
  <button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</form>`
    : `<p>This checkout session is ${escapeHtml(String(session.status))}.</p>`
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout (local Stripe fake)</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}button{margin:.25rem .25rem 0 0;padding:.5rem 1rem}[role=alert]{color:#b00020}</style>
</head><body>
<h1>Checkout</h1>
<p><small>Local Stripe fake: no money moves.</small></p>
<ul>${items}</ul>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
${form}
</body></html>`
}
