/**
 * The supabase-js client and the API error helpers, imported when a call is made. Modules that
 * only declare queries (lib/queries) use this, so a page that merely reads premium or usage does
 * not carry supabase-js in its first load.
 */
export async function backend() {
  const [{ getSupabase }, { fromPostgrestError, invokeFunction }] = await Promise.all([import('@/lib/supabase'), import('@/lib/api-error')])
  return { supabase: getSupabase(), fromPostgrestError, invokeFunction }
}
