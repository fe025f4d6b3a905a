import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { API_CORS, answerPreflight, applyCors, type CorsPolicy } from './cors.ts'
import { HttpError, MAX_BODY_BYTES, limitBody, sendJson } from './http.ts'
import { effectiveBearer, isProjectKey } from './keys.ts'
import { handleMail } from './mail/routes.ts'
import type { Outbox } from './mail/outbox.ts'
import { EMAIL_FAKE_PREFIX, EMAIL_FAULTS_PATH, handleEmailFake, handleEmailFaults } from './fakes/email.ts'
import type { RdapFake } from './fakes/rdap/server.ts'
import { STRIPE_FAKE_PREFIX, type StripeFake } from './fakes/stripe/index.ts'
import { FUNCTION_CORS_HEADERS } from './functions/proxy.ts'

/** `subpath` is the path after the service prefix (e.g. '/signup' for /auth/v1/signup). */
export type RouteHandler = (req: IncomingMessage, res: ServerResponse, subpath: string, url: URL) => Promise<void>

export interface GatewayServices {
  auth: RouteHandler
  rest: RouteHandler
  functions: RouteHandler
  outbox: Outbox
  /** The Stripe fake: its API at /v1 (as api.stripe.com), its checkout page and controls under /_local/stripe. */
  stripe?: StripeFake
  /** The fake registries (RDAP, DoH) and their fault/request-log endpoints (fakes/rdap/server.ts). */
  rdapFake?: RdapFake
}

export interface GatewayOptions {
  port: number
  /** Browser origins that may read the outbox: the app's own (site_url, redirect URLs, APP_PORT). */
  appOrigins?: Iterable<string>
  log?: (line: string) => void
}

export interface Gateway {
  url: string
  port: number
  /** Requests answer 503 until the services are attached (the auth service needs the final URL). */
  attach(services: GatewayServices): void
  close(): Promise<void>
}

/**
 * Request body limits. Functions: 64 KB, refused before the body reaches Deno (hosted functions are
 * for JSON calls and webhooks; a larger body is a mistake or an attack). Auth: 64 KB, the same as
 * the Google consent form; its largest legitimate body is a signup with user metadata, a few KB.
 * REST: 1 MB, since PostgREST sets no limit of its own and bulk inserts of hundreds of rows must
 * keep working. The fake email API takes whole HTML emails (1 MB); nothing else has a body.
 */
export const BODY_LIMITS = { functions: 64 * 1024, auth: 64 * 1024, rest: MAX_BODY_BYTES, email: MAX_BODY_BYTES, other: 64 * 1024 }

/** Auth routes reached by browser navigation, which carry no apikey (wire contract §1.3). */
const OPEN_AUTH_ROUTES = ['/verify', '/callback', '/authorize']

function isOpenAuthRoute(subpath: string): boolean {
  return OPEN_AUTH_ROUTES.includes(subpath) || subpath.startsWith('/_local/')
}

function apikeyOf(req: IncomingMessage, url: URL): string | undefined {
  const header = req.headers.apikey
  return (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apikey') ?? undefined
}

/** Hosted accepts only the project's keys as `apikey`, in these words (wire contract §1.3, §5). */
function checkApiKey(req: IncomingMessage, url: URL): void {
  const apikey = apikeyOf(req, url)
  if (!apikey) {
    throw new HttpError(401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    })
  }
  if (!isProjectKey(apikey)) {
    throw new HttpError(401, {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    })
  }
}

/** Replaces Authorization with the CLI gateway's effective bearer (wire contract §1.3). */
function useEffectiveBearer(req: IncomingMessage, url: URL): void {
  const bearer = effectiveBearer(req.headers.authorization, apikeyOf(req, url))
  if (bearer) req.headers.authorization = bearer
  else delete req.headers.authorization
}

/**
 * Services see the caller's address the way hosted passes it on, never what the caller claims:
 * the stand-in is loopback-only, so no proxy in front of it can have set these honestly.
 */
function setForwardedFor(req: IncomingMessage): void {
  const address = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '')
  delete req.headers.forwarded
  req.headers['x-forwarded-for'] = address
  req.headers['x-real-ip'] = address
}

/** Answers 413 on the connection and closes it, so an oversized upload is not read to its end. */
function capBody(req: IncomingMessage, res: ServerResponse, bytes: number): void {
  limitBody(req, bytes, () => {
    if (!res.headersSent) res.setHeader('Connection', 'close')
  })
}

/** Host names a browser uses for this machine; anything else reached us by DNS rebinding. */
function isLoopbackHost(host: string | undefined): boolean {
  const name = (host ?? '').replace(/:\d+$/, '').toLowerCase()
  return name === '127.0.0.1' || name === 'localhost' || name === '[::1]'
}

function prefixed(pathname: string, prefix: string): string | undefined {
  if (pathname === prefix) return '/'
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : undefined
}

