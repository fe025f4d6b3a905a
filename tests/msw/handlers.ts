import { http, HttpResponse } from 'msw'

/** The URL the unit tests build the app against (see tests/setup.ts). */
export const TEST_SUPABASE_URL = 'http://supabase.test'

const auth = (path: string) => `${TEST_SUPABASE_URL}/auth/v1${path}`
const rest = (path: string) => `${TEST_SUPABASE_URL}/rest/v1${path}`
const fn = (name: string) => `${TEST_SUPABASE_URL}/functions/v1/${name}`

/** GoTrue's error envelope (docs/supabase-wire-contract §2.2). */
export const authError = (status: number, code: string, message: string) =>
  HttpResponse.json(
    { code, error_code: code, msg: message, message },
    { status, headers: { 'X-Supabase-Api-Version': '2024-01-01', 'x-sb-error-code': code } },
  )

/** PostgREST's error envelope (docs/supabase-wire-contract §3.4). */
export const restError = (status: number, code: string, message: string) =>
  HttpResponse.json({ code, details: null, hint: null, message }, { status })

/**
 * Defaults shaped like the Supabase APIs for a signed-out visitor. Tests override them per case with
 * server.use(...) to describe the backend state they need.
 */
export const handlers = [
  http.get(auth('/user'), () => authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')),
  http.post(auth('/logout'), () => new HttpResponse(null, { status: 204 })),
  http.get(rest('/name_generations'), () => HttpResponse.json([], { headers: { 'Content-Range': '*/0' } })),
  http.head(rest('/name_generations'), () => new HttpResponse(null, { headers: { 'Content-Range': '*/0' } })),
  http.post(fn('check-premium'), () => HttpResponse.json({ error: 'Sign in first' }, { status: 401 })),
  http.post(rest('/rpc/my_usage'), () => HttpResponse.json(freeUsage())),
  http.post(rest('/rpc/profile_stats'), () => HttpResponse.json([{ names_generated: 0, generations: 0 }])),
]

/** public.my_usage() as a new free account sees it. */
export const freeUsage = (overrides: Record<string, unknown> = {}) => ({
  used: 0,
  limit: 3,
  remaining: 3,
  premium: false,
  free_unlocked: false,
  ...overrides,
})
