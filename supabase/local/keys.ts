import { SignJWT, jwtVerify, type JWTPayload } from 'jose'

/**
 * The Supabase CLI's well-known local secret and the legacy anon/service_role keys signed with it,
 * so tools and docs written for `supabase start` work unchanged against this stack.
 * Never used outside loopback: the stack refuses to start with NODE_ENV=production.
 */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'
export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH'
export const LOCAL_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz'

const secretBytes = (secret: string) => new TextEncoder().encode(secret)

export type Claims = JWTPayload & { role?: string; [key: string]: unknown }

export async function signJwt(claims: Claims, secret = LOCAL_JWT_SECRET): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secretBytes(secret))
}

/** Verifies an HS256 token and its expiry; throws on any problem. */
export async function verifyJwt(token: string, secret = LOCAL_JWT_SECRET): Promise<Claims> {
  const { payload } = await jwtVerify(token, secretBytes(secret), { algorithms: ['HS256'] })
  return payload as Claims
}

/** The JWT each project key stands for; hosted accepts exactly these as `apikey` (wire contract §5). */
const PROJECT_KEYS: ReadonlyMap<string, string> = new Map([
  [LOCAL_ANON_KEY, LOCAL_ANON_KEY],
  [LOCAL_SERVICE_ROLE_KEY, LOCAL_SERVICE_ROLE_KEY],
  [LOCAL_PUBLISHABLE_KEY, LOCAL_ANON_KEY],
  [LOCAL_SECRET_KEY, LOCAL_SERVICE_ROLE_KEY],
])

/** Not "any JWT signed with the secret": a user's access token is not an API key. */
export function isProjectKey(apikey: string): boolean {
  return PROJECT_KEYS.has(apikey)
}

/**
 * The CLI gateway's bearer rule (wire contract §1.3): keep a real Authorization header unless it
 * carries an opaque `sb_` key; otherwise derive the bearer from the apikey, if it is a project key.
 */
export function effectiveBearer(authorization: string | undefined, apikey: string | undefined): string | undefined {
  if (authorization && !authorization.startsWith('Bearer sb_')) return authorization
  const jwt = apikey === undefined ? undefined : PROJECT_KEYS.get(apikey)
  return jwt ? `Bearer ${jwt}` : undefined
}
