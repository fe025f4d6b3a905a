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
  http.post(rest('/rpc/my_domain_checks'), () => HttpResponse.json(0)),
  // A registry nobody set up for the test: every domain comes back 'error', never 'available'.
  http.post(fn('check-domain'), async ({ request }) => {
    const { domains } = (await request.json()) as { domains: string[] }
    return HttpResponse.json({ results: domains.map((domain) => domainResult(domain, 'error', { reason: 'not checked in this test' })) })
  }),
  http.post(rest('/rpc/my_generations'), () => HttpResponse.json([])),
  // No purchase: the local stand-in (like PostgREST) answers a scalar null; supabase-js reads data null.
  http.post(rest('/rpc/my_purchase'), () => HttpResponse.json(null)),
  http.post(fn('verify-payment'), () =>
    HttpResponse.json({ success: false, error: 'Payment session not found', customer: { email: '' } }, { status: 404 }),
  ),
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

/** One check-domain result, as the function answers it, checked 40 s before now unless told otherwise. */
export const domainResult = (
  domain: string,
  status: 'available' | 'taken' | 'premium' | 'error',
  overrides: Record<string, unknown> = {},
) => ({
  domain,
  available: status === 'available' || status === 'premium',
  status,
  affiliateUrl: `https://registrar.test/search?domain=${domain}`,
  source: `the .${domain.slice(domain.indexOf('.') + 1)} registry (RDAP)`,
  checkedAt: new Date(Date.now() - 40_000).toISOString(),
  ...overrides,
})
