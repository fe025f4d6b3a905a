import { expect } from 'vitest'
import type { TestStack } from './helpers.ts'
import type { TestUser } from './users.ts'

// Shared by the payments stack tests: raw calls through the gateway, and the Stripe fake's checkout.

export type Reply = { status: number; body: Record<string, unknown> }

/** POSTs to a function as a signed-in user, or with the anon key (a guest), or with nothing. */
export async function call(
  stack: TestStack,
  name: string,
  body: unknown,
  who: TestUser | 'anon' | 'none' = 'anon',
): Promise<Reply> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (who !== 'none') {
    headers.apikey = stack.anonKey
    headers.Authorization = `Bearer ${who === 'anon' ? stack.anonKey : who.accessToken}`
  }
  const response = await fetch(`${stack.apiUrl}/functions/v1/${name}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await response.text()
  let parsed: Record<string, unknown>
  try {
    parsed = JSON.parse(text) as Record<string, unknown>
  } catch {
    throw new Error(`${name} answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`)
  }
  return { status: response.status, body: parsed }
}

export async function startCheckout(
  stack: TestStack,
  who: TestUser | 'anon',
  body: Record<string, unknown> = { source: 'paywall_modal' },
): Promise<{ url: string; sessionId: string }> {
  const reply = await call(stack, 'create-payment', body, who)
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  const url = String(reply.body.url)
  const sessionId = /\/(cs_[A-Za-z0-9_]+)$/.exec(new URL(url).pathname)?.[1]
  if (!sessionId) throw new Error(`no session id in ${url}`)
  return { url, sessionId }
}

/** Submits the fake's hosted checkout form, as the buyer's browser would. */
export async function submitCheckout(
  url: string,
  action: 'pay' | 'decline' | 'cancel',
  options: { email?: string; holdWebhook?: boolean } = {},
): Promise<Response> {
  const form = new URLSearchParams({ action, ...(options.email ? { email: options.email } : {}) })
  const target = options.holdWebhook ? `${url}?deliver=0` : url
  return fetch(target, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  })
}

export async function hasPremium(stack: TestStack, user: TestUser): Promise<boolean> {
  const reply = await call(stack, 'check-premium', {}, user)
  expect(reply.status).toBe(200)
  return reply.body.hasPremium === true
}

export async function customersFor(stack: TestStack, email: string) {
  const { rows } = await stack.pool.query(
    'select email, user_id, premium_access, purchased_at, refunded_at, stripe_checkout_session_id, stripe_payment_intent_id from public.customers where email = $1',
    [email.toLowerCase()],
  )
  return rows
}

export interface FakeEvent {
  id: string
  type: string
  data: { object: Record<string, unknown> }
  deliveries: { status: number | null }[]
}

export async function fakeEvents(stack: TestStack): Promise<FakeEvent[]> {
  const response = await fetch(`${stack.apiUrl}/_local/stripe/events`)
  expect(response.status).toBe(200)
  return (await response.json()) as FakeEvent[]
}

export async function replay(stack: TestStack, eventId: string): Promise<number | null> {
  const response = await fetch(`${stack.apiUrl}/_local/stripe/events/${eventId}/replay`, { method: 'POST' })
  expect(response.status).toBe(200)
  return ((await response.json()) as { delivery: { status: number | null } }).delivery.status
}
