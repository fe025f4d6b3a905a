import { createHmac } from 'node:crypto'
import type { Delivery, StripeEvent, StripeStore } from './store.ts'

/** Stripe-Signature as Stripe computes it: HMAC-SHA256 of `${t}.${payload}` with the endpoint secret. */
export function signPayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')
  return `t=${timestamp},v1=${signature}`
}

export interface WebhookTarget {
  url: string
  secret: string
}

/**
 * POSTs the event to the endpoint, signed, and records the outcome. Delivered before the caller
 * goes on (Stripe delivers a moment later), so a test that paid can look at the result at once.
 */
export async function deliver(store: StripeStore, target: WebhookTarget, event: StripeEvent): Promise<Delivery> {
  const payload = JSON.stringify(event, null, 2)
  let delivery: Delivery
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': signPayload(payload, target.secret) },
      body: payload,
      signal: AbortSignal.timeout(15_000),
    })
    await response.body?.cancel()
    delivery = { at: new Date().toISOString(), status: response.status }
  } catch (error) {
    delivery = { at: new Date().toISOString(), status: null, error: (error as Error).message }
  }
  const list = store.deliveries.get(event.id) ?? []
  list.push(delivery)
  store.deliveries.set(event.id, list)
  return delivery
}
