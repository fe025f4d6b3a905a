import { describe, expect, it } from 'vitest'
import { buildAccessTokenClaims, issuerFor } from './claims.ts'
import { buildEmail, verifyLink } from './emails.ts'
import { validateEmail } from './validate.ts'

describe('access-token claims', () => {
  const claims = buildAccessTokenClaims({
    apiUrl: 'http://127.0.0.1:54321/',
    user: {
      id: '5f0c1a1e-0000-4000-8000-000000000001',
      aud: 'authenticated',
      role: 'authenticated',
      email: 'a@b.c',
      phone: '',
      appMetadata: { provider: 'email', providers: ['email'] },
      userMetadata: { name: 'A' },
      isAnonymous: false,
    },
    sessionId: '5f0c1a1e-0000-4000-8000-000000000002',
    amr: [{ method: 'password', timestamp: 1000 }],
    jwtExpiry: 3600,
    now: 1000,
  })

  it('has GoTrue keys, in GoTrue order', () => {
    expect(Object.keys(claims)).toEqual([
      'iss', 'sub', 'aud', 'exp', 'iat', 'email', 'phone', 'app_metadata', 'user_metadata',
      'role', 'aal', 'amr', 'session_id', 'is_anonymous',
    ])
  })

  it('uses the auth URL as issuer, a string audience and exp = iat + jwt_expiry', () => {
    expect(claims.iss).toBe('http://127.0.0.1:54321/auth/v1')
    expect(issuerFor('http://x')).toBe('http://x/auth/v1')
    expect(claims.aud).toBe('authenticated')
    expect(claims.exp - claims.iat).toBe(3600)
    expect(claims).toMatchObject({ role: 'authenticated', aal: 'aal1', phone: '', is_anonymous: false })
  })
})

describe('emails', () => {
  it('builds GoTrue-shaped verify links with the redirect encoded', () => {
    expect(verifyLink('http://h:1/', 'tok', 'recovery', 'http://app/reset?a=b')).toBe(
      'http://h:1/auth/v1/verify?token=tok&type=recovery&redirect_to=http%3A%2F%2Fapp%2Freset%3Fa%3Db',
    )
  })

  it('escapes the link in HTML and keeps it intact in text', () => {
    const mail = buildEmail({ to: 'a@b.c', type: 'signup', link: 'http://h/verify?token=t&type=signup' })
    expect(mail.subject).toBe('Confirm Your Signup')
    expect(mail.text).toContain('http://h/verify?token=t&type=signup')
    expect(mail.html).not.toContain('t&type')
  })
})

describe('email validation', () => {
  it('lower-cases valid addresses and rejects malformed or overlong ones', () => {
    expect(validateEmail('Ann@Example.COM')).toBe('ann@example.com')
    expect(() => validateEmail('')).toThrow('An email address is required')
    expect(() => validateEmail('not-an-email')).toThrow('Unable to validate email address: invalid format')
    expect(() => validateEmail(`${'a'.repeat(250)}@b.com`)).toThrow('too long')
  })
})
