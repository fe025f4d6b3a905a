import type { IncomingMessage, ServerResponse } from 'node:http'
import { HttpError, readRawBody } from '../http.ts'
import { authenticate } from './bearer.ts'
import { objectField, optionalStringField, readBody, stringField } from './body.ts'
import type { AuthDeps } from './deps.ts'
import { AuthError, OAuthError, badRequest, sendAuthError } from './errors.ts'
import { logout } from './logout.ts'
import { authorize, avatar, callback, consentGet, consentPost } from './oauth.ts'
import { recover } from './recover.ts'
import { resolveRedirect } from './redirects.ts'
import { resend } from './resend.ts'
import { refreshTokenGrant } from './refresh-tokens.ts'
import { json, redirectTo, sendReply, type Reply } from './reply.ts'
import { health, settings } from './settings.ts'
import { signup } from './signup.ts'
import { clientAddress, type RequestLimit } from './rate-limits.ts'
import { passwordGrant } from './token.ts'
import { updateUser } from './user.ts'
import { loadUserJson } from './users.ts'
import { verifyLinkRedirect, verifyTokenHash } from './verify.ts'

/** HTTP routing for /auth/v1: parse the request, call one operation, write its Reply. */

interface Request {
  deps: AuthDeps
  req: IncomingMessage
  url: URL
}

type Handler = (r: Request) => Promise<Reply>

const userAgent = (req: IncomingMessage) => req.headers['user-agent']

/** Counts the request against one of GoTrue's per-IP limits (429 when spent). */
const limit = ({ deps, req }: Request, kind: RequestLimit) => deps.limits?.request(kind, clientAddress(req))

/** GoTrue's GetReferrer: redirect_to if allowed, else an allowed Referer, else site_url. */
function referrer({ deps, req, url }: Request): string {
  const asked = url.searchParams.get('redirect_to')
  if (asked && resolveRedirect(deps.config, asked) === asked) return asked
  const header = req.headers.referer
  return resolveRedirect(deps.config, typeof header === 'string' ? header : null)
}

