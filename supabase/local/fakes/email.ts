import type { IncomingMessage, ServerResponse } from 'node:http'
import { randomUUID } from 'node:crypto'
import { readJsonBody, sendJson } from '../http.ts'
import type { Outbox } from '../mail/outbox.ts'

/** The key functions use locally; a real provider key goes in supabase/functions/.env or hosted secrets. */
export const LOCAL_EMAIL_API_KEY = 're_local_brandquest_outbox'
export const EMAIL_FAKE_PREFIX = '/_local/fakes/email'

const fail = (res: ServerResponse, statusCode: number, name: string, message: string) =>
  sendJson(res, statusCode, { statusCode, name, message })

const isText = (value: unknown, max: number) => typeof value === 'string' && value.trim() !== '' && value.length <= max

/** Developer endpoint that makes the fake API fail, to test what the functions do when the provider is down. */
export const EMAIL_FAULTS_PATH = '/_local/mail/faults'

/** While set, every POST /emails answers this status and delivers nothing. */
interface EmailFault {
  status: number | null
}

// One fault per stack: keyed by the stack's outbox, which the gateway already hands to both routes.
const faults = new WeakMap<Outbox, EmailFault>()
const faultOf = (outbox: Outbox): EmailFault => {
  let fault = faults.get(outbox)
  if (!fault) faults.set(outbox, (fault = { status: null }))
  return fault
}

/**
 * GET: the current fault. POST `{down: true}` (503), `{down: false}`, or `{status: 400–599}`; DELETE
 * clears it. Answers `{down, status}`.
 */
export async function handleEmailFaults(req: IncomingMessage, res: ServerResponse, outbox: Outbox): Promise<void> {
  const fault = faultOf(outbox)
  if (req.method === 'POST') {
    const body = (await readJsonBody(req)) as Record<string, unknown> | undefined
    const status = body?.status
    if (typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599) fault.status = status
    else if (body?.down === true && status === undefined) fault.status = 503
    else if (body?.down === false && status === undefined) fault.status = null
    else return sendJson(res, 400, { error: 'Send {"down": true|false} or {"status": 400-599}' })
  } else if (req.method === 'DELETE') {
    fault.status = null
  } else if (req.method !== 'GET') {
    return sendJson(res, 405, { error: 'Use GET, POST or DELETE' })
  }
  sendJson(res, 200, { down: fault.status !== null, status: fault.status })
}

/**
 * A Resend-compatible `POST /emails` that delivers into the local outbox, so the functions' real
 * email client runs unchanged and tests can read what was "sent".
 */
export async function handleEmailFake(req: IncomingMessage, res: ServerResponse, subpath: string, outbox: Outbox): Promise<void> {
  if (subpath !== '/emails') return fail(res, 404, 'not_found', 'Only POST /emails is emulated')
  if (req.method !== 'POST') return fail(res, 405, 'method_not_allowed', 'Use POST')
  if (req.headers.authorization !== `Bearer ${LOCAL_EMAIL_API_KEY}`) {
    return fail(res, 401, 'missing_api_key', 'Missing or invalid API key in the Authorization header')
  }
  const down = faultOf(outbox).status
  if (down !== null) return fail(res, down, 'application_error', 'The local email API is down (see /_local/mail/faults)')
  const body = (await readJsonBody(req)) as Record<string, unknown> | undefined
  if (!body || typeof body !== 'object') return fail(res, 422, 'validation_error', 'Body must be a JSON object')
  const to = typeof body.to === 'string' ? [body.to] : body.to
  if (!Array.isArray(to) || to.length === 0 || to.length > 50 || !to.every((address) => isText(address, 320))) {
    return fail(res, 422, 'validation_error', '`to` must be an address or a list of 1–50 addresses')
  }
  if (!isText(body.from, 320)) return fail(res, 422, 'validation_error', '`from` is required')
  if (!isText(body.subject, 998)) return fail(res, 422, 'validation_error', '`subject` is required')
  const text = typeof body.text === 'string' ? body.text : ''
  const html = typeof body.html === 'string' ? body.html : ''
  if (!text && !html) return fail(res, 422, 'validation_error', 'Provide `text` or `html`')
  for (const address of to as string[]) {
    await outbox.send({ to: address, subject: body.subject as string, text, html })
  }
  sendJson(res, 200, { id: randomUUID() })
}
