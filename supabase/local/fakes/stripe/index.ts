import type { IncomingMessage, ServerResponse } from 'node:http'
import { HttpError, readRawBody, redirect, sendHtml, sendJson } from '../../http.ts'
import type { Outbox } from '../../mail/outbox.ts'
import { StripeFakeError, noSuch, sendStripeError } from './errors.ts'
import { FormError, parseForm, type FormObject } from './form.ts'
import { checkoutPage } from './page.ts'
import { receiptEmail } from './receipt.ts'
import { createRefund, createSession, createStore, getSession, paySession, publicView, type StripeStore } from './store.ts'
import { deliver, type WebhookTarget } from './webhooks.ts'

/** The keys functions use locally; production sets real ones (README: Stripe). */
export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_local_brandquest'
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_local_brandquest'
/** Developer pages and controls; the API itself is at /v1 like api.stripe.com. */
export const STRIPE_FAKE_PREFIX = '/_local/stripe'

export interface StripeFakeOptions {
  /** Where the gateway answers, for the hosted checkout URLs. */
  publicUrl: string
  webhook: WebhookTarget
  outbox: Outbox
  secretKey?: string
  log?: (line: string) => void
}

export interface StripeFake {
  store: StripeStore
  /** `/v1/...` of the Stripe API. */
  handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>
  /** `/_local/stripe/...`: the checkout page, the session and event lists, replays. */
  handleLocal(req: IncomingMessage, res: ServerResponse, subpath: string, url: URL): Promise<void>
}

async function readForm(req: IncomingMessage): Promise<FormObject> {
  try {
    return parseForm((await readRawBody(req, 64 * 1024)).toString('utf8'))
  } catch (error) {
    if (error instanceof FormError) throw new StripeFakeError(400, 'invalid_request_error', error.message)
    throw error
  }
}

export function createStripeFake(options: StripeFakeOptions): StripeFake {
  const store = createStore()
  const secretKey = options.secretKey ?? LOCAL_STRIPE_SECRET_KEY
  const checkoutBase = `${options.publicUrl}${STRIPE_FAKE_PREFIX}/checkout`
  const log = options.log ?? (() => undefined)

  const send = async (event: Parameters<typeof deliver>[2]) => {
    const delivery = await deliver(store, options.webhook, event)
    log(`[stripe] ${event.type} ${event.id} → webhook ${delivery.status ?? delivery.error}`)
  }

  async function api(req: IncomingMessage, url: URL): Promise<{ status: number; body: unknown }> {
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      throw new StripeFakeError(401, 'authentication_error', 'Invalid API Key provided.')
    }
    const path = url.pathname
    const session = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)
    if (req.method === 'GET' && session) return { status: 200, body: publicView(getSession(store, decodeURIComponent(session[1]))) }
    const event = /^\/v1\/events\/([^/]+)$/.exec(path)
    if (req.method === 'GET' && event) {
      const found = store.events.get(decodeURIComponent(event[1]))
      if (!found) throw noSuch('event', event[1])
      return { status: 200, body: found }
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      return { status: 200, body: publicView(createSession(store, await readForm(req), checkoutBase)) }
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const { refund, event: refunded } = createRefund(store, await readForm(req))
      await send(refunded)
      return { status: 200, body: refund }
    }
    throw new StripeFakeError(404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${path}). The local fake emulates only what BrandQuest calls.`)
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const header = req.headers['idempotency-key']
    const key = req.method === 'POST' && typeof header === 'string' ? `${url.pathname}:${header}` : undefined
    const replay = key ? store.idempotent.get(key) : undefined
    if (replay) return sendJson(res, replay.status, replay.body, { 'Idempotent-Replayed': 'true' })
    try {
      const { status, body } = await api(req, url)
      if (key) store.idempotent.set(key, { status, body })
      sendJson(res, status, body)
    } catch (error) {
      if (!(error instanceof StripeFakeError)) throw error
      sendStripeError(res, error)
    }
  }

  async function checkout(req: IncomingMessage, res: ServerResponse, id: string, url: URL): Promise<void> {
    const session = store.sessions.get(id)
    if (!session) throw new HttpError(404, { message: 'No such checkout session' })
    const action = `${STRIPE_FAKE_PREFIX}/checkout/${encodeURIComponent(id)}${url.search}`
    if (req.method === 'GET') return sendHtml(res, 200, checkoutPage(session, action))
    if (req.method !== 'POST') throw new HttpError(405, { message: 'Use GET or POST' })
    const form = new URLSearchParams((await readRawBody(req, 64 * 1024)).toString('utf8'))
    const choice = form.get('action')
    if (session.status !== 'open') return sendHtml(res, 409, checkoutPage(session, action, 'This checkout session is closed.'))
    if (choice === 'cancel') return redirect(res, session.cancel_url as string)
    const email = (typeof session.customer_email === 'string' ? session.customer_email : (form.get('email') ?? '')).trim()
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return sendHtml(res, 400, checkoutPage(session, action, 'Enter a valid email address.'))
    if (choice === 'decline') return sendHtml(res, 402, checkoutPage(session, action, 'Your card was declined. Try another card.'))
    if (choice !== 'pay') return sendHtml(res, 400, checkoutPage(session, action, 'Choose Pay or Cancel.'))

    const completed = paySession(store, session, email)
    await options.outbox.send(receiptEmail(session, email))
    // ?deliver=0 holds the webhook back (listed, replayable), to try verify-payment before it arrives.
    if (url.searchParams.get('deliver') !== '0') await send(completed)
    redirect(res, (session.success_url as string).replaceAll('{CHECKOUT_SESSION_ID}', session.id))
  }

  async function handleLocal(req: IncomingMessage, res: ServerResponse, subpath: string, url: URL): Promise<void> {
    const page = /^\/checkout\/([^/]+)$/.exec(subpath)
    if (page) return checkout(req, res, decodeURIComponent(page[1]), url)
    if (subpath === '/sessions' && req.method === 'GET') {
      return sendJson(res, 200, [...store.sessions.values()].reverse().map(publicView))
    }
    if (subpath === '/events' && req.method === 'GET') {
      const events = [...store.events.values()].reverse().map((e) => ({ ...e, deliveries: store.deliveries.get(e.id) ?? [] }))
      return sendJson(res, 200, events)
    }
    const replay = /^\/events\/([^/]+)\/replay$/.exec(subpath)
    if (replay && req.method === 'POST') {
      const event = store.events.get(decodeURIComponent(replay[1]))
      if (!event) throw new HttpError(404, { message: 'No such event' })
      const delivery = await deliver(store, options.webhook, event)
      return sendJson(res, 200, { id: event.id, delivery })
    }
    throw new HttpError(404, { message: 'Unknown Stripe fake route' })
  }

  return { store, handleApi, handleLocal }
}
