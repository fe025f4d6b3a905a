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

/**
 * Which origins may read a response from a browser: every origin for the APIs (hosted answers `*`;
 * supabase-js sends no cookies, so credentials are never allowed), or a fixed list for the outbox,
 * whose recovery links would let any website that can read them take over an account.
 */
export type CorsPolicy = { anyOrigin: true } | { anyOrigin: false; origins: ReadonlySet<string> }

export const API_CORS: CorsPolicy = { anyOrigin: true }

/** Origins of the app's URLs (site_url, additional_redirect_urls, the running app); glob hosts are skipped. */
export function originsOf(urls: string[]): Set<string> {
  const origins = new Set<string>()
  for (const url of urls) {
    try {
      const { origin, host } = new URL(url)
      if (origin !== 'null' && !host.includes('*')) origins.add(origin)
    } catch {
      // Not a URL (e.g. a custom scheme pattern): it names no web origin.
    }
  }
  return origins
}

function corsHeaders(req: IncomingMessage, policy: CorsPolicy): Record<string, string> {
  if (policy.anyOrigin) return { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': EXPOSED_HEADERS }
  const origin = req.headers.origin
  // Vary even when refusing, so a cache never hands an allowed answer to another origin.
  if (!origin || !policy.origins.has(origin)) return { Vary: 'Origin' }
  return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': EXPOSED_HEADERS, Vary: 'Origin' }
}

export function applyCors(req: IncomingMessage, res: ServerResponse, policy: CorsPolicy): void {
  for (const [name, value] of Object.entries(corsHeaders(req, policy))) res.setHeader(name, value)
}

/** Answers a preflight, reflecting the requested headers as PostgREST and GoTrue do. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse, policy: CorsPolicy): void {
  const headers = corsHeaders(req, policy)
  if (!headers['Access-Control-Allow-Origin']) {
    res.writeHead(204, { ...headers, 'Content-Length': '0' })
    res.end()
    return
  }
  const requested = req.headers['access-control-request-headers']
  res.writeHead(204, {
    ...headers,
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': requested && requested.trim() ? requested : DEFAULT_ALLOWED_HEADERS,
    'Access-Control-Max-Age': '86400',
    'Content-Length': '0',
  })
  res.end()
}
