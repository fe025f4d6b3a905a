import { PRERENDERED_ATTRIBUTE } from '@/lib/prerender-marker'
import { storageKeyName } from '@/lib/storage'
import { PREMIUM_ATTRIBUTE } from '@/app/layout/premium-flag'
import { CONSENT_ANSWERED_ATTRIBUTE } from '@/features/consent/components/cookie-banner'

// index.html marks its default <title> and description with these comments; a prerendered page
// swaps that block for its own tags.
export const HEAD_START = '<!--head:start-->'
export const HEAD_END = '<!--head:end-->'
const EMPTY_ROOT = '<div id="root"></div>'

// A static host's single-page fallback serves the prerendered home for every path it has no file
// for (/profile, /success, a 404): this drops markup stamped for another path before it paints.
// It also marks <html> with what only this browser knows, so CSS hides the prerendered parts that
// are not for this visitor from the first paint (hydration then removes them): the promo bar for a
// member (the premium cache, see app/layout/premium-flag.ts) and the cookie banner once answered.
// A file, not inline: the production CSP (public/_headers) allows only same-origin scripts.
export const GUARD_SCRIPT_FILE = 'prerender-guard.js'
export const GUARD_SCRIPT = `(function () {
  var root = document.getElementById('root')
  var page = root && root.getAttribute('${PRERENDERED_ATTRIBUTE}')
  var here = location.pathname.length > 1 ? location.pathname.replace(/\\/+$/, '') : location.pathname
  if (page && page !== here) root.replaceChildren()
  try {
    var html = document.documentElement
    if (localStorage.getItem('${storageKeyName('premium')}') === 'true') html.setAttribute('${PREMIUM_ATTRIBUTE}', '')
    var consent = localStorage.getItem('${storageKeyName('cookieConsent')}')
    if (consent === 'accepted' || consent === 'declined') html.setAttribute('${CONSENT_ANSWERED_ATTRIBUTE}', '')
  } catch (error) {
    // no storage: nothing is known, the defaults stay
  }
})()
`

/** The built index.html with one page's head tags and rendered markup filled in. */
export function pageHtml(template: string, page: { path: string; headHtml: string; bodyHtml: string }): string {
  const start = template.indexOf(HEAD_START)
  const end = template.indexOf(HEAD_END)
  if (start < 0 || end < start || !template.includes(EMPTY_ROOT)) {
    throw new Error(`index.html needs ${HEAD_START}…${HEAD_END} and ${EMPTY_ROOT} for the prerender`)
  }
  const withHead = template.slice(0, start) + page.headHtml + template.slice(end + HEAD_END.length)
  const root = `<div id="root" ${PRERENDERED_ATTRIBUTE}="${page.path}">${page.bodyHtml}</div><script src="/${GUARD_SCRIPT_FILE}"></script>`
  return withHead.replace(EMPTY_ROOT, () => root)
}

/** '/' → 'index.html', '/names/bakery' → 'names/bakery.html' (what static hosts and vite preview serve for the path). */
export const pageFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`)
