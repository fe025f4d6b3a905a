/**
 * Auth settings, one field per `supabase/config.toml` key the stand-in honours
 * ([auth], [auth.email], [auth.rate_limit], [auth.external.google]). CORE's config loader fills it
 * from the TOML.
 */
export type PasswordRequirements =
  | ''
  | 'letters_digits'
  | 'lower_upper_letters_digits'
  | 'lower_upper_letters_digits_symbols'

/** [auth.rate_limit]: GoTrue's limits, per client IP except emailSent (one budget for the instance). */
export interface RateLimits {
  /** Auth emails (confirmation, recovery, email change) per hour. */
  emailSent: number
  /** Per 5 minutes: signups, password sign-ins, recover, resend and PUT /user (GoTrue's OTP limit). */
  signInSignUps: number
  /** Per 5 minutes: refresh_token grants. */
  tokenRefresh: number
  /** Per 5 minutes: GET and POST /verify. */
  tokenVerifications: number
}

export interface AuthConfig {
  siteUrl: string
  additionalRedirectUrls: string[]
  /** Access-token lifetime in seconds. */
  jwtExpiry: number
  enableSignup: boolean
  enableRefreshTokenRotation: boolean
  /** Seconds during which a just-rotated refresh token may still be exchanged (concurrent tabs). */
  refreshTokenReuseInterval: number
  minimumPasswordLength: number
  passwordRequirements: PasswordRequirements
  email: {
    enableSignup: boolean
    enableConfirmations: boolean
    doubleConfirmChanges: boolean
    securePasswordChange: boolean
    /** Minimum seconds between two emails of the same kind to one user. */
    maxFrequencySeconds: number
  }
  google: { enabled: boolean }
  rateLimit: RateLimits
}

/** Hosted-project defaults (confirmations on), which differ from the CLI template's. */
export const defaultAuthConfig: AuthConfig = {
  siteUrl: 'http://127.0.0.1:5173',
  additionalRedirectUrls: [],
  jwtExpiry: 3600,
  enableSignup: true,
  enableRefreshTokenRotation: true,
  refreshTokenReuseInterval: 10,
  minimumPasswordLength: 6,
  passwordRequirements: '',
  email: {
    enableSignup: true,
    enableConfirmations: true,
    doubleConfirmChanges: true,
    securePasswordChange: false,
    maxFrequencySeconds: 60,
  },
  google: { enabled: true },
  // The Supabase CLI's defaults.
  rateLimit: { emailSent: 2, signInSignUps: 30, tokenRefresh: 150, tokenVerifications: 30 },
}
