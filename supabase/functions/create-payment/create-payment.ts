import { z } from 'zod'
import type { Caller } from '../_shared/caller.ts'
import { HttpError, bearerToken, json, withHttp } from '../_shared/http.ts'
import { readPaymentBody } from '../_shared/payments/body.ts'
import { storableText } from '../_shared/text.ts'

/** What a Checkout Session is created from; the handler turns it into Stripe's parameters. */
export interface CheckoutRequest {
  /** Prefilled (and fixed) at checkout; undefined lets Stripe ask for it. */
  email?: string
  userId?: string
  source: string
  successUrl: string
  cancelUrl: string
}

export interface CreatePaymentDeps {
  appUrl: string
  getCaller(token: string): Promise<Caller | null>
  isPremium(caller: Caller): Promise<boolean>
  /** Creates the Checkout Session and returns its hosted page URL. */
  createCheckout(request: CheckoutRequest): Promise<string>
}

const MAX_PATH_LENGTH = 512

const bodySchema = z.strictObject(
  {
    email: z.email({ error: 'email must be a valid email address' }).max(254, { error: 'email is too long' }).optional(),
    source: z.string({ error: 'source is required' }).regex(/^[a-z][a-z0-9_]{0,39}$/, {
      error: 'source must be a short lower-case name such as paywall_modal',
    }),
    returnPath: storableText('returnPath').max(MAX_PATH_LENGTH, { error: 'returnPath is too long' }).optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) },
)

/**
 * The cancel URL for a return path: only a path on the app's own site ('/generate?x=1'), never
 * another origin ('//evil.example', '/\\evil.example', 'https://…') or a script URL.
 */
export function returnUrl(appUrl: string, path: string): string {
  const refuse = () => new HttpError(400, 'returnPath must be a path on this site, starting with /')
  if (!path.startsWith('/') || path.startsWith('//') || /[\\\s]/.test(path)) throw refuse()
  let url: URL
  try {
    url = new URL(`${appUrl}${path}`)
  } catch {
    throw refuse()
  }
  if (url.origin !== new URL(appUrl).origin) throw refuse()
  return url.href
}

/**
 * POST {email?, source, returnPath?} → {url} of a Stripe Checkout Session. Signed in: the purchase
 * is tied to the account (client_reference_id) and paid with the account's email; the body's email
 * is not used. As a guest: the email, if given, is prefilled, and the purchase counts for whichever
 * account confirms that address. An account that is already premium gets 409.
 */
export function createCreatePaymentHandler(deps: CreatePaymentDeps): (request: Request) => Promise<Response> {
  return withHttp(['POST'], async (request) => {
    const body = await readPaymentBody(request, bodySchema)
    const cancelUrl = returnUrl(deps.appUrl, body.returnPath ?? '/')

    const token = bearerToken(request)
    const caller = token ? await deps.getCaller(token) : null
    if (caller && (await deps.isPremium(caller))) {
      throw new HttpError(409, 'You already have lifetime access')
    }
    const email = caller ? caller.email || undefined : body.email
    // Stripe fills in {CHECKOUT_SESSION_ID}; it must stay unencoded.
    const successUrl =
      `${deps.appUrl}/success?session_id={CHECKOUT_SESSION_ID}` + (email ? `&email=${encodeURIComponent(email)}` : '')
    const url = await deps.createCheckout({ email, userId: caller?.id, source: body.source, successUrl, cancelUrl })
    return json({ url })
  })
}
