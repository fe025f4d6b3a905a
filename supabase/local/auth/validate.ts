import { validationFailed } from './errors.ts'

/** GoTrue's email check (validateEmail + checkmail's format rule); returns the address lower-cased. */
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

export const MAX_EMAIL_LENGTH = 255

export function validateEmail(email: string): string {
  if (email === '') throw validationFailed('An email address is required')
  if (email.length > MAX_EMAIL_LENGTH) throw validationFailed('An email address is too long')
  if (!EMAIL_FORMAT.test(email)) throw validationFailed('Unable to validate email address: invalid format')
  return email.toLowerCase()
}
