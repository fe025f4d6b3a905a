const MAX_LENGTH = 512

/**
 * Where Stripe's Cancel brings the buyer back: this page, minus `upgrade` (which would reopen the
 * paywall they just left). create-payment accepts same-site paths of at most 512 characters.
 */
export function returnPathFor(pathname: string, search: string): string {
  const params = new URLSearchParams(search)
  params.delete('upgrade')
  const query = params.toString()
  const path = query ? `${pathname}?${query}` : pathname
  return path.length <= MAX_LENGTH && path.startsWith('/') && !path.startsWith('//') ? path : '/'
}
