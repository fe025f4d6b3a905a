import type { AuthConfig } from './config.ts'

/**
 * GoTrue's redirect allow list (utilities IsRedirectURLValid) and the URL fragments it appends.
 * Pure functions, unit-tested in redirects.test.ts.
 */

type RedirectPolicy = Pick<AuthConfig, 'siteUrl' | 'additionalRedirectUrls'>

/**
 * A glob as GoTrue compiles allow-list entries (gobwas/glob with '.' and '/' as separators):
 * `*` and `?` stay inside one host label or path segment, `**` crosses them, `{a,b}` alternates.
 */
export function globToRegExp(glob: string): RegExp {
  return new RegExp(`^${translate(glob)}$`)
}

function translate(glob: string): string {
  let out = ''
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]
    if (c === '*') {
      if (glob[i + 1] === '*') {
        out += '.*'
        i++
      } else out += '[^./]*'
    } else if (c === '?') out += '[^./]'
    else if (c === '\\' && i + 1 < glob.length) out += escapeRegExp(glob[++i])
    else if (c === '[') {
      const end = glob.indexOf(']', i + 1)
      if (end === -1) out += '\\['
      else {
        let body = glob.slice(i + 1, end)
        const negated = body.startsWith('!')
        if (negated) body = body.slice(1)
        out += `[${negated ? '^' : ''}${body.replace(/[\\\]^]/g, '\\$&')}]`
        i = end
      }
    } else if (c === '{') {
      const end = glob.indexOf('}', i + 1)
      if (end === -1) out += '\\{'
      else {
        out += `(?:${glob
          .slice(i + 1, end)
          .split(',')
          .map(translate)
          .join('|')})`
        i = end
      }
    } else out += escapeRegExp(c)
  }
  return out
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}

/** Hostname as written (WHATWG URL would turn `2130706433` into 127.0.0.1; Go does not). */
function rawHostname(url: string): string | undefined {
  const match = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]*)/i.exec(url)
  return match?.[1]
}

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  if (host === '::1' || host === '0:0:0:0:0:0:0:1') return true
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host)
  return !!v4 && v4.slice(1).every((n) => Number(n) <= 255) && v4[1] === '127'
}

function isIpLiteral(hostname: string): boolean {
  return /^\[.*\]$/.test(hostname) || /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname)
}

function parse(url: string): URL | undefined {
  try {
    return new URL(url)
  } catch {
    return undefined
  }
}

export function isRedirectUrlValid(policy: RedirectPolicy, redirectUrl: string): boolean {
  if (!redirectUrl) return false
  // Control characters and spaces are never valid; browsers strip some and would resolve elsewhere.
  if ([...redirectUrl].some((c) => c.charCodeAt(0) <= 0x20 || c.charCodeAt(0) === 0x7f)) return false
  const site = parse(policy.siteUrl)
  if (!site) return false
  const target = parse(redirectUrl)
  const host = rawHostname(redirectUrl)
  if (!target || host === undefined) {
    // Unparseable http(s) URLs would dodge the host checks; custom schemes may still match the list.
    if (/^https?:\/\//i.test(redirectUrl)) return false
  } else {
    const isHttp = target.protocol === 'http:' || target.protocol === 'https:'
    const sameSite =
      target.hostname === site.hostname &&
      target.protocol === site.protocol &&
      (target.port === site.port || target.hostname === 'localhost' || isLoopbackHost(target.hostname))
    if (sameSite) return true
    if (/^\d+$/.test(host)) return false
    if (isIpLiteral(host)) return isLoopbackHost(host)
    if (isHttp && !/^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/.test(host)) return false
  }
  const withoutFragment = redirectUrl.split('#')[0]
  return policy.additionalRedirectUrls.some((pattern) => globToRegExp(pattern).test(withoutFragment))
}

/** The allowed redirect target, or site_url: GoTrue falls back silently, never errors. */
export function resolveRedirect(policy: RedirectPolicy, candidate: string | null | undefined): string {
  return candidate && isRedirectUrlValid(policy, candidate) ? candidate : policy.siteUrl
}

/** Go's url.Values.Encode: keys sorted, only A-Z a-z 0-9 - _ . ~ left bare, spaces as '+'. */
export function encodeValues(values: Record<string, string>): string {
  return Object.keys(values)
    .sort()
    .map((key) => `${goQueryEscape(key)}=${goQueryEscape(values[key])}`)
    .join('&')
}

function goQueryEscape(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+')
}

/** `<url>#<sorted params>&sb=`; `sb` marks the fragment as Supabase's. Any earlier fragment is dropped. */
export function withFragment(url: string, params: Record<string, string>): string {
  return `${url.split('#')[0]}#${encodeValues({ ...params, sb: '' })}`
}

/** GoTrue maps the failure's HTTP status to an OAuth error name. */
const OAUTH_ERROR_BY_STATUS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
}

/** The error redirect of /verify and /callback; the target's own query string is not preserved. */
export function withErrorFragment(url: string, status: number, code: string, description: string): string {
  const base = url.split('#')[0].split('?')[0]
  const params: Record<string, string> = { error_code: code, error_description: description }
  const name = OAUTH_ERROR_BY_STATUS[status]
  if (name) params.error = name
  return withFragment(base, params)
}
