import type { AuthError } from '@supabase/supabase-js'
import { getSupabase } from '@/lib/supabase'

// Thin wrappers so components never hold supabase-js details, and redirect targets live in one place.
const appUrl = (path: string) => `${window.location.origin}${path}`

export type ActionResult = { error: AuthError | null }

export async function signInWithPassword(email: string, password: string): Promise<ActionResult> {
  const { error } = await getSupabase().auth.signInWithPassword({ email, password })
  return { error }
}

export type SignUpResult = ActionResult & { needsConfirmation: boolean; alreadyRegistered: boolean }

export async function signUpWithPassword(email: string, password: string): Promise<SignUpResult> {
  const { data, error } = await getSupabase().auth.signUp({
    email,
    password,
    options: { emailRedirectTo: appUrl('/auth/callback') },
  })
  // With confirmations on, an already-confirmed address gets a decoy user with no identities.
  const alreadyRegistered = !error && data.user !== null && (data.user.identities?.length ?? 0) === 0
  return { error, needsConfirmation: !error && data.session === null, alreadyRegistered }
}

export async function signInWithGoogle(): Promise<ActionResult> {
  const { error } = await getSupabase().auth.signInWithOAuth({
    provider: 'google',
    options: { redirectTo: appUrl('/auth/callback') },
  })
  return { error }
}

export async function requestPasswordReset(email: string): Promise<ActionResult> {
  const { error } = await getSupabase().auth.resetPasswordForEmail(email, { redirectTo: appUrl('/auth/reset-password') })
  return { error }
}

/** A new sign-up confirmation link; GoTrue answers 429 when the last one went out too recently. */
export async function resendConfirmation(email: string): Promise<ActionResult> {
  const { error } = await getSupabase().auth.resend({ type: 'signup', email, options: { emailRedirectTo: appUrl('/auth/callback') } })
  return { error }
}
