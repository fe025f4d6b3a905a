import { corsHeaders } from '../_shared/cors.ts'
import { hashEmailToken, isEmailToken } from '../_shared/email.ts'
import { withHttp } from '../_shared/http.ts'

export interface NewsletterConfirmDeps {
  /** The SPA's public URL, without a trailing slash. */
  appUrl: string
  /** True when the subscription behind this token hash is confirmed (now or already); false if unknown or expired. */
  confirm(tokenHash: string): Promise<boolean>
}

/**
 * GET ?token=… — the link in the newsletter confirmation email, opened with no headers (verify_jwt
 * is off). Answers with a redirect to the app, which shows the outcome: hosted Supabase serves HTML
 * from functions as text/plain, so a page of our own would not render.
 */
export function createNewsletterConfirmHandler(deps: NewsletterConfirmDeps): (request: Request) => Promise<Response> {
  return withHttp(['GET'], async (request) => {
    const token = new URL(request.url).searchParams.get('token') ?? ''
    const confirmed = isEmailToken(token) && (await deps.confirm(await hashEmailToken(token)))
    return new Response(null, {
      status: 303,
      headers: {
        ...corsHeaders,
        Location: `${deps.appUrl}/?newsletter=${confirmed ? 'confirmed' : 'invalid'}`,
        'Cache-Control': 'no-store',
      },
    })
  })
}
