// Spec §5 password rules for sign-up and reset. The server enforces the same policy
// (supabase/config.toml: minimum_password_length = 8, lower_upper_letters_digits_symbols).
export const SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>'

export const passwordRules = [
  { id: 'length', label: 'At least 8 characters', test: (p: string) => p.length >= 8 },
  { id: 'upper', label: 'One uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'lower', label: 'One lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { id: 'number', label: 'One number', test: (p: string) => /[0-9]/.test(p) },
  {
    id: 'special',
    label: `One special character (${SPECIAL_CHARACTERS})`,
    test: (p: string) => [...p].some((c) => SPECIAL_CHARACTERS.includes(c)),
  },
] as const

export const passwordMeetsRules = (password: string) => passwordRules.every((rule) => rule.test(password))
