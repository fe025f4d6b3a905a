/**
 * The spec's localStorage keys behind one typed module. These values are UI caches and analytics
 * only: the server decides premium, credits and usage, so editing them unlocks nothing.
 */
const keys = {
  premium: 'brandquest_premium',
  freeUnlocked: 'brandquest_free_unlocked',
  freeCredits: 'brandquest_free_credits',
  freeCreditsInitial: 'brandquest_free_credits_initial',
  usageCount: 'brandquest_usage_count',
  headlineVariant: 'bq_headline_variant',
  customerEmail: 'brandquest_customer_email',
  sessionId: 'brandquest_session_id',
  seenEmailPopup: 'brandquest_seen_email_popup',
  hasVisited: 'brandquest_has_visited',
  cookieConsent: 'cookie-consent',
} as const

export type StorageKey = keyof typeof keys
export const storageKeyName = (key: StorageKey) => keys[key]

// Storage can throw (private mode, disabled cookies); the product must keep working without it.
export function readStored(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(keys[key])
  } catch {
    return null
  }
}

export function writeStored(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(keys[key], value)
  } catch {
    // ignored: see readStored
  }
}

export function removeStored(key: StorageKey): void {
  try {
    window.localStorage.removeItem(keys[key])
  } catch {
    // ignored: see readStored
  }
}

export const readStoredFlag = (key: StorageKey) => readStored(key) === 'true'

export function readStoredInt(key: StorageKey): number | null {
  const raw = readStored(key)
  if (raw === null || !/^\d+$/.test(raw)) return null
  return Number(raw)
}
