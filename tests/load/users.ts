import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import { signJwt } from '../../supabase/local/keys.ts'

export interface LoadUser {
  id: string
  email: string
  /** A GoTrue-shaped access token for a real session row, valid for an hour. */
  accessToken: string
}

/**
 * Creates `count` confirmed users, each with a session, in two statements, and mints the tokens
 * Auth would issue. Signing up 500 people through /auth/v1 would trip Auth's per-IP limits and
 * measure bcrypt, not generation; tests/stack/auth-*.test.ts cover Auth itself.
 */
export async function createLoadUsers(pool: pg.Pool, count: number, prefix = 'load'): Promise<LoadUser[]> {
  const run = randomUUID().slice(0, 8)
  const ids = Array.from({ length: count }, () => randomUUID())
  const sessions = ids.map(() => randomUUID())
  const emails = ids.map((_, i) => `${prefix}-${run}-${i}@example.com`)
  await pool.query(
    `insert into auth.users (id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     select id, 'authenticated', 'authenticated', email, now(), '{"provider":"email","providers":["email"]}', '{}', now(), now()
       from unnest($1::uuid[], $2::text[]) as u(id, email)`,
    [ids, emails],
  )
  await pool.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal)
     select sid, uid, now(), now(), 'aal1' from unnest($1::uuid[], $2::uuid[]) as s(sid, uid)`,
    [sessions, ids],
  )
  const now = Math.floor(Date.now() / 1000)
  return Promise.all(
    ids.map(async (id, i) => ({
      id,
      email: emails[i],
      accessToken: await signJwt({
        sub: id,
        role: 'authenticated',
        aud: 'authenticated',
        email: emails[i],
        session_id: sessions[i],
        iat: now,
        exp: now + 3600,
        is_anonymous: false,
      }),
    })),
  )
}
