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
