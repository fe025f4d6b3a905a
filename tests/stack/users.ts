import { randomUUID } from 'node:crypto'
import { signJwt } from '../../supabase/local/keys.ts'
import type { TestStack } from './helpers.ts'

export interface TestUser {
  id: string
  email: string
  /** A GoTrue-shaped access token for a real session row, valid for an hour. */
  accessToken: string
}

let counter = 0

/** A unique address per call, so tests never collide on auth.users' email index. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`
}

/**
 * Puts a user (and a session) straight into the auth schema with the superuser pool, and mints the
 * access token Auth would issue. For tests about REST, RLS and functions, not about Auth itself.
 */
export async function createUser(
  stack: Pick<TestStack, 'pool'>,
  options: { email?: string; confirmed?: boolean } = {},
): Promise<TestUser> {
  const id = randomUUID()
  const sessionId = randomUUID()
  const email = options.email ?? uniqueEmail()
  const confirmed = options.confirmed ?? true
  await stack.pool.query(
    `insert into auth.users (id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ($1, 'authenticated', 'authenticated', $2, case when $3 then now() end,
             '{"provider":"email","providers":["email"]}', '{}', now(), now())`,
    [id, email, confirmed],
  )
  await stack.pool.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), 'aal1')`,
    [sessionId, id],
  )
  const now = Math.floor(Date.now() / 1000)
  const accessToken = await signJwt({
    sub: id,
    role: 'authenticated',
    aud: 'authenticated',
    email,
    session_id: sessionId,
    iat: now,
    exp: now + 3600,
    is_anonymous: false,
  })
  return { id, email, accessToken }
}

/** A user who bought lifetime access: a customers row, as the payment functions would write it. */
export async function createPremiumUser(stack: Pick<TestStack, 'pool'>): Promise<TestUser> {
  const user = await createUser(stack)
  await stack.pool.query('insert into public.customers (email, user_id, premium_access, purchased_at) values ($1, $2, true, now())', [
    user.email,
    user.id,
  ])
  return user
}
