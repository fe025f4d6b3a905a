// Business rules fixed in docs/architecture §5. The server enforces them; the UI only displays them.
export const PRODUCT_NAME = 'BrandQuest'
export const NAMES_PER_RUN = 8
export const FREE_GENERATIONS = 3
export const UNLOCK_CREDITS = 5
export const REVEAL_LIMIT = 4
export const PRICE_USD = 4
export const LIST_PRICE_USD = 10
export const DISCOUNT_PERCENT = 60
export const REFUND_DAYS = 30
export const IDEAS_FREE = 8
export const IDEAS_PREMIUM = 120
export const MAX_DESCRIPTION_LENGTH = 500
export const NARROW_BREAKPOINT_PX = 768
export const STICKY_CTA_SCROLL_PX = 500

export const formatPrice = (usd: number) => `$${usd.toFixed(2)}`
