import { BlockList, isIP } from 'node:net'
import type { AuthConfig } from './config.ts'
import { parseGoUrl } from './go-url.ts'

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

/** GoTrue's isLocalhost: the name localhost or a loopback IP as Go's net.ParseIP reads it. */
function isLocalhost(hostname: string): boolean {
  return hostname === 'localhost' || isLoopbackIp(hostname)
}

const LOOPBACK = new BlockList()
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4')
LOOPBACK.addAddress('::1', 'ipv6')

/**
 * net.ParseIP(host).IsLoopback(): only canonical literals count. Node's isIP is as strict as Go's
 * ParseIP (no 127.1, 2130706433, 0x7f.0.0.1 or leading zeros); Go also refuses IPv6 zones.
 * IPv4-mapped IPv6 (::ffff:127.0.0.1) is loopback in both.
 */
export function isLoopbackIp(hostname: string): boolean {
  const family = isIP(hostname)
  if (family === 0 || hostname.includes('%')) return false
  return LOOPBACK.check(hostname, family === 4 ? 'ipv4' : 'ipv6')
}

/** The host a browser will actually go to (WHATWG), comparable with Go's Hostname(). */
function browserHostname(url: string): string | undefined {
  try {
    return new URL(url).hostname.replace(/^\[|\]$/g, '')
  } catch {
    return undefined
  }
}

/** Go's hostname as WHATWG would write it, when the two name the same address (IPv6 spellings vary). */
function comparableHost(hostname: string): string | undefined {
  return isIP(hostname) === 6 ? browserHostname(`http://[${hostname}]/`) : hostname.toLowerCase()
}

const DECIMAL_HOST = /^[0-9]+$/
const REGULAR_HOSTNAME = /^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/

/**
 * GoTrue's IsRedirectURLValid, with hosts taken as Go's net/url reads them. The WHATWG parser
 * normalises hosts (127.1, 2130706433, 0x7f.0.0.1 and "127.0.0.1." all become 127.0.0.1) and
 * reads backslashes as slashes, so it must not decide what is compared. One addition: an http(s)
 * URL whose host a browser would read differently from Go is refused, because the check would
 * then be about a different address than the one the browser visits.
 */
export function isRedirectUrlValid(policy: RedirectPolicy, redirectUrl: string): boolean {
  if (!redirectUrl) return false
  // Control characters and spaces are never valid; browsers strip some and would resolve elsewhere.
  if ([...redirectUrl].some((c) => c.charCodeAt(0) <= 0x20 || c.charCodeAt(0) === 0x7f)) return false
  const site = parseGoUrl(policy.siteUrl)
  if (!site) return false
  const target = parseGoUrl(redirectUrl)
  const looksHttp = /^https?:/i.test(redirectUrl)
  if (!target) {
    // Unparseable http(s) URLs would dodge the host checks; custom schemes may still match the list.
    if (looksHttp) return false
  } else {
    const host = target.hostname
    if (looksHttp && browserHostname(redirectUrl) !== comparableHost(host)) return false
    const sameSite =
      host === site.hostname && target.scheme === site.scheme && (target.port === site.port || isLocalhost(host))
    if (sameSite) return true
    const isHttp = target.scheme === 'http' || target.scheme === 'https'
    if (DECIMAL_HOST.test(host)) return false
    if (isIP(host) !== 0 && !host.includes('%')) return isLoopbackIp(host)
    if (isHttp && !REGULAR_HOSTNAME.test(host)) return false
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
