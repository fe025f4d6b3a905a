import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { supabaseEnv } from './env.ts'

const serverAuth = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false }

/**
 * A client acting as the caller: their Authorization header is forwarded, so row-level security
 * applies exactly as for the browser.
 */
export function createUserClient(request: Request): SupabaseClient {
  const env = supabaseEnv()
  const authorization = request.headers.get('Authorization')
  return createClient(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, {
    auth: serverAuth,
    global: { headers: authorization ? { Authorization: authorization } : {} },
  })
}

/** The service-role client. Bypasses row-level security: use only for writes the caller may not make. */
export function createAdminClient(): SupabaseClient {
  const env = supabaseEnv()
  return createClient(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, { auth: serverAuth })
}
