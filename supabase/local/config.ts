import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { parse } from 'smol-toml'
import { defaultAuthConfig, type AuthConfig, type PasswordRequirements } from './auth/config.ts'

/**
 * The stand-in's configuration, read from supabase/config.toml (Supabase CLI format) so local and
 * hosted projects are configured in one place. Unknown keys are ignored (they are for the CLI);
 * keys we honour are type-checked and a wrong type stops the start with the key's name.
 */
export interface FunctionConfig {
  verifyJwt: boolean
}

export interface LocalConfig {
  auth: AuthConfig
  functions: Record<string, FunctionConfig>
}

export const CONFIG_PATH = fileURLToPath(new URL('../config.toml', import.meta.url))

const PASSWORD_REQUIREMENTS: readonly PasswordRequirements[] = [
  '',
  'letters_digits',
  'lower_upper_letters_digits',
  'lower_upper_letters_digits_symbols',
]

type Table = Record<string, unknown>

export class ConfigError extends Error {}

function table(parent: Table, key: string, path: string): Table {
  const value = parent[key]
  if (value === undefined) return {}
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ConfigError(`config.toml: [${path}] must be a table`)
  }
  return value as Table
}

function bool(t: Table, key: string, path: string, fallback: boolean): boolean {
  const value = t[key]
  if (value === undefined) return fallback
  if (typeof value !== 'boolean') throw new ConfigError(`config.toml: ${path}.${key} must be true or false`)
  return value
}

function int(t: Table, key: string, path: string, fallback: number, min: number, max: number): number {
  const value = t[key]
  if (value === undefined) return fallback
  // smol-toml returns integers as numbers (or bigint for huge ones, which are out of range anyway).
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`config.toml: ${path}.${key} must be an integer between ${min} and ${max}`)
  }
  return value
}

function str(t: Table, key: string, path: string, fallback: string): string {
  const value = t[key]
  if (value === undefined) return fallback
  if (typeof value !== 'string') throw new ConfigError(`config.toml: ${path}.${key} must be a string`)
  return value
}

function strList(t: Table, key: string, path: string, fallback: string[]): string[] {
  const value = t[key]
  if (value === undefined) return fallback
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    throw new ConfigError(`config.toml: ${path}.${key} must be a list of strings`)
  }
  return value as string[]
}

const DURATION_UNITS: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600 }

/** Go-style durations as the CLI writes them ("1s", "60s", "1m30s"), in seconds. */
export function parseDuration(text: string): number | undefined {
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)]
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== text) return undefined
  return parts.reduce((sum, [, n, unit]) => sum + Number(n) * DURATION_UNITS[unit], 0)
}

function duration(t: Table, key: string, path: string, fallback: number): number {
  const value = t[key]
  if (value === undefined) return fallback
  const seconds = typeof value === 'string' ? parseDuration(value) : undefined
  if (seconds === undefined) throw new ConfigError(`config.toml: ${path}.${key} must be a duration such as "60s"`)
  return seconds
}

function parseAuth(root: Table): AuthConfig {
  const d = defaultAuthConfig
  const auth = table(root, 'auth', 'auth')
  const email = table(auth, 'email', 'auth.email')
  const google = table(table(auth, 'external', 'auth.external'), 'google', 'auth.external.google')
  const rateLimit = table(auth, 'rate_limit', 'auth.rate_limit')
  const limit = (key: string, fallback: number) => int(rateLimit, key, 'auth.rate_limit', fallback, 1, 1_000_000)
  const requirements = str(auth, 'password_requirements', 'auth', d.passwordRequirements)
  if (!(PASSWORD_REQUIREMENTS as readonly string[]).includes(requirements)) {
    throw new ConfigError(
      `config.toml: auth.password_requirements must be one of ${PASSWORD_REQUIREMENTS.map((r) => `"${r}"`).join(', ')}`,
    )
  }
  return {
    siteUrl: str(auth, 'site_url', 'auth', d.siteUrl),
    additionalRedirectUrls: strList(auth, 'additional_redirect_urls', 'auth', d.additionalRedirectUrls),
    jwtExpiry: int(auth, 'jwt_expiry', 'auth', d.jwtExpiry, 1, 604800),
    enableSignup: bool(auth, 'enable_signup', 'auth', d.enableSignup),
    enableRefreshTokenRotation: bool(auth, 'enable_refresh_token_rotation', 'auth', d.enableRefreshTokenRotation),
    refreshTokenReuseInterval: int(auth, 'refresh_token_reuse_interval', 'auth', d.refreshTokenReuseInterval, 0, 86400),
    minimumPasswordLength: int(auth, 'minimum_password_length', 'auth', d.minimumPasswordLength, 6, 72),
    passwordRequirements: requirements as PasswordRequirements,
    email: {
      enableSignup: bool(email, 'enable_signup', 'auth.email', d.email.enableSignup),
      enableConfirmations: bool(email, 'enable_confirmations', 'auth.email', d.email.enableConfirmations),
      doubleConfirmChanges: bool(email, 'double_confirm_changes', 'auth.email', d.email.doubleConfirmChanges),
      securePasswordChange: bool(email, 'secure_password_change', 'auth.email', d.email.securePasswordChange),
      maxFrequencySeconds: duration(email, 'max_frequency', 'auth.email', d.email.maxFrequencySeconds),
    },
    google: { enabled: bool(google, 'enabled', 'auth.external.google', d.google.enabled) },
    rateLimit: {
      emailSent: limit('email_sent', d.rateLimit.emailSent),
      signInSignUps: limit('sign_in_sign_ups', d.rateLimit.signInSignUps),
      tokenRefresh: limit('token_refresh', d.rateLimit.tokenRefresh),
      tokenVerifications: limit('token_verifications', d.rateLimit.tokenVerifications),
    },
  }
}

/** Function slugs as the CLI accepts them; `_shared` and friends are never functions. */
export const FUNCTION_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/

function parseFunctions(root: Table): Record<string, FunctionConfig> {
  const functions = table(root, 'functions', 'functions')
  const result: Record<string, FunctionConfig> = {}
  for (const name of Object.keys(functions)) {
    if (!FUNCTION_NAME.test(name)) throw new ConfigError(`config.toml: [functions.${name}] is not a valid function name`)
    const fn = table(functions, name, `functions.${name}`)
    // The CLI defaults verify_jwt to true when a function has no setting.
    result[name] = { verifyJwt: bool(fn, 'verify_jwt', `functions.${name}`, true) }
  }
  return result
}

export function parseConfig(text: string): LocalConfig {
  let root: Table
  try {
    root = parse(text) as Table
  } catch (error) {
    throw new ConfigError(`config.toml is not valid TOML: ${(error as Error).message}`)
  }
  return { auth: parseAuth(root), functions: parseFunctions(root) }
}

export async function loadConfig(path = CONFIG_PATH): Promise<LocalConfig> {
  return parseConfig(await readFile(path, 'utf8'))
}

/** verify_jwt for a function; functions without a [functions.<name>] block default to on, as in the CLI. */
export function verifiesJwt(config: LocalConfig, name: string): boolean {
  return config.functions[name]?.verifyJwt ?? true
}
