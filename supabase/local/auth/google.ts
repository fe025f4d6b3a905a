import { createHash, randomInt } from 'node:crypto'
import type { Db } from './db.ts'
import { escapeHtml } from '../http.ts'
import { newSecret, hashToken } from './secrets.ts'

/**
 * The offline stand-in for Google's side of OAuth: test accounts (in _local.google_accounts), the
 * single-use authorization codes the consent page issues, and generated avatars.
 */

export interface GoogleAccount {
  id: string
  email: string
  name: string
  created_at: Date
}

/** Codes are exchanged immediately by the browser redirect; Google's live about as long. */
export const CODE_LIFETIME_SECONDS = 600

export async function listAccounts(db: Db): Promise<GoogleAccount[]> {
  const { rows } = await db.query<GoogleAccount>('select * from _local.google_accounts order by created_at, id')
  return rows
}

export async function findAccount(db: Db, id: string): Promise<GoogleAccount | undefined> {
  const { rows } = await db.query<GoogleAccount>('select * from _local.google_accounts where id = $1', [id])
  return rows[0]
}

export async function findAccountByEmail(db: Db, email: string): Promise<GoogleAccount | undefined> {
  const { rows } = await db.query<GoogleAccount>('select * from _local.google_accounts where email = lower($1)', [email])
  return rows[0]
}

/** Google subjects are 21-digit numbers. */
function newSubject(): string {
  let digits = '1'
  while (digits.length < 21) digits += String(randomInt(10))
  return digits
}

export async function createAccount(db: Db, input: { email: string; name: string }): Promise<GoogleAccount> {
  const { rows } = await db.query<GoogleAccount>(
    'insert into _local.google_accounts (id, email, name) values ($1, lower($2), $3) returning *',
    [newSubject(), input.email, input.name],
  )
  return rows[0]
}

export async function issueCode(db: Db, accountId: string): Promise<string> {
  const secret = newSecret()
  await db.query('insert into _local.google_codes (code_hash, account_id) values ($1, $2)', [secret.hash, accountId])
  return secret.token
}

/** Single use: the code is deleted whether or not it is still fresh. */
export async function exchangeCode(db: Db, code: string): Promise<GoogleAccount | undefined> {
  const { rows } = await db.query<{ account_id: string; fresh: boolean }>(
    `delete from _local.google_codes where code_hash = $1
     returning account_id, created_at > now() - make_interval(secs => $2) as fresh`,
    [hashToken(code), CODE_LIFETIME_SECONDS],
  )
  if (!rows[0]?.fresh) return undefined
  return findAccount(db, rows[0].account_id)
}

export function avatarUrl(apiUrl: string, accountId: string): string {
  return `${apiUrl.replace(/\/+$/, '')}/auth/v1/_local/avatar/${accountId}.svg`
}

/** What GoTrue's Google provider stores as identity data (and merges into user_metadata). */
export function googleIdentityData(apiUrl: string, account: GoogleAccount): Record<string, unknown> {
  const picture = avatarUrl(apiUrl, account.id)
  return {
    iss: 'https://accounts.google.com',
    sub: account.id,
    name: account.name,
    email: account.email,
    picture,
    full_name: account.name,
    avatar_url: picture,
    provider_id: account.id,
    email_verified: true,
    phone_verified: false,
  }
}

export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
  return (letters.length > 1 ? letters[0] + letters[letters.length - 1] : (letters[0] ?? '?')) || '?'
}

const PALETTE = ['#1a73e8', '#d93025', '#188038', '#a142f4', '#e37400', '#007b83', '#c5221f', '#5f6368']

/** A round badge with the account's initials, colored from its id, like Google's default avatars. */
export function avatarSvg(account: Pick<GoogleAccount, 'id' | 'name'>): string {
  const color = PALETTE[createHash('sha256').update(account.id).digest()[0] % PALETTE.length]
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeHtml(account.name)}">` +
    `<circle cx="48" cy="48" r="48" fill="${color}"/>` +
    `<text x="48" y="48" dy=".35em" text-anchor="middle" font-family="Arial, sans-serif" font-size="40" fill="#fff">` +
    `${escapeHtml(initials(account.name))}</text></svg>`
  )
}
