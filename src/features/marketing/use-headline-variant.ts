import { useSyncExternalStore } from 'react'
import { readStored, writeStored } from '@/lib/storage'
import { track } from '@/lib/analytics'
import type { HeadlineVariant } from '@/features/marketing/content'

const noSubscription = () => () => undefined

/**
 * A/B headline (spec §4): chosen 50/50 once per browser and kept in storage. The prerendered home
 * page (and hydration) shows variant 'a'; the browser's own variant replaces it right after, so the
 * server never guesses and hydration never mismatches.
 */
export function useHeadlineVariant(random: () => number = Math.random): HeadlineVariant {
  return useSyncExternalStore(noSubscription, () => chooseVariant(random), () => 'a')
}

function chooseVariant(random: () => number): HeadlineVariant {
  const stored = readStored('headlineVariant')
  if (stored === 'a' || stored === 'b') return stored
  const chosen: HeadlineVariant = random() < 0.5 ? 'a' : 'b'
  // Stored before it is reported, so the repeated snapshot reads of one render report it once.
  writeStored('headlineVariant', chosen)
  track('headline_variant', { variant: chosen })
  return chosen
}
