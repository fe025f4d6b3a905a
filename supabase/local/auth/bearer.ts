import type { IncomingMessage } from 'node:http'
import { errors as joseErrors } from 'jose'
import { verifyJwt, type Claims } from '../keys.ts'
import type { Db } from './db.ts'
import type { AuthDeps } from './deps.ts'
import { AuthError, forbidden } from './errors.ts'
import { findUserById, type UserRow } from './users.ts'

/** GoTrue's requireAuthentication: a valid access token whose user and session still exist. */

export interface Caller {
  claims: Claims
  user: UserRow
  /** Undefined only for tokens without a session_id claim (e.g. hand-made service tokens). */
  sessionId?: string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function bearerToken(req: IncomingMessage): string {
  const match = /^[Bb]earer (\S+)$/.exec(req.headers.authorization ?? '')
  if (!match) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
  return match[1]
}

/** Words GoTrue's JWT library uses, so messages read the same as hosted. */
function describeJwtFailure(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'token has invalid claims: token is expired'
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'token signature is invalid: signature is invalid'
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return 'token is unverifiable: signing method is invalid'
  if (error instanceof joseErrors.JWTClaimValidationFailed) return `token has invalid claims: ${error.message}`
  return 'token is malformed: could not parse the token'
}

export async function authenticate(deps: AuthDeps, db: Db, req: IncomingMessage): Promise<Caller> {
  const token = bearerToken(req)
  let claims: Claims
  try {
    claims = await verifyJwt(token, deps.jwtSecret)
  } catch (error) {
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${describeJwtFailure(error)}`)
  }
  if (typeof claims.sub !== 'string' || claims.sub === '') throw forbidden('bad_jwt', 'invalid claim: missing sub claim')
  if (!UUID.test(claims.sub)) throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID')
  const user = await findUserById(db, claims.sub)
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist')

  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : ''
  if (sessionId === '' || sessionId === '00000000-0000-0000-0000-000000000000') return { claims, user }
  if (!UUID.test(sessionId)) throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID')
  const { rowCount } = await db.query('select 1 from auth.sessions where id = $1', [sessionId])
  if (!rowCount) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist')
  return { claims, user, sessionId }
}
