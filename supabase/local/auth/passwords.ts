import bcrypt from 'bcryptjs'
import type { AuthConfig, PasswordRequirements } from './config.ts'
import { WeakPasswordError, validationFailed } from './errors.ts'

/** GoTrue's bcrypt cost (Go's bcrypt.DefaultCost); about 65 ms per hash here, fine for a dev stack. */
export const BCRYPT_COST = 10

/** bcrypt ignores bytes past 72, so longer passwords would be silently truncated; GoTrue refuses them. */
export const MAX_PASSWORD_BYTES = 72

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST)
}

/** False for users without a password (OAuth-only) and for hashes bcryptjs cannot read. */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash || !password) return false
  try {
    return await bcrypt.compare(password, hash)
  } catch {
    return false
  }
}

const LOWER = 'abcdefghijklmnopqrstuvwxyz'
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const DIGITS = '0123456789'
const SYMBOLS = '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~'

/** The character sets each `password_requirements` value demands one character from (as GoTrue). */
export const REQUIRED_CHARACTER_SETS: Record<PasswordRequirements, string[]> = {
  '': [],
  letters_digits: [LOWER + UPPER, DIGITS],
  lower_upper_letters_digits: [LOWER, UPPER, DIGITS],
  lower_upper_letters_digits_symbols: [LOWER, UPPER, DIGITS, SYMBOLS],
}

export interface PasswordWeakness {
  message: string
  reasons: string[]
}

type PasswordPolicy = Pick<AuthConfig, 'minimumPasswordLength' | 'passwordRequirements'>

/** The policy check GoTrue runs on signup and password change; undefined when the password passes. */
export function checkPasswordStrength(password: string, policy: PasswordPolicy): PasswordWeakness | undefined {
  const reasons: string[] = []
  const messages: string[] = []
  // GoTrue measures bytes (Go's len), so a multi-byte character counts for more than one.
  if (Buffer.byteLength(password) < policy.minimumPasswordLength) {
    reasons.push('length')
    messages.push(`Password should be at least ${policy.minimumPasswordLength} characters.`)
  }
  const sets = REQUIRED_CHARACTER_SETS[policy.passwordRequirements] ?? []
  if (sets.some((set) => ![...password].some((c) => set.includes(c)))) {
    reasons.push('characters')
    messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`)
  }
  return reasons.length ? { message: messages.join(' '), reasons } : undefined
}

/** Throws GoTrue's errors for a password that may not be set. */
export function assertAcceptablePassword(password: string, policy: PasswordPolicy): void {
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`)
  }
  const weakness = checkPasswordStrength(password, policy)
  if (weakness) throw new WeakPasswordError(weakness.message, weakness.reasons)
}
