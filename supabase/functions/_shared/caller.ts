import type { SupabaseClient } from '@supabase/supabase-js'

/** The signed-in user behind a request. */
export interface Caller {
  id: string
  email: string
  emailConfirmed: boolean
}

/**
 * Resolves an access token to its user through Auth (so revoked sessions and deleted users fail),
 * or null when the token is not a signed-in user's (the anon key, expired, signed out).
 */
export async function callerFromToken(admin: SupabaseClient, token: string): Promise<Caller | null> {
  const { data, error } = await admin.auth.getUser(token)
  if (error) {
    // 5xx means Auth itself failed; that is ours to report, not the caller's fault.
    if ((error.status ?? 0) >= 500) throw error
    return null
  }
  const user = data.user
  if (!user || user.is_anonymous) return null
  return { id: user.id, email: (user.email ?? '').toLowerCase(), emailConfirmed: Boolean(user.email_confirmed_at) }
}
