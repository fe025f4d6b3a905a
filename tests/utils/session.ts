import type { Session, User } from '@supabase/supabase-js'

/** supabase-js's storage key for the test project URL (http://supabase.test → "sb-supabase-auth-token"). */
export const AUTH_STORAGE_KEY = 'sb-supabase-auth-token'

export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: '8d0f6c1e-3a6b-4c53-9d0b-1f2a3b4c5d6e',
    aud: 'authenticated',
    role: 'authenticated',
    email: 'ada@example.com',
    email_confirmed_at: '2026-03-14T10:00:00Z',
    created_at: '2026-03-14T09:59:00Z',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [],
    ...overrides,
  } as User
}

/** Puts a signed-in session where supabase-js looks for it, as a returning visitor's browser would have. */
export function seedSession(user: User = testUser()): Session {
  const now = Math.floor(Date.now() / 1000)
  const session: Session = {
    access_token: 'header.payload.signature',
    refresh_token: 'refresh-token',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    user,
  }
  window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session))
  return session
}
