import { randomUUID } from 'node:crypto'
import type { ClaimsUser } from './claims.ts'
import type { Db } from './db.ts'

/** auth.users and auth.identities rows as node-postgres returns them, and GoTrue's JSON for them. */

export interface UserRow {
  id: string
  aud: string | null
  role: string | null
  email: string | null
  encrypted_password: string | null
  email_confirmed_at: Date | null
  invited_at: Date | null
  confirmation_sent_at: Date | null
  recovery_sent_at: Date | null
  email_change: string | null
  email_change_sent_at: Date | null
  email_change_confirm_status: number | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Record<string, unknown> | null
  raw_user_meta_data: Record<string, unknown> | null
  created_at: Date | null
  updated_at: Date | null
  phone: string | null
  phone_confirmed_at: Date | null
  phone_change: string | null
  phone_change_sent_at: Date | null
  reauthentication_sent_at: Date | null
  confirmed_at: Date | null
  banned_until: Date | null
  deleted_at: Date | null
  is_anonymous: boolean
}

export interface IdentityRow {
  id: string
  provider_id: string
  user_id: string
  identity_data: Record<string, unknown>
  provider: string
  last_sign_in_at: Date | null
  created_at: Date | null
  updated_at: Date | null
  email: string | null
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('select * from auth.users where id = $1', [id])
  return rows[0]
}

/** Emails are stored lower-cased (as GoTrue does); seeds may not, so compare case-insensitively. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    'select * from auth.users where lower(email) = lower($1) and is_sso_user = false order by created_at limit 1',
    [email],
  )
  return rows[0]
}

export async function findIdentities(db: Db, userId: string): Promise<IdentityRow[]> {
  const { rows } = await db.query<IdentityRow>(
    'select * from auth.identities where user_id = $1 order by created_at, id',
    [userId],
  )
  return rows
}

export function isConfirmed(user: UserRow): boolean {
  return user.email_confirmed_at !== null
}

const time = (value: Date | null) => (value ? value.toISOString() : undefined)

/** Drops undefined values the way Go's `omitempty` drops empty fields. */
function compact(entries: [string, unknown][]): Record<string, unknown> {
  return Object.fromEntries(entries.filter(([, v]) => v !== undefined && v !== ''))
}

export function identityJson(identity: IdentityRow): Record<string, unknown> {
  return compact([
    ['identity_id', identity.id],
    ['id', identity.provider_id],
    ['user_id', identity.user_id],
    ['identity_data', identity.identity_data ?? {}],
    ['provider', identity.provider],
    ['last_sign_in_at', time(identity.last_sign_in_at)],
    ['created_at', time(identity.created_at)],
    ['updated_at', time(identity.updated_at)],
    ['email', identity.email ?? undefined],
  ])
}

/** GoTrue's User JSON (models.User), field order included; email and phone are "" when unset. */
export function userJson(user: UserRow, identities: IdentityRow[]): Record<string, unknown> {
  return {
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
    ...compact([
      ['email_confirmed_at', time(user.email_confirmed_at)],
      ['invited_at', time(user.invited_at)],
    ]),
    phone: user.phone ?? '',
    ...compact([
      ['phone_confirmed_at', time(user.phone_confirmed_at)],
      ['confirmation_sent_at', time(user.confirmation_sent_at)],
      ['confirmed_at', time(user.confirmed_at)],
      ['recovery_sent_at', time(user.recovery_sent_at)],
      ['new_email', user.email_change ?? undefined],
      ['email_change_sent_at', time(user.email_change_sent_at)],
      ['new_phone', user.phone_change ?? undefined],
      ['phone_change_sent_at', time(user.phone_change_sent_at)],
      ['reauthentication_sent_at', time(user.reauthentication_sent_at)],
      ['last_sign_in_at', time(user.last_sign_in_at)],
    ]),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    ...compact([['banned_until', time(user.banned_until)]]),
    created_at: time(user.created_at),
    updated_at: time(user.updated_at),
    ...compact([['deleted_at', time(user.deleted_at)]]),
    is_anonymous: user.is_anonymous,
  }
}

export async function loadUserJson(db: Db, userId: string): Promise<Record<string, unknown> | undefined> {
  const user = await findUserById(db, userId)
  return user ? userJson(user, await findIdentities(db, userId)) : undefined
}

export function claimsUser(user: UserRow): ClaimsUser {
  return {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    phone: user.phone ?? '',
    appMetadata: user.raw_app_meta_data ?? {},
    userMetadata: user.raw_user_meta_data ?? {},
    isAnonymous: user.is_anonymous,
  }
}

export async function insertUser(
  db: Db,
  input: {
    id?: string
    email: string
    passwordHash: string | null
    appMetadata: Record<string, unknown>
    userMetadata: Record<string, unknown>
    confirmed: boolean
  },
): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_super_admin,
       confirmation_token, recovery_token, email_change_token_new, email_change)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
       case when $4 then now() end, $5, $6, now(), now(), false, '', '', '', '')
     returning *`,
    [input.id ?? randomUUID(), input.email, input.passwordHash, input.confirmed, input.appMetadata, input.userMetadata],
  )
  return rows[0]
}

export async function insertIdentity(
  db: Db,
  input: { userId: string; provider: string; providerId: string; identityData: Record<string, unknown> },
): Promise<IdentityRow> {
  const { rows } = await db.query<IdentityRow>(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, $4, now(), now(), now()) returning *`,
    [input.providerId, input.userId, input.identityData, input.provider],
  )
  return rows[0]
}

/** GoTrue's UpdateUserMetaData: keys merge into the existing map, a null value deletes its key. */
export function mergeMetadata(
  current: Record<string, unknown> | null,
  updates: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...(current ?? {}) }
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete merged[key]
    else merged[key] = value
  }
  return merged
}

/** Marks the email verified: GoTrue's User.Confirm, which also flags the metadata. */
export async function confirmEmail(db: Db, userId: string): Promise<void> {
  await db.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '',
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb,
       updated_at = now()
     where id = $1`,
    [userId],
  )
  await db.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId],
  )
}

export async function touchSignIn(db: Db, userId: string, provider: string): Promise<void> {
  await db.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [userId])
  await db.query(
    'update auth.identities set last_sign_in_at = now(), updated_at = now() where user_id = $1 and provider = $2',
    [userId, provider],
  )
}
