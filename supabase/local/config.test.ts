import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, parseConfig, parseDuration, verifiesJwt } from './config.ts'
import { defaultAuthConfig } from './auth/config.ts'

describe('supabase/config.toml', () => {
  it('is read into the auth settings and function flags the stack runs with', async () => {
    const config = await loadConfig()
    expect(config.auth).toMatchObject({
      siteUrl: 'http://127.0.0.1:5173',
      additionalRedirectUrls: ['http://localhost:5173/**', 'http://127.0.0.1:5173/**', 'http://127.0.0.1:4173/**'],
      jwtExpiry: 3600,
      minimumPasswordLength: 8,
      passwordRequirements: 'lower_upper_letters_digits_symbols',
      email: { enableConfirmations: true, maxFrequencySeconds: 60 },
      google: { enabled: true },
    })
    // The e2e suite and everyday use stay under these; 60 quick wrong passwords do not.
    expect(config.auth.rateLimit.signInSignUps).toBeLessThan(60)
    expect(config.auth.rateLimit).toEqual({ emailSent: 30, signInSignUps: 50, tokenRefresh: 150, tokenVerifications: 30 })
    expect(config.functions['check-premium']).toEqual({ verifyJwt: true })
  })
})

describe('parseConfig', () => {
  it('falls back to the hosted defaults for keys that are absent', () => {
    expect(parseConfig('')).toEqual({ auth: defaultAuthConfig, functions: {} })
  })

  it('reads every honoured key', () => {
    const config = parseConfig(`
      [auth]
      site_url = "http://localhost:3000"
      additional_redirect_urls = ["http://localhost:3000/**"]
      jwt_expiry = 600
      enable_signup = false
      enable_refresh_token_rotation = false
      refresh_token_reuse_interval = 0
      minimum_password_length = 10
      password_requirements = "letters_digits"
      [auth.email]
      enable_signup = false
      enable_confirmations = false
      double_confirm_changes = false
      secure_password_change = true
      max_frequency = "1m30s"
      [auth.external.google]
      enabled = false
      [auth.rate_limit]
      email_sent = 5
      sign_in_sign_ups = 6
      token_refresh = 7
      token_verifications = 8
      anonymous_users = 9
      [functions.stripe-webhook]
      verify_jwt = false
      [functions.other]
      import_map = "./x.json"
    `)
    expect(config.auth).toEqual({
      siteUrl: 'http://localhost:3000',
      additionalRedirectUrls: ['http://localhost:3000/**'],
      jwtExpiry: 600,
      enableSignup: false,
      enableRefreshTokenRotation: false,
      refreshTokenReuseInterval: 0,
      minimumPasswordLength: 10,
      passwordRequirements: 'letters_digits',
      email: {
        enableSignup: false,
        enableConfirmations: false,
        doubleConfirmChanges: false,
        securePasswordChange: true,
        maxFrequencySeconds: 90,
      },
      google: { enabled: false },
      rateLimit: { emailSent: 5, signInSignUps: 6, tokenRefresh: 7, tokenVerifications: 8 },
    })
    expect(config.functions).toEqual({ 'stripe-webhook': { verifyJwt: false }, other: { verifyJwt: true } })
  })

  it('defaults verify_jwt to on for functions without a block, as the CLI does', () => {
    const config = parseConfig('[functions.a]\nverify_jwt = false')
    expect(verifiesJwt(config, 'a')).toBe(false)
    expect(verifiesJwt(config, 'unlisted')).toBe(true)
  })

  it.each([
    ['[auth]\njwt_expiry = "1h"', 'auth.jwt_expiry must be an integer'],
    ['[auth]\nminimum_password_length = 2', 'auth.minimum_password_length must be an integer between 6 and 72'],
    ['[auth]\npassword_requirements = "strong"', 'auth.password_requirements must be one of'],
    ['[auth.email]\nenable_confirmations = "yes"', 'auth.email.enable_confirmations must be true or false'],
    ['[auth.email]\nmax_frequency = "soon"', 'auth.email.max_frequency must be a duration'],
    ['[auth]\nadditional_redirect_urls = "http://x"', 'auth.additional_redirect_urls must be a list of strings'],
    ['[auth.rate_limit]\nsign_in_sign_ups = 0', 'auth.rate_limit.sign_in_sign_ups must be an integer between 1 and'],
    ['[auth.rate_limit]\nemail_sent = "2/h"', 'auth.rate_limit.email_sent must be an integer'],
    ['[functions."1bad"]\nverify_jwt = true', 'is not a valid function name'],
    ['[auth\n', 'config.toml is not valid TOML'],
  ])('rejects %j naming the key', (toml, message) => {
    expect(() => parseConfig(toml)).toThrow(ConfigError)
    expect(() => parseConfig(toml)).toThrow(message)
  })
})

describe('parseDuration', () => {
  it.each([
    ['1s', 1],
    ['60s', 60],
    ['2m', 120],
    ['1h30m', 5400],
    ['500ms', 0.5],
  ])('%s is %d seconds', (text, seconds) => expect(parseDuration(text)).toBe(seconds))

  it.each(['', '10', 's', '1 s', '1d'])('rejects %j', (text) => expect(parseDuration(text)).toBeUndefined())
})
