import type { SupabaseClient } from '@supabase/supabase-js'
import type { Caller } from './caller.ts'

/**
 * Premium comes only from `customers`, which only payment functions write (architecture §5/§6):
 * the caller's own row, or a purchase made as a guest with the caller's email before they signed
 * up — counted only once that email is confirmed, so nobody claims a purchase by typing an address.
 */
export async function hasPremiumAccess(admin: SupabaseClient, caller: Caller): Promise<boolean> {
  const own = await admin
    .from('customers')
    .select('id')
    .eq('user_id', caller.id)
    .eq('premium_access', true)
    .limit(1)
  if (own.error) throw new Error(`customers lookup failed: ${own.error.message}`)
  if (own.data.length > 0) return true
  if (!caller.emailConfirmed || caller.email === '') return false

  const guest = await admin
    .from('customers')
    .select('id')
    .is('user_id', null)
    .eq('email', caller.email.toLowerCase())
    .eq('premium_access', true)
    .limit(1)
  if (guest.error) throw new Error(`customers lookup failed: ${guest.error.message}`)
  return guest.data.length > 0
}