const routes: Record<string, Partial<Record<string, Handler>>> = {
  '/health': { GET: async () => json(health) },
  '/settings': { GET: async ({ deps }) => json(settings(deps.config)) },

  '/signup': {
    POST: async (r) => {
      const body = await readBody(r.req)
      // GoTrue refuses an anonymous sign-up (no email, no phone) before counting it.
      if (stringField(body, 'email') || stringField(body, 'phone')) limit(r, 'signInSignUps')
      const result = await signup(r.deps, {
        email: stringField(body, 'email'),
        phone: stringField(body, 'phone'),
        password: stringField(body, 'password'),
        data: objectField(body, 'data') ?? {},
        codeChallenge: stringField(body, 'code_challenge'),
        redirectTo: referrer(r),
        userAgent: userAgent(r.req),
      })
      return json('session' in result ? result.session : result.user)
    },
  },

  '/token': {
    POST: async (r) => {
      const body = await readBody(r.req)
      const grantType = r.url.searchParams.get('grant_type') ?? stringField(body, 'grant_type')
      if (grantType === 'password') {
        // A sign-in, so it shares sign_in_sign_ups with signups, as the CLI documents that limit.
        limit(r, 'signInSignUps')
        return json(
          await passwordGrant(r.deps, {
            email: stringField(body, 'email'),
            phone: stringField(body, 'phone'),
            password: stringField(body, 'password'),
            userAgent: userAgent(r.req),
          }),
        )
      }
      if (grantType === 'refresh_token') {
        limit(r, 'tokenRefresh')
        return json(await refreshTokenGrant(r.deps, stringField(body, 'refresh_token'), userAgent(r.req)))
      }
      if (grantType === 'pkce') {
        limit(r, 'tokenRefresh')
        throw badRequest('validation_failed', 'The PKCE flow is not supported by the local stack; use the implicit flow')
      }
      throw badRequest('invalid_credentials', 'unsupported_grant_type')
    },
  },

  '/user': {
    GET: async ({ deps, req }) => {
      const caller = await authenticate(deps, deps.pool, req)
      return json(await loadUserJson(deps.pool, caller.user.id))
    },
    PUT: async (r) => {
      const caller = await authenticate(r.deps, r.deps.pool, r.req)
      limit(r, 'signInSignUps')
      const body = await readBody(r.req)
      return json(
        await updateUser(r.deps, caller, {
          email: stringField(body, 'email'),
          phone: stringField(body, 'phone'),
          password: optionalStringField(body, 'password'),
          nonce: stringField(body, 'nonce'),
          data: objectField(body, 'data'),
          appMetadata: objectField(body, 'app_metadata'),
          codeChallenge: stringField(body, 'code_challenge'),
          redirectTo: referrer(r),
        }),
      )
    },
  },

  '/logout': {
    POST: async ({ deps, req, url }) => {
      const caller = await authenticate(deps, deps.pool, req)
      await logout(deps, caller, url.searchParams.get('scope') ?? '')
      return { kind: 'empty', status: 204 }
    },
  },

  '/recover': {
    POST: async (r) => {
      limit(r, 'signInSignUps')
      const body = await readBody(r.req)
      await recover(r.deps, {
        email: stringField(body, 'email'),
        codeChallenge: stringField(body, 'code_challenge'),
        redirectTo: referrer(r),
      })
      return json({})
    },
  },

  '/resend': {
    POST: async (r) => {
      limit(r, 'signInSignUps')
      const body = await readBody(r.req)
      await resend(r.deps, {
        type: stringField(body, 'type'),
        email: stringField(body, 'email'),
        phone: stringField(body, 'phone'),
        redirectTo: referrer(r),
      })
      return json({})
    },
  },

  '/verify': {
    GET: async (r) => {
      limit(r, 'tokenVerifications')
      const { deps, req, url } = r
      return redirectTo(
        await verifyLinkRedirect(deps, {
          token: url.searchParams.get('token') ?? '',
          type: url.searchParams.get('type') ?? '',
          redirectTo: url.searchParams.get('redirect_to'),
          userAgent: userAgent(req),
        }),
      )
    },
    POST: async (r) => {
      limit(r, 'tokenVerifications')
      const { deps, req } = r
      const body = await readBody(req)
      return json(
        await verifyTokenHash(deps, {
          tokenHash: stringField(body, 'token_hash'),
          token: stringField(body, 'token'),
          type: stringField(body, 'type'),
          email: stringField(body, 'email'),
          phone: stringField(body, 'phone'),
          redirectTo: stringField(body, 'redirect_to'),
          userAgent: userAgent(req),
        }),
      )
    },
  },

  '/authorize': { GET: async ({ deps, url }) => authorize(deps, url) },
  '/callback': { GET: async ({ deps, req, url }) => callback(deps, url, userAgent(req)) },

  '/_local/google/authorize': {
    GET: async ({ deps, url }) => consentGet(deps, url),
    POST: async ({ deps, req }) => {
      const form = new URLSearchParams((await readRawBody(req, 64 * 1024)).toString('utf8'))
      return consentPost(deps, form)
    },
  },
}

const AVATAR_PATH = /^\/_local\/avatar\/([^/]+)\.svg$/

function findHandler(method: string, subpath: string): Handler {
  const avatarMatch = AVATAR_PATH.exec(subpath)
  if (avatarMatch && (method === 'GET' || method === 'HEAD')) return ({ deps }) => avatar(deps, avatarMatch[1])
  const route = routes[subpath]
  if (!route) throw new AuthError(404, 'not_found', `No auth endpoint at /auth/v1${subpath.slice(0, 200)}`)
  const handler = route[method]
  if (!handler) throw new AuthError(405, 'method_not_allowed', `${method} is not supported on /auth/v1${subpath}`)
  return handler
}

export async function handleAuthRequest(
  deps: AuthDeps,
  req: IncomingMessage,
  res: ServerResponse,
  subpath: string,
  url: URL,
): Promise<void> {
  const path = subpath.replace(/\/+$/, '') || '/'
  try {
    const reply = await findHandler(req.method ?? 'GET', path)({ deps, req, url })
    sendReply(res, reply)
  } catch (error) {
    const expected = error instanceof OAuthError || error instanceof HttpError || (error instanceof AuthError && error.status < 500)
    if (!expected) console.error(`[auth] ${req.method} /auth/v1${path} failed:`, error)
    if (res.headersSent) {
      res.destroy()
      return
    }
    sendAuthError(req, res, error)
  }
}
