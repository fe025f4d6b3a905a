import { getSupabase } from '@/lib/supabase'

const appUrl = (path: string) => `${window.location.origin}${path}`

export async function updatePassword(password: string) {
  const { error } = await getSupabase().auth.updateUser({ password })
  return { error }
}

/** The change applies only after the link sent to the new address is opened; it lands back on /profile. */
export async function updateEmail(email: string) {
  const { error } = await getSupabase().auth.updateUser({ email }, { emailRedirectTo: appUrl('/profile') })
  return { error }
}
