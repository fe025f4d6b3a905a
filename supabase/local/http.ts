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

export async function readRawBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > limit) throw new HttpError(413, { message: `Request body is larger than ${limit} bytes` })
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
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
