/**
 * The access-token payload exactly as GoTrue builds it (wire contract §2.5), key order included.
 * Pure: the caller supplies the user, the session's authentication methods and the clock.
 */

export type AuthMethod = 'password' | 'otp' | 'oauth' | 'recovery' | 'email/signup' | 'email_change'

export interface AmrEntry {
  method: string
  timestamp: number
}

export interface ClaimsUser {
  id: string
  aud: string
  role: string
  email: string
  phone: string
  appMetadata: Record<string, unknown>
  userMetadata: Record<string, unknown>
  isAnonymous: boolean
}

export interface AccessTokenClaims {
  iss: string
  sub: string
  aud: string
  exp: number
  iat: number
  email: string
  phone: string
  app_metadata: Record<string, unknown>
  user_metadata: Record<string, unknown>
  role: string
  aal: string
  amr: AmrEntry[]
  session_id: string
  is_anonymous: boolean
  [key: string]: unknown
}

export function issuerFor(apiUrl: string): string {
  return `${apiUrl.replace(/\/+$/, '')}/auth/v1`
}

export function buildAccessTokenClaims(input: {
  apiUrl: string
  user: ClaimsUser
  sessionId: string
  amr: AmrEntry[]
  jwtExpiry: number
  now: number /* seconds */
}): AccessTokenClaims {
  const { user, now } = input
  return {
    iss: issuerFor(input.apiUrl),
    sub: user.id,
    aud: user.aud || 'authenticated',
    exp: now + input.jwtExpiry,
    iat: now,
    email: user.email,
    phone: user.phone,
    app_metadata: user.appMetadata,
    user_metadata: user.userMetadata,
    role: user.role || 'authenticated',
    aal: 'aal1',
    amr: input.amr,
    session_id: input.sessionId,
    is_anonymous: user.isAnonymous,
  }
}
