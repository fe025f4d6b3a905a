import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { answerPreflight, applyCors } from './cors.ts'
import { HttpError, sendJson } from './http.ts'
import {
  LOCAL_ANON_KEY,
  LOCAL_JWT_SECRET,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
  effectiveBearer,
  verifyJwt,
} from './keys.ts'
import { handleMail } from './mail/routes.ts'
import type { Outbox } from './mail/outbox.ts'
import { EMAIL_FAKE_PREFIX, handleEmailFake } from './fakes/email.ts'

/** `subpath` is the path after the service prefix (e.g. '/signup' for /auth/v1/signup). */
export type RouteHandler = (req: IncomingMessage, res: ServerResponse, subpath: string, url: URL) => Promise<void>

export interface GatewayServices {
  auth: RouteHandler
  rest: RouteHandler
  functions: RouteHandler
  outbox: Outbox
}

export interface Gateway {
  url: string
  port: number
  /** Requests answer 503 until the services are attached (the auth service needs the final URL). */
  attach(services: GatewayServices): void
  close(): Promise<void>
}

/** Auth routes reached by browser navigation, which carry no apikey (wire contract §1.3). */
const OPEN_AUTH_ROUTES = ['/verify', '/callback', '/authorize']

function isOpenAuthRoute(subpath: string): boolean {
  return OPEN_AUTH_ROUTES.includes(subpath) || subpath.startsWith('/_local/')
}

/** Hosted refuses requests without a project key; the local keys (or any JWT signed with the secret) pass. */
async function checkApiKey(req: IncomingMessage, url: URL, jwtSecret: string): Promise<void> {
  const header = req.headers.apikey
  const apikey = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apikey') ?? undefined
  if (!apikey) {
    throw new HttpError(401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    })
  }
  if ([LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY].includes(apikey)) return
  try {
    await verifyJwt(apikey, jwtSecret)
  } catch {
    throw new HttpError(401, {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    })
  }
}

/** Replaces Authorization with the CLI gateway's effective bearer (wire contract §1.3). */
function useEffectiveBearer(req: IncomingMessage, url: URL): void {
  const header = req.headers.apikey
  const apikey = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apikey') ?? undefined
  const bearer = effectiveBearer(req.headers.authorization, apikey)
  if (bearer) req.headers.authorization = bearer
  else delete req.headers.authorization
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
  jwtSecret: string,
): Promise<void> {
  const { pathname } = url

  const functionsPath = prefixed(pathname, '/functions/v1')
  if (functionsPath !== undefined) {
    // Functions answer CORS (preflight included) themselves, as on hosted Supabase.
    useEffectiveBearer(req, url)
    return services.functions(req, res, functionsPath, url)
  }

  applyCors(req, res)
  if (req.method === 'OPTIONS') return answerPreflight(req, res)

  const authPath = prefixed(pathname, '/auth/v1')
  if (authPath !== undefined) {
    if (!isOpenAuthRoute(authPath)) await checkApiKey(req, url, jwtSecret)
    useEffectiveBearer(req, url)
    return services.auth(req, res, authPath, url)
  }
  const restPath = prefixed(pathname, '/rest/v1')
  if (restPath !== undefined) {
    await checkApiKey(req, url, jwtSecret)
    useEffectiveBearer(req, url)
    return services.rest(req, res, restPath, url)
  }
  if (pathname === '/_local/mail' || pathname.startsWith('/_local/mail/')) {
    return handleMail(req, res, url, services.outbox)
  }
  const emailFakePath = prefixed(pathname, EMAIL_FAKE_PREFIX)
  if (emailFakePath !== undefined) return handleEmailFake(req, res, emailFakePath, services.outbox)
  if (pathname === '/') {
    return sendJson(res, 200, {
      name: 'BrandQuest local Supabase stand-in',
      services: ['/auth/v1', '/rest/v1', '/functions/v1', '/_local/mail'],
    })
  }
  throw new HttpError(404, { message: 'no Route matched with those values' })
}

export async function startGateway(options: { port: number; jwtSecret?: string; log?: (line: string) => void }): Promise<Gateway> {
  const jwtSecret = options.jwtSecret ?? LOCAL_JWT_SECRET
  let services: GatewayServices | undefined

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`)
    if (!services) return sendJson(res, 503, { message: 'The local stack is still starting' })
    route(req, res, url, services, jwtSecret).catch((error: unknown) => {
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
