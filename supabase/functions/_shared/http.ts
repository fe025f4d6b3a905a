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

/** Reads a JSON object body; an empty body reads as `{}`. Anything else is a 400. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text()
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

/**
 * Wraps a function's handler: answers the CORS preflight, enforces the allowed methods and turns
 * HttpError into its JSON answer. Anything else is logged and answered 500 with CORS headers.
 */
export function withHttp(methods: string[], handler: Handler): Handler {
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders })
    if (!methods.includes(request.method)) {
      return json({ error: `Use ${methods.join(' or ')}` }, 405, { Allow: [...methods, 'OPTIONS'].join(', ') })
    }
    try {
      return await handler(request)
    } catch (error) {
      if (error instanceof HttpError) return errorJson(error.status, error.message)
      console.error(error)
      return errorJson(500, 'Something went wrong on our side. Please try again.')
    }
  }
}
