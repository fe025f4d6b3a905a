import { randomBytes } from 'node:crypto'
import { StripeFakeError, invalidParam, missingParam, noSuch } from './errors.ts'
import type { FormObject, FormValue } from './form.ts'

// The fake's objects carry the fields the SDK's types and our functions read, in Stripe's shapes.
export type StripeObject = Record<string, unknown> & { id: string }

export interface StripeEvent extends StripeObject {
  type: string
  created: number
  data: { object: StripeObject }
}

export interface Delivery {
  at: string
  status: number | null
  error?: string
}

/** Everything the fake knows; in memory, gone when the stack stops (like Stripe's test-mode data to us). */
export interface StripeStore {
  sessions: Map<string, StripeObject>
  paymentIntents: Map<string, StripeObject>
  charges: Map<string, StripeObject>
  refunds: Map<string, StripeObject>
  events: Map<string, StripeEvent>
  deliveries: Map<string, Delivery[]>
  /** Idempotency-Key → the first response, as Stripe replays it for 24 hours. */
  idempotent: Map<string, { status: number; body: unknown }>
}

export function createStore(): StripeStore {
  return {
    sessions: new Map(),
    paymentIntents: new Map(),
    charges: new Map(),
    refunds: new Map(),
    events: new Map(),
    deliveries: new Map(),
    idempotent: new Map(),
  }
}

export const newId = (prefix: string) => `${prefix}_test_${randomBytes(16).toString('hex')}`
const now = () => Math.floor(Date.now() / 1000)

const text = (form: FormObject, param: string, max = 5000): string | undefined => {
  const value = form[param]
  if (value === undefined) return undefined
  if (typeof value !== 'string' || value.length > max) throw invalidParam(param, `Invalid string: ${param}`)
  return value
}

const httpUrl = (form: FormObject, param: string): string => {
  const value = text(form, param, 5000)
  if (value === undefined) throw missingParam(param)
  if (!/^https?:\/\/\S+$/.test(value)) throw invalidParam(param, `Not a valid URL: ${param}`)
  return value
}

const metadataOf = (value: FormValue | undefined, param: string): Record<string, string> => {
  if (value === undefined) return {}
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidParam(param, `Invalid object: ${param}`)
  const entries = Object.entries(value)
  if (entries.length > 50 || entries.some(([k, v]) => typeof v !== 'string' || k.length > 40 || v.length > 500)) {
    throw invalidParam(param, `Invalid metadata: ${param}`)
  }
  return value as Record<string, string>
}

interface LineItem {
  quantity: number
  unitAmount: number
  currency: string
  name: string
  description: string | null
}

function lineItemsOf(form: FormObject): LineItem[] {
  const items = form.line_items
  if (!Array.isArray(items) || items.length === 0) throw missingParam('line_items')
  return items.map((item, i) => {
    const param = `line_items[${i}]`
    if (typeof item !== 'object' || Array.isArray(item)) throw invalidParam(param, `Invalid object: ${param}`)
    const priceData = item.price_data
    if (typeof priceData !== 'object' || Array.isArray(priceData)) {
      throw invalidParam(`${param}[price_data]`, 'The fake supports line items with price_data only')
    }
    const product = priceData.product_data
    const quantity = Number(item.quantity ?? '1')
    const unitAmount = Number(priceData.unit_amount)
    const currency = typeof priceData.currency === 'string' ? priceData.currency.toLowerCase() : ''
    if (!Number.isInteger(quantity) || quantity < 1) throw invalidParam(`${param}[quantity]`, 'Invalid integer: quantity')
    if (!Number.isInteger(unitAmount) || unitAmount < 50) {
      throw invalidParam(`${param}[price_data][unit_amount]`, 'Amount must be at least 50 cents')
    }
    if (!/^[a-z]{3}$/.test(currency)) throw invalidParam(`${param}[price_data][currency]`, 'Invalid currency')
    if (typeof product !== 'object' || Array.isArray(product) || typeof product.name !== 'string' || !product.name) {
      throw missingParam(`${param}[price_data][product_data][name]`)
    }
    const description = typeof product.description === 'string' ? product.description : null
    return { quantity, unitAmount, currency, name: product.name, description }
  })
}

