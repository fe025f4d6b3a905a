import { describe, expect, it } from 'vitest'
import { encodeValues, globToRegExp, isRedirectUrlValid, resolveRedirect, withErrorFragment, withFragment } from './redirects.ts'

const policy = { siteUrl: 'https://app.example.com', additionalRedirectUrls: ['https://preview-*.example.dev/**', 'myapp://callback'] }

describe('redirect allow list', () => {
  it('allows the site itself on any path', () => {
    expect(isRedirectUrlValid(policy, 'https://app.example.com/auth/callback?x=1')).toBe(true)
  })

  it('requires the site scheme and port, except on loopback', () => {
    expect(isRedirectUrlValid(policy, 'http://app.example.com/')).toBe(false)
    expect(isRedirectUrlValid(policy, 'https://app.example.com:8443/')).toBe(false)
    const local = { siteUrl: 'http://localhost:5173', additionalRedirectUrls: [] }
    expect(isRedirectUrlValid(local, 'http://localhost:3000/cb')).toBe(true)
  })

  it('allows any loopback IP address, whatever the site', () => {
    expect(isRedirectUrlValid(policy, 'http://127.0.0.1:5173/auth/callback')).toBe(true)
    expect(isRedirectUrlValid(policy, 'http://127.8.9.10/')).toBe(true)
    expect(isRedirectUrlValid(policy, 'http://[::1]:3000/')).toBe(true)
  })

  it('refuses other IP addresses, decimal hosts and odd host names', () => {
    expect(isRedirectUrlValid(policy, 'http://10.0.0.1/')).toBe(false)
    expect(isRedirectUrlValid(policy, 'http://2130706433/')).toBe(false)
    expect(isRedirectUrlValid(policy, 'https://ev_il.example.com/')).toBe(false)
  })

  it('matches additional_redirect_urls globs; * stays within a label, ** crosses them', () => {
    expect(isRedirectUrlValid(policy, 'https://preview-42.example.dev/a/b')).toBe(true)
    expect(isRedirectUrlValid(policy, 'https://preview-42.evil.com/.example.dev/')).toBe(false)
    expect(isRedirectUrlValid(policy, 'myapp://callback')).toBe(true)
    expect(isRedirectUrlValid(policy, 'https://evil.com/')).toBe(false)
  })

  it('ignores the fragment when matching globs', () => {
    const exact = { siteUrl: 'https://app.example.com', additionalRedirectUrls: ['https://other.example.org/cb'] }
    expect(isRedirectUrlValid(exact, 'https://other.example.org/cb#x')).toBe(true)
  })

  it('refuses control characters and spaces', () => {
    expect(isRedirectUrlValid(policy, '\thttps://app.example.com/')).toBe(false)
    expect(isRedirectUrlValid(policy, 'https://app.example.com/ x')).toBe(false)
  })

  it('falls back to site_url silently', () => {
    expect(resolveRedirect(policy, 'https://evil.com/')).toBe('https://app.example.com')
    expect(resolveRedirect(policy, null)).toBe('https://app.example.com')
    expect(resolveRedirect(policy, 'https://app.example.com/x')).toBe('https://app.example.com/x')
  })
})

describe('redirect hosts are compared as written, as Go net/url does', () => {
  // The project's own settings: the site on 127.0.0.1 and the dev server on both loopback names.
  const local = {
    siteUrl: 'http://127.0.0.1:5173',
    additionalRedirectUrls: ['http://localhost:5173/**', 'http://127.0.0.1:5173/**'],
  }

  it.each([
    'http://127.1:5173/auth/callback',
    'http://2130706433:5173/auth/callback',
    'http://0x7f.0.0.1:5173/auth/callback',
    'http://0x7f000001:5173/',
    'http://0177.0.0.1:5173/',
    'http://127.0.0.01:5173/',
    'http://127.000.000.001:5173/',
    'http://127.0.0.1.:5173/',
    'http://localhost.:5173/',
    'http://LOCALHOST:5173/',
    'http://127.0.0.1%2e:5173/',
    'http://127.0.0.1:5173@evil.com/',
    'http://127.0.0.1:5173@evil.com',
    'http://evil.com\\@127.0.0.1:5173/',
    'http://evil.com\\127.0.0.1:5173/',
    'http:\\\\evil.com/127.0.0.1:5173/',
    'http://[::1%25lo]:5173/',
    'http:/evil.com/',
    'http:evil.com/',
    'http://127.0.0.1:5173/%zz',
    'http://localhost:3000/',
  ])('refuses %s', (url) => {
    expect(isRedirectUrlValid(local, url)).toBe(false)
    expect(resolveRedirect(local, url)).toBe('http://127.0.0.1:5173')
  })

  it.each([
    'http://127.0.0.1:5173/auth/callback',
    'http://127.0.0.1:3000/cb',
    'HTTP://127.0.0.1:5173/x',
    'http://localhost:5173/auth/callback',
    'http://127.8.9.10/',
    'http://[::1]:5173/',
    'http://[0:0:0:0:0:0:0:1]:8080/',
    'https://127.0.0.1:5173/',
    'http://evil.com%5c@127.0.0.1:5173/',
    'http://127.0.0.1:5173/@evil.com',
    'http://127.0.0.1:5173/?next=http://evil.com',
  ])('allows %s', (url) => {
    expect(isRedirectUrlValid(local, url)).toBe(true)
  })
})

describe('glob translation', () => {
  it('supports ?, alternatives and character classes', () => {
    expect(globToRegExp('https://{a,b}.example.com/x?').test('https://b.example.com/x1')).toBe(true)
    expect(globToRegExp('https://[!x]y.com').test('https://xy.com')).toBe(false)
    expect(globToRegExp('https://[!x]y.com').test('https://zy.com')).toBe(true)
  })
})

describe('redirect fragments', () => {
  it('encodes like Go url.Values: sorted keys, + for spaces, sb marker', () => {
    expect(encodeValues({ b: 'x y', a: "it's*" })).toBe('a=it%27s%2A&b=x+y')
    expect(withFragment('http://h/cb?q=1#old', { type: 'signup', access_token: 't' })).toBe(
      'http://h/cb?q=1#access_token=t&sb=&type=signup',
    )
  })

  it('builds the error fragment from the status, dropping the query', () => {
    expect(withErrorFragment('http://h/cb?q=1', 403, 'otp_expired', 'Email link is invalid or has expired')).toBe(
      'http://h/cb#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
    )
  })
})
