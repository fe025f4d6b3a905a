import { randomBytes } from 'node:crypto'
import { withTransaction, type Db } from './db.ts'
import type { AuthDeps } from './deps.ts'
import { OAuthError, badRequest } from './errors.ts'
import { deriveChildToken, hashToken } from './secrets.ts'
import { insertRefreshToken, tokenResponse, type TokenResponse } from './tokens.ts'

/**
 * The refresh_token grant with GoTrue's rotation rules (token_refresh.go):
 * - every refresh revokes the presented token and issues a child in the same session;
 * - replaying the parent of the session's active token returns that active token again (a client
 *   that lost the response can recover), at any time;
 * - replaying any other revoked token is allowed within refresh_token_reuse_interval, and after it
 *   is refused with refresh_token_already_used; with rotation enabled the whole session's token
 *   family is revoked as a precaution.
 */

interface RefreshRow {
  id: string
  token: string
  user_id: string
  revoked: boolean
  parent: string | null
  session_id: string | null
  derivation_nonce: string | null
  reuse_expired: boolean
}

type Outcome = { ok: TokenResponse } | { error: Error }

export async function refreshTokenGrant(deps: AuthDeps, presented: string, userAgent?: string): Promise<TokenResponse> {
  if (!presented) throw new OAuthError('invalid_request', 'refresh_token required')
  const outcome = await withTransaction<Outcome>(deps.pool, async (db) => {
    // Row locks serialise concurrent refreshes of the same token and session.
    const { rows } = await db.query<RefreshRow>(
      `select id, token, user_id, revoked, parent, session_id, derivation_nonce,
              now() > updated_at + make_interval(secs => $2) as reuse_expired
       from auth.refresh_tokens where token = $1 for update`,
      [hashToken(presented), deps.config.refreshTokenReuseInterval],
    )
    const row = rows[0]
    if (!row) return { error: badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') }
    if (!row.session_id) {
      await db.query('delete from auth.refresh_tokens where id = $1', [row.id])
      return { error: badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found') }
    }
    const session = await db.query('select id from auth.sessions where id = $1 for update', [row.session_id])
    if (session.rowCount === 0) {
      return { error: badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found') }
    }

    let issued: string | undefined
    if (row.revoked) {
      issued = await activeChildOf(deps, db, row, presented)
      if (!issued && row.reuse_expired) {
        if (deps.config.enableRefreshTokenRotation) {
          await db.query(
            'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false',
            [row.session_id],
          )
        }
        // Committed on purpose: the family stays revoked even though the request fails.
        return { error: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used') }
      }
    }
    if (!issued) {
      await db.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [row.id])
      const nonce = randomBytes(12).toString('base64url')
      issued = await insertRefreshToken(db, {
        userId: row.user_id,
        sessionId: row.session_id,
        token: deriveChildToken(deps.jwtSecret, presented, nonce),
        parentHash: row.token,
        nonce,
      })
    }
    await db.query(
      'update auth.sessions set refreshed_at = now(), updated_at = now(), user_agent = coalesce($2, user_agent) where id = $1',
      [row.session_id, userAgent?.slice(0, 1024) ?? null],
    )
    return { ok: await tokenResponse(deps, db, row.user_id, row.session_id, issued) }
  })
  if ('error' in outcome) throw outcome.error
  return outcome.ok
}

/** The session's active token if the presented one is its parent, re-derived in clear. */
async function activeChildOf(
  deps: AuthDeps,
  db: Db,
  row: RefreshRow,
  presented: string,
): Promise<string | undefined> {
  const { rows } = await db.query<{ token: string; parent: string | null; derivation_nonce: string | null }>(
    `select token, parent, derivation_nonce from auth.refresh_tokens
     where session_id = $1 and revoked = false order by id desc limit 1`,
    [row.session_id],
  )
  const active = rows[0]
  if (!active || active.parent !== row.token || !active.derivation_nonce) return undefined
  const candidate = deriveChildToken(deps.jwtSecret, presented, active.derivation_nonce)
  return hashToken(candidate) === active.token ? candidate : undefined
}
