import { corsHeaders } from './cors.ts'

/** A failure the caller should see: `{ error: message }` with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json', ...headers },
  })
}

export function errorJson(status: number, message: string): Response {
  return json({ error: message }, status)
}

/** The largest request body any function accepts; real bodies are a few hundred bytes. */
export const MAX_BODY_BYTES = 64 * 1024

const tooLarge = () => new HttpError(413, `Request body is too large: the limit is ${MAX_BODY_BYTES / 1024} KB`)

/** True when the request declares a body over the limit, so it can be refused without reading it. */
function declaresTooLarge(request: Request): boolean {
  const declared = Number(request.headers.get('Content-Length') ?? 0)
  return Number.isFinite(declared) && declared > MAX_BODY_BYTES
}

/**
 * The body's bytes, read chunk by chunk and abandoned once past the limit: Content-Length may be
 * missing (chunked uploads) or wrong, so only counting what arrives bounds the memory a caller can take.
 */
async function readCappedBody(request: Request): Promise<Uint8Array> {
  if (declaresTooLarge(request)) throw tooLarge()
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => {})
      throw tooLarge()
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/** Reads a JSON object body of at most MAX_BODY_BYTES; an empty body reads as `{}`. Anything else is a 4xx. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await readCappedBody(request))
  } catch (error) {
    if (error instanceof HttpError) throw error
    throw new HttpError(400, 'Request body must be UTF-8 encoded JSON')
  }
  if (text.trim() === '') return {}
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new HttpError(400, 'Request body must be JSON')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HttpError(400, 'Request body must be a JSON object')
  }
  return value as Record<string, unknown>
}

/** The bearer token of the request, if any. */
export function bearerToken(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')
  return match?.[1]
}

type Handler = (request: Request) => Promise<Response>

// PostgREST's codes for "cannot reach the database" (wire contract): a restart or failover, a
// moment's outage the caller should retry, not a bug to answer 500 for.
const DATABASE_UNREACHABLE = new Set(['PGRST000', 'PGRST001', 'PGRST002'])
const RETRY_AFTER_SECONDS = 5

function databaseUnreachable(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined
  return typeof cause?.code === 'string' && DATABASE_UNREACHABLE.has(cause.code)
}

/**
 * Wraps a function's handler: answers the CORS preflight, enforces the allowed methods and the body
 * size limit, and turns HttpError into its JSON answer. Anything else is logged and answered 500
 * with CORS headers, or 503 with Retry-After when its cause is an unreachable database (thrown as
 * `new Error(..., { cause: postgrestError })`).
 */
export function withHttp(methods: string[], handler: Handler): Handler {
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders })
    if (!methods.includes(request.method)) {
      return json({ error: `Use ${methods.join(' or ')}` }, 405, { Allow: [...methods, 'OPTIONS'].join(', ') })
    }
    try {
      // Refused before the handler runs, so even a handler that never reads the body answers 413.
      if (declaresTooLarge(request)) throw tooLarge()
      return await handler(request)
    } catch (error) {
      if (error instanceof HttpError) return errorJson(error.status, error.message)
      console.error(error)
      if (databaseUnreachable(error)) {
        return json({ error: 'We are briefly unavailable. Please try again in a few seconds.' }, 503, {
          'Retry-After': String(RETRY_AFTER_SECONDS),
          'Access-Control-Expose-Headers': 'Retry-After',
        })
      }
      return errorJson(500, 'Something went wrong on our side. Please try again.')
    }
  }
}
