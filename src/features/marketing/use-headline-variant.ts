import { useState } from 'react'
import { readStored, writeStored } from '@/lib/storage'
import { track } from '@/lib/analytics'
import type { HeadlineVariant } from '@/features/marketing/content'

/** A/B headline (spec §4): chosen 50/50 once per browser and kept in storage. */
export function useHeadlineVariant(random: () => number = Math.random): HeadlineVariant {
  const [variant] = useState<HeadlineVariant>(() => {
    const stored = readStored('headlineVariant')
    if (stored === 'a' || stored === 'b') return stored
    const chosen: HeadlineVariant = random() < 0.5 ? 'a' : 'b'
    writeStored('headlineVariant', chosen)
    track('headline_variant', { variant: chosen })
    return chosen
  })
  return variant
}
