/**
 * The CORS headers every function response carries (as `@supabase/supabase-js/cors` defines them),
 * so browsers on another origin can call functions and read their errors, plus the Idempotency-Key
 * header generate-names accepts.
 */
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, x-retry-count, traceparent, tracestate, baggage, idempotency-key',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
}
