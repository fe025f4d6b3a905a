import type { HistoryEntry } from '@/features/history/api/history'

/**
 * Premium history: runs made on or after the purchase, and the free runs before it. Without a known
 * purchase time (a customer granted by hand) every run counts as premium.
 */
export function splitRuns(entries: HistoryEntry[], purchasedAt: string | null) {
  const boundary = purchasedAt ? Date.parse(purchasedAt) : Number.NEGATIVE_INFINITY
  const premium = entries.filter((entry) => Date.parse(entry.createdAt) >= boundary)
  const free = entries.filter((entry) => Date.parse(entry.createdAt) < boundary)
  return { premium, free }
}
