// Business limits the functions enforce (architecture §5). The free allowance (3) is also counted in
// SQL by public.usage_for(); keep the two in step.
export const NAMES_PER_RUN = 8
export const REVEAL_LIMIT = 4
export const UNLOCK_CREDITS = 5
export const MAX_DESCRIPTION_LENGTH = 500
/** generate-names calls per user per minute (successful or not). */
export const GENERATE_RATE_LIMIT = { max: 10, windowSeconds: 60 }
