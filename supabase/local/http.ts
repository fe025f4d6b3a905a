import type { IncomingMessage, ServerResponse } from 'node:http'

/** Thrown by handlers; the gateway turns it into the response it describes. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'object' && body && 'message' in body ? String(body.message) : `HTTP ${status}`)
  }
}

export const MAX_BODY_BYTES = 1024 * 1024

interface BodyLimit {
  bytes: number
  /** Called once the limit is hit, before the 413 is sent (the gateway closes the connection). */
  onExceeded(): void
}

/** Limits the gateway set per request; a handler's own (smaller) limit still applies. */
const gatewayLimits = new WeakMap<IncomingMessage, BodyLimit>()

export function tooLarge(limit: number): HttpError {
  return new HttpError(413, { message: `Request body too large: the limit here is ${limit} bytes` })
}

/**
 * Caps the body of `req` for every later readRawBody. A declared Content-Length over the limit is
 * refused at once, before any of the body is read; a chunked body is refused where it crosses it.
 */
export function limitBody(req: IncomingMessage, bytes: number, onExceeded: () => void): void {
  gatewayLimits.set(req, { bytes, onExceeded })
  const declared = Number(req.headers['content-length'] ?? 0)
  if (declared > bytes) {
    onExceeded()
    throw tooLarge(bytes)
  }
}

export async function readRawBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const gateway = gatewayLimits.get(req)
  const max = Math.min(limit, gateway?.bytes ?? limit)
  if (req.readableEnded) return Buffer.alloc(0)
  // Events rather than `for await`: leaving that loop early destroys the socket, and with it the 413.
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const stop = () => {
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onError)
      req.off('close', onClose)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= max) return void chunks.push(chunk)
      stop()
      req.pause()
      gateway?.onExceeded()
      reject(tooLarge(max))
    }
    const onEnd = () => {
      stop()
      resolve(Buffer.concat(chunks))
    }
    const onError = (error: Error) => {
      stop()
      reject(error)
    }
    // A client that hangs up mid-body: nobody is left to answer, but the handler must not wait forever.
    const onClose = () => {
      stop()
      reject(new HttpError(400, { message: 'The client closed the connection before the body ended' }))
    }
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onError)
    req.on('close', onClose)
  })
}

/** Parses a JSON body; an empty body reads as undefined, malformed JSON is a 400. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const raw = await readRawBody(req)
  if (raw.length === 0) return undefined
  try {
    return JSON.parse(raw.toString('utf8'))
  } catch {
    throw new HttpError(400, { message: 'Request body is not valid JSON' })
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    ...headers,
  })
  res.end(text)
}

export function sendEmpty(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  res.writeHead(status, headers)
  res.end()
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(Buffer.byteLength(html)) })
  res.end(html)
}

export function redirect(res: ServerResponse, location: string, status = 303): void {
  res.writeHead(status, { Location: location })
  res.end()
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