async function route(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  services: GatewayServices,
  outboxCors: CorsPolicy,
): Promise<void> {
  const { pathname } = url
  setForwardedFor(req)

  const functionsPath = prefixed(pathname, '/functions/v1')
  if (functionsPath !== undefined) {
    // Functions answer CORS (preflight included) themselves, as on hosted Supabase; the gateway's
    // own errors carry the functions' CORS headers so a browser can read them.
    for (const [name, value] of Object.entries(FUNCTION_CORS_HEADERS)) res.setHeader(name, value)
    capBody(req, res, BODY_LIMITS.functions)
    // No apikey check: hosted lets verify_jwt = false functions (webhooks, email links) be called bare.
    useEffectiveBearer(req, url)
    return services.functions(req, res, functionsPath, url)
  }

  const authPath = prefixed(pathname, '/auth/v1')
  const restPath = prefixed(pathname, '/rest/v1')
  if (authPath !== undefined || restPath !== undefined) {
    applyCors(req, res, API_CORS)
    if (req.method === 'OPTIONS') return answerPreflight(req, res, API_CORS)
    capBody(req, res, authPath !== undefined ? BODY_LIMITS.auth : BODY_LIMITS.rest)
    if (restPath !== undefined || !isOpenAuthRoute(authPath!)) checkApiKey(req, url)
    useEffectiveBearer(req, url)
    return authPath !== undefined ? services.auth(req, res, authPath, url) : services.rest(req, res, restPath!, url)
  }

  // Server to server (functions, tests, benches): loopback only and no CORS, so no web page can set faults.
  if (services.rdapFake?.owns(pathname)) {
    if (!isLoopbackHost(req.headers.host)) throw new HttpError(403, { message: 'The fakes answer only at 127.0.0.1 or localhost' })
    capBody(req, res, BODY_LIMITS.other)
    return services.rdapFake.handle(req, res, pathname, url)
  }

  const outboxPath = pathname === '/_local/mail' || pathname.startsWith('/_local/mail/')
  const emailFakePath = prefixed(pathname, EMAIL_FAKE_PREFIX)
  if ((outboxPath || emailFakePath !== undefined) && !isLoopbackHost(req.headers.host)) {
    throw new HttpError(403, { message: 'The outbox answers only at 127.0.0.1 or localhost' })
  }
  if (outboxPath) {
    // Like the RDAP faults: no CORS, so no web page can take the email API down.
    if (pathname === EMAIL_FAULTS_PATH) {
      capBody(req, res, BODY_LIMITS.other)
      return handleEmailFaults(req, res, services.outbox)
    }
    applyCors(req, res, outboxCors)
    if (req.method === 'OPTIONS') return answerPreflight(req, res, outboxCors)
    capBody(req, res, BODY_LIMITS.other)
    return handleMail(req, res, url, services.outbox)
  }
  // Server to server only (functions call it): no CORS, so no web page can write into the outbox.
  if (emailFakePath !== undefined) {
    capBody(req, res, BODY_LIMITS.email)
    return handleEmailFake(req, res, emailFakePath, services.outbox)
  }
  const stripePath = prefixed(pathname, STRIPE_FAKE_PREFIX)
  if (services.stripe && (pathname.startsWith('/v1/') || stripePath !== undefined)) {
    // Loopback only, no CORS: the API is called by functions, the pages are opened by a person.
    if (!isLoopbackHost(req.headers.host)) throw new HttpError(403, { message: 'The Stripe fake answers only at 127.0.0.1 or localhost' })
    capBody(req, res, BODY_LIMITS.other)
    return stripePath !== undefined
      ? services.stripe.handleLocal(req, res, stripePath, url)
      : services.stripe.handleApi(req, res, url)
  }
  applyCors(req, res, API_CORS)
  if (req.method === 'OPTIONS') return answerPreflight(req, res, API_CORS)
  capBody(req, res, BODY_LIMITS.other)
  if (pathname === '/') {
    return sendJson(res, 200, {
      name: 'BrandQuest local Supabase stand-in',
      services: ['/auth/v1', '/rest/v1', '/functions/v1', '/_local/mail'],
    })
  }
  throw new HttpError(404, { message: 'no Route matched with those values' })
}

function parseUrl(req: IncomingMessage): URL | undefined {
  try {
    // The path alone decides routing; a strange Host header must not make the URL unparseable.
    return new URL(req.url ?? '/', 'http://127.0.0.1')
  } catch {
    return undefined
  }
}

export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const outboxCors: CorsPolicy = { anyOrigin: false, origins: new Set(options.appOrigins ?? []) }
  let services: GatewayServices | undefined

  const server: Server = createServer((req, res) => {
    const url = parseUrl(req)
    if (!url) return sendJson(res, 400, { message: 'The request URL is not valid' })
    if (!services) return sendJson(res, 503, { message: 'The local stack is still starting' })
    route(req, res, url, services, outboxCors).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy()
        return
      }
      if (error instanceof HttpError) return sendJson(res, error.status, error.body, error.headers)
      options.log?.(`gateway: ${req.method} ${url.pathname} failed: ${(error as Error).stack ?? String(error)}`)
      sendJson(res, 500, { message: `The local stack failed on ${req.method} ${url.pathname}; see its log` })
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    attach(next) {
      services = next
    },
    close() {
      return new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    },
  }
}
