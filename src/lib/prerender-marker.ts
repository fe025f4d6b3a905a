// The prerender (src/prerender) stamps each page's path on #root; the browser entry hydrates only
// when the stamp matches the address bar. Tiny on purpose: it ships to the browser.
export const PRERENDERED_ATTRIBUTE = 'data-prerendered'

const normalize = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)

export const isPrerenderedFor = (root: Element, pathname: string) =>
  root.getAttribute(PRERENDERED_ATTRIBUTE) === normalize(pathname)
