import { describe, expect, it } from 'vitest'
import { WeakPasswordError } from './errors.ts'
import { assertAcceptablePassword, checkPasswordStrength, hashPassword, verifyPassword } from './passwords.ts'

describe('password policy', () => {
  it('accepts a password meeting length and character rules', () => {
    expect(checkPasswordStrength('Abcdef12', { minimumPasswordLength: 8, passwordRequirements: 'lower_upper_letters_digits' })).toBeUndefined()
  })

  it('reports length with the configured minimum', () => {
    expect(checkPasswordStrength('abc', { minimumPasswordLength: 6, passwordRequirements: '' })).toEqual({
      message: 'Password should be at least 6 characters.',
      reasons: ['length'],
    })
  })

  it('reports missing character classes, listing every required set', () => {
    const weakness = checkPasswordStrength('abcdefgh', { minimumPasswordLength: 6, passwordRequirements: 'letters_digits' })
    expect(weakness?.reasons).toEqual(['characters'])
    expect(weakness?.message).toBe(
      'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
    )
  })

  it('reports both reasons together, length first', () => {
    const weakness = checkPasswordStrength('ab', { minimumPasswordLength: 8, passwordRequirements: 'lower_upper_letters_digits_symbols' })
    expect(weakness?.reasons).toEqual(['length', 'characters'])
    expect(weakness?.message).toMatch(/^Password should be at least 8 characters\. Password should contain/)
  })

  it('needs a symbol only for the symbols requirement', () => {
    const policy = { minimumPasswordLength: 6, passwordRequirements: 'lower_upper_letters_digits_symbols' as const }
    expect(checkPasswordStrength('Abcdef12', policy)?.reasons).toEqual(['characters'])
    expect(checkPasswordStrength('Abcdef12!', policy)).toBeUndefined()
  })

  it('counts bytes like GoTrue, so multi-byte characters count more than once', () => {
    expect(checkPasswordStrength('ééé', { minimumPasswordLength: 6, passwordRequirements: '' })).toBeUndefined()
  })

  it('throws weak_password with reasons, and refuses passwords bcrypt would truncate', () => {
    const policy = { minimumPasswordLength: 6, passwordRequirements: '' as const }
    expect(() => assertAcceptablePassword('abc', policy)).toThrow(WeakPasswordError)
    expect(() => assertAcceptablePassword('x'.repeat(73), policy)).toThrow(/longer than 72/)
    expect(() => assertAcceptablePassword('x'.repeat(72), policy)).not.toThrow()
  })
})

describe('password hashing', () => {
  it('hashes with bcrypt and verifies only the right password', async () => {
    const hash = await hashPassword('s3cret-Pass')
    expect(hash).toMatch(/^\$2[aby]\$10\$/)
    expect(await verifyPassword('s3cret-Pass', hash)).toBe(true)
    expect(await verifyPassword('wrong', hash)).toBe(false)
  })

  it('never matches a missing or unreadable hash', async () => {
    expect(await verifyPassword('x', null)).toBe(false)
    expect(await verifyPassword('x', '')).toBe(false)
    expect(await verifyPassword('x', 'not-a-bcrypt-hash')).toBe(false)
  })
})
