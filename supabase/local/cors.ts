import type { IncomingMessage, ServerResponse } from 'node:http'

/** Union of what PostgREST and GoTrue expose (wire contract §1.4); without Content-Range browser counts are null. */
const EXPOSED_HEADERS = [
  'Content-Encoding',
  'Content-Location',
  'Content-Range',
  'Content-Type',
  'Date',
  'Location',
  'Server',
  'Transfer-Encoding',
  'Range-Unit',
  'X-Total-Count',
  'Link',
  'X-Supabase-Api-Version',
  'x-sb-error-code',
].join(', ')

const DEFAULT_ALLOWED_HEADERS =
  'Accept, Authorization, Content-Type, apikey, Prefer, Range, Accept-Profile, Content-Profile, X-Client-Info, X-Supabase-Api-Version, X-Retry-Count'

/** CORS headers for a gateway response: the origin is reflected (GoTrue allows credentials). */
export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin
  return origin
    ? {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Credentials': 'true',
        'Access-Control-Expose-Headers': EXPOSED_HEADERS,
        Vary: 'Origin',
      }
    : { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': EXPOSED_HEADERS }
}

export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  for (const [name, value] of Object.entries(corsHeaders(req))) res.setHeader(name, value)
}

/** Answers a preflight, reflecting the requested headers as PostgREST and GoTrue do. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  const requested = req.headers['access-control-request-headers']
  res.writeHead(204, {
    ...corsHeaders(req),
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': requested && requested.trim() ? requested : DEFAULT_ALLOWED_HEADERS,
    'Access-Control-Max-Age': '86400',
    'Content-Length': '0',
  })
  res.end()
}