/** POST /v1/checkout/sessions for mode=payment with price_data line items. */
export function createSession(store: StripeStore, form: FormObject, checkoutBaseUrl: string): StripeObject {
  if (form.mode !== 'payment') throw invalidParam('mode', 'The fake supports mode=payment only')
  const items = lineItemsOf(form)
  const currency = items[0].currency
  if (items.some((item) => item.currency !== currency)) throw invalidParam('line_items', 'Line items must share one currency')
  const amount = items.reduce((sum, item) => sum + item.quantity * item.unitAmount, 0)
  const email = text(form, 'customer_email', 512)
  if (email !== undefined && !/^[^\s@]+@[^\s@]+$/.test(email)) throw invalidParam('customer_email', 'Invalid email address')
  const id = newId('cs')
  const session: StripeObject = {
    id,
    object: 'checkout.session',
    mode: 'payment',
    status: 'open',
    payment_status: 'unpaid',
    amount_subtotal: amount,
    amount_total: amount,
    currency,
    customer: null,
    customer_email: email ?? null,
    customer_details: null,
    client_reference_id: text(form, 'client_reference_id', 200) ?? null,
    metadata: metadataOf(form.metadata, 'metadata'),
    payment_intent: null,
    success_url: httpUrl(form, 'success_url'),
    cancel_url: httpUrl(form, 'cancel_url'),
    url: `${checkoutBaseUrl}/${id}`,
    created: now(),
    expires_at: now() + 24 * 3600,
    livemode: false,
    // Not part of Stripe's session object (line items are a sub-resource); the checkout page shows them.
    _line_items: items,
  }
  store.sessions.set(id, session)
  return session
}

export function getSession(store: StripeStore, id: string): StripeObject {
  const session = store.sessions.get(id)
  if (!session) throw noSuch('checkout.session', id)
  return session
}

/** The session as the API returns it (without the fake's private fields). */
export function publicView(object: StripeObject): StripeObject {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !key.startsWith('_'))) as StripeObject
}

export function lineItems(session: StripeObject): LineItem[] {
  return session._line_items as LineItem[]
}

export function recordEvent(store: StripeStore, type: string, object: StripeObject): StripeEvent {
  const event: StripeEvent = {
    id: newId('evt'),
    object: 'event',
    api_version: '2025-01-01',
    type,
    created: now(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: structuredClone(publicView(object)) },
  }
  store.events.set(event.id, event)
  return event
}

/** The buyer pays: a succeeded payment intent and charge, a complete and paid session, the event. */
export function paySession(store: StripeStore, session: StripeObject, email: string): StripeEvent {
  if (session.status !== 'open') throw new StripeFakeError(400, 'invalid_request_error', 'This Checkout Session is no longer open')
  const amount = session.amount_total as number
  const paymentIntent: StripeObject = {
    id: newId('pi'),
    object: 'payment_intent',
    amount,
    amount_received: amount,
    currency: session.currency,
    status: 'succeeded',
    latest_charge: null,
    metadata: {},
    created: now(),
    livemode: false,
  }
  const charge: StripeObject = {
    id: newId('ch'),
    object: 'charge',
    amount,
    amount_captured: amount,
    amount_refunded: 0,
    currency: session.currency,
    paid: true,
    captured: true,
    refunded: false,
    status: 'succeeded',
    payment_intent: paymentIntent.id,
    receipt_email: email,
    billing_details: { email },
    created: now(),
    livemode: false,
  }
  paymentIntent.latest_charge = charge.id
  store.paymentIntents.set(paymentIntent.id, paymentIntent)
  store.charges.set(charge.id, charge)
  Object.assign(session, {
    status: 'complete',
    payment_status: 'paid',
    payment_intent: paymentIntent.id,
    customer_details: { email, name: null },
  })
  return recordEvent(store, 'checkout.session.completed', session)
}

/** POST /v1/refunds: full refunds of a payment intent or charge. */
export function createRefund(store: StripeStore, form: FormObject): { refund: StripeObject; event: StripeEvent } {
  const chargeId = text(form, 'charge', 200)
  const paymentIntentId = text(form, 'payment_intent', 200)
  if (!chargeId && !paymentIntentId) throw missingParam('payment_intent')
  let charge: StripeObject | undefined
  if (chargeId) {
    charge = store.charges.get(chargeId)
    if (!charge) throw noSuch('charge', chargeId, 'charge')
  } else {
    const paymentIntent = store.paymentIntents.get(paymentIntentId!)
    if (!paymentIntent) throw noSuch('payment_intent', paymentIntentId!, 'payment_intent')
    charge = store.charges.get(paymentIntent.latest_charge as string)
  }
  if (!charge) throw invalidParam('payment_intent', 'This PaymentIntent has no successful charge to refund')
  if (charge.refunded) {
    throw new StripeFakeError(400, 'invalid_request_error', `Charge ${charge.id} has already been refunded.`, 'charge_already_refunded')
  }
  if (form.amount !== undefined && Number(form.amount) !== charge.amount) {
    throw invalidParam('amount', 'The fake supports full refunds only')
  }
  const refund: StripeObject = {
    id: newId('re'),
    object: 'refund',
    amount: charge.amount,
    currency: charge.currency,
    charge: charge.id,
    payment_intent: charge.payment_intent,
    reason: text(form, 'reason', 100) ?? null,
    metadata: metadataOf(form.metadata, 'metadata'),
    status: 'succeeded',
    created: now(),
  }
  store.refunds.set(refund.id, refund)
  Object.assign(charge, { refunded: true, amount_refunded: charge.amount })
  return { refund, event: recordEvent(store, 'charge.refunded', charge) }
}
