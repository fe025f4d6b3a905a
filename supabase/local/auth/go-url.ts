/**
 * The parts of Go's net/url.Parse that GoTrue's redirect check depends on: scheme, Host() and
 * Hostname() exactly as written (no IPv4 shorthand or trailing-dot normalisation, which the WHATWG
 * parser applies), and Go's parse errors (bad userinfo, bad port, characters a host may not hold).
 * Pure and small on purpose: it answers "what host would GoTrue compare", nothing more.
 */

export interface GoUrl {
  /** Lower-cased, as Go stores it; '' when the URL has none. */
  scheme: string
  /** Host without the port and without IPv6 brackets, percent-decoded (Go's URL.Hostname()). */
  hostname: string
  /** The port as written, '' when absent (Go's URL.Port()). */
  port: string
}

const HEX = /^[0-9a-fA-F]{2}$/

const isControl = (c: string) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f

/** Go's unescape() error cases: a '%' not followed by two hex digits. */
function hasBadEscape(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '%' && !HEX.test(text.slice(i + 1, i + 3))) return true
  }
  return false
}

/** Go's unescape(host, encodeHost): %-escapes only for non-ASCII bytes (or %25), and no reserved ASCII. */
function decodeHost(host: string): string | undefined {
  if (hasBadEscape(host)) return undefined
  for (let i = 0; i < host.length; i++) {
    const c = host[i]
    if (c === '%') {
      if (parseInt(host[i + 1], 16) < 8 && host.slice(i, i + 3) !== '%25') return undefined
      i += 2
    } else if (c.charCodeAt(0) < 0x80 && !/[A-Za-z0-9\-_.~!$&'()*+,;=:[\]<>"]/.test(c)) {
      return undefined
    }
  }
  try {
    return decodeURIComponent(host)
  } catch {
    // Escapes that are not valid UTF-8: Go keeps the bytes; no allow-listed host can contain them.
    return undefined
  }
}

const validOptionalPort = (colonPort: string) => colonPort === '' || /^:\d*$/.test(colonPort)

/** Go's parseHost: returns the decoded Host (with brackets and port), or undefined on error. */
function parseHost(host: string): string | undefined {
  if (host.startsWith('[')) {
    const close = host.lastIndexOf(']')
    if (close < 0 || !validOptionalPort(host.slice(close + 1))) return undefined
  } else {
    const colon = host.lastIndexOf(':')
    if (colon >= 0 && !validOptionalPort(host.slice(colon))) return undefined
  }
  return decodeHost(host)
}

const USERINFO = /^[A-Za-z0-9\-._:~!$&'()*+,;=%@]*$/

/** Go's getScheme: '' (and the whole text as rest) when the text does not start with a scheme. */
function splitScheme(raw: string): { scheme: string; rest: string } | undefined {
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]
    if (/[A-Za-z]/.test(c)) continue
    if (/[0-9+\-.]/.test(c)) {
      if (i === 0) return { scheme: '', rest: raw }
      continue
    }
    if (c === ':') return i === 0 ? undefined : { scheme: raw.slice(0, i).toLowerCase(), rest: raw.slice(i + 1) }
    return { scheme: '', rest: raw }
  }
  return { scheme: '', rest: raw }
}

/** Go's url.Parse, reduced to what a redirect check needs; undefined where Go returns an error. */
export function parseGoUrl(raw: string): GoUrl | undefined {
  const hashAt = raw.indexOf('#')
  const beforeFragment = hashAt >= 0 ? raw.slice(0, hashAt) : raw
  if (hashAt >= 0 && hasBadEscape(raw.slice(hashAt + 1))) return undefined
  if (beforeFragment === '' || [...beforeFragment].some(isControl)) return undefined
  const split = splitScheme(beforeFragment)
  if (!split) return undefined
  const { scheme } = split
  const queryAt = split.rest.indexOf('?')
  let rest = queryAt >= 0 ? split.rest.slice(0, queryAt) : split.rest
  if (!rest.startsWith('/')) {
    // "scheme:opaque" has no host; without a scheme a colon before any slash is an error.
    if (scheme !== '') return { scheme, hostname: '', port: '' }
    const colon = rest.indexOf(':')
    const slash = rest.indexOf('/')
    if (colon >= 0 && (slash < 0 || colon < slash)) return undefined
  }
  let host = ''
  if ((scheme !== '' || !rest.startsWith('///')) && rest.startsWith('//')) {
    let authority = rest.slice(2)
    const slash = authority.indexOf('/')
    if (slash >= 0) {
      rest = authority.slice(slash)
      authority = authority.slice(0, slash)
    } else rest = ''
    const at = authority.lastIndexOf('@')
    if (at >= 0) {
      const userinfo = authority.slice(0, at)
      if (!USERINFO.test(userinfo) || hasBadEscape(userinfo)) return undefined
    }
    const parsed = parseHost(authority.slice(at + 1))
    if (parsed === undefined) return undefined
    host = parsed
  }
  if (hasBadEscape(rest)) return undefined
  return { scheme, ...splitHostPort(host) }
}

/** Go's splitHostPort as used by URL.Hostname() and URL.Port(). */
function splitHostPort(hostPort: string): { hostname: string; port: string } {
  let hostname = hostPort
  let port = ''
  const colon = hostname.lastIndexOf(':')
  if (colon >= 0 && validOptionalPort(hostname.slice(colon))) {
    port = hostname.slice(colon + 1)
    hostname = hostname.slice(0, colon)
  }
  if (hostname.startsWith('[') && hostname.endsWith(']')) hostname = hostname.slice(1, -1)
  return { hostname, port }
}
