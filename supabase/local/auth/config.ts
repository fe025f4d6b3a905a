/**
 * Auth settings, one field per `supabase/config.toml` key the stand-in honours
 * ([auth], [auth.email], [auth.external.google]). CORE's config loader fills it from the TOML.
 */
export type PasswordRequirements =
  | ''
  | 'letters_digits'
  | 'lower_upper_letters_digits'
  | 'lower_upper_letters_digits_symbols'

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
}
