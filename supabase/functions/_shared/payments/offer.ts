// The one thing we sell (architecture §5): $4 once, list price $10.
export const PRICE_CENTS = 400
export const LIST_PRICE_CENTS = 1000
export const CURRENCY = 'usd'
export const PRODUCT_NAME = 'BrandQuest lifetime access'
export const PRODUCT_DESCRIPTION =
  'One payment, lifetime access: unlimited generations and every name revealed. List price $10, now $4 (60% off). 30-day money-back guarantee.'
/** Self-serve refunds are open this long after the purchase; after it, support decides. */
export const REFUND_WINDOW_DAYS = 30
export const SUPPORT_EMAIL = 'hello@brandquest.app'
