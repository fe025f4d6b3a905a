/**
 * supabase-js consumes and clears the auth redirect's #fragment as soon as the client starts, before a
 * lazily loaded page can look at it. This snapshot, taken when the bundle loads, lets the callback and
 * reset pages still tell "the provider sent an error" apart from "no session".
 */
function readParams(): URLSearchParams {
  const params = new URLSearchParams(window.location.hash.replace(/^#/, ''))
  new URLSearchParams(window.location.search).forEach((value, key) => params.set(key, value))
  return params
}

const initial = typeof window === 'undefined' ? new URLSearchParams() : readParams()

export type AuthRedirectError = { code: string; description: string }

export function authRedirectError(params: URLSearchParams = initial): AuthRedirectError | null {
  const code = params.get('error_code') ?? params.get('error')
  if (!code) return null
  return { code, description: params.get('error_description') ?? '' }
}

/** What the emailed link that opened the app was for (`signup`, `recovery`, `email_change`…), or null. */
export function authRedirectType(params: URLSearchParams = initial): string | null {
  return params.get('type')
}

/** GoTrue's note when a link worked but more is needed (the first of two email-change links). */
export function authRedirectMessage(params: URLSearchParams = initial): string | null {
  return params.get('message')
}

/** The snapshot itself, for components that read several of the values above. */
export const initialAuthParams = (): URLSearchParams => initial
