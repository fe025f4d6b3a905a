import { randomUUID } from 'node:crypto'
import { signJwt } from '../keys.ts'
import { buildAccessTokenClaims, type AmrEntry, type AuthMethod } from './claims.ts'
import type { Db } from './db.ts'
import type { AuthDeps } from './deps.ts'
import { hashToken, randomToken } from './secrets.ts'
import { claimsUser, findIdentities, findUserById, touchSignIn, userJson, type UserRow } from './users.ts'

/** Sessions, access tokens and the token response (GoTrue's AccessTokenResponse). */

export interface TokenResponse {
  access_token: string
  token_type: 'bearer'
  expires_in: number
  expires_at: number
  refresh_token: string
  user: Record<string, unknown>
  provider_token?: string
  provider_refresh_token?: string
  weak_password?: { message: string; reasons: string[] }
}

async function amrFor(db: Db, sessionId: string): Promise<AmrEntry[]> {
  const { rows } = await db.query<{ authentication_method: string; ts: string }>(
    `select authentication_method, extract(epoch from updated_at)::bigint as ts
     from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  )
  return rows.map((r) => ({ method: r.authentication_method, timestamp: Number(r.ts) }))
}

export async function signAccessToken(
  deps: AuthDeps,
  db: Db,
  user: UserRow,
  sessionId: string,
): Promise<{ token: string; expiresAt: number }> {
  const now = Math.floor(Date.now() / 1000)
  const claims = buildAccessTokenClaims({
    apiUrl: deps.apiUrl,
    user: claimsUser(user),
    sessionId,
    amr: await amrFor(db, sessionId),
    jwtExpiry: deps.config.jwtExpiry,
    now,
  })
  return { token: await signJwt(claims, deps.jwtSecret), expiresAt: claims.exp }
}

/** Builds the response for a session whose refresh token the caller already holds in clear. */
export async function tokenResponse(
  deps: AuthDeps,
  db: Db,
  userId: string,
  sessionId: string,
  refreshToken: string,
): Promise<TokenResponse> {
  const user = await findUserById(db, userId)
  if (!user) throw new Error(`user ${userId} vanished while issuing tokens`)
  const access = await signAccessToken(deps, db, user, sessionId)
  return {
    access_token: access.token,
    token_type: 'bearer',
    expires_in: deps.config.jwtExpiry,
    expires_at: access.expiresAt,
    refresh_token: refreshToken,
    user: userJson(user, await findIdentities(db, userId)),
  }
}

/** Inserts a refresh token row and returns the clear token (only its hash is stored). */
export async function insertRefreshToken(
  db: Db,
  input: { userId: string; sessionId: string; token?: string; parentHash?: string; nonce?: string },
): Promise<string> {
  const token = input.token ?? randomToken()
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id, derivation_nonce)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4, $5)`,
    [hashToken(token), input.userId, input.parentHash ?? null, input.sessionId, input.nonce ?? null],
  )
  return token
}

/**
 * A new session for a successful sign-in (GoTrue's issueRefreshToken): the session row, how it
 * was authenticated (the amr claim), a first refresh token, and last_sign_in_at.
 */
export async function startSession(
  deps: AuthDeps,
  db: Db,
  user: UserRow,
  method: AuthMethod,
  provider: string,
  userAgent?: string,
): Promise<TokenResponse> {
  const sessionId = randomUUID()
  await db.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, refreshed_at, user_agent)
     values ($1, $2, now(), now(), 'aal1', now(), $3)`,
    [sessionId, user.id, userAgent?.slice(0, 1024) ?? null],
  )
  await db.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method)
     values ($1, now(), now(), $2)`,
    [sessionId, method],
  )
  await touchSignIn(db, user.id, provider)
  const refreshToken = await insertRefreshToken(db, { userId: user.id, sessionId })
  return tokenResponse(deps, db, user.id, sessionId, refreshToken)
}

/** Deleting sessions cascades to their refresh tokens, so those stop working at once. */
export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.query('delete from auth.sessions where id = $1', [sessionId])
}

export async function deleteSessionsOfUser(db: Db, userId: string, exceptSessionId?: string): Promise<void> {
  await db.query('delete from auth.sessions where user_id = $1 and ($2::uuid is null or id <> $2::uuid)', [
    userId,
    exceptSessionId ?? null,
  ])
}
