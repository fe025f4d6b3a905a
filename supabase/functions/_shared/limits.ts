// Business limits the functions enforce (architecture §5). The free allowance (3) is also counted in
// SQL by public.usage_for(); keep the two in step.
export const NAMES_PER_RUN = 8
export const REVEAL_LIMIT = 4
export const UNLOCK_CREDITS = 5
export const MAX_DESCRIPTION_LENGTH = 500
/** generate-names calls per user per minute (successful or not). */
export const GENERATE_RATE_LIMIT = { max: 10, windowSeconds: 60 }
/**
 * Emails the functions send on a caller's behalf (newsletter confirmations, the free-unlock notice),
 * so nobody can use us to mail strangers. Both maxima can be changed by env (see env.ts).
 */
export const EMAIL_RATE_LIMITS = {
  perIp: { max: 5, windowSeconds: 3600 },
  perRecipient: { max: 1, windowSeconds: 86_400 },
}
/** How long a newsletter confirmation link works. */
export const NEWSLETTER_TOKEN_TTL_SECONDS = 7 * 86_400
