import { useEffect } from 'react'
import { useAuth } from '@/lib/auth/auth-context'
import { useUsage } from '@/lib/queries/usage'
import { useSummon } from '@/features/generator/use-summon'
import { ResultsSection } from '@/features/generator/components/results-section'
import type { GeneratorEngine } from '@/features/generator/engine'

export type GeneratorLiveProps = { onEngine: (engine: GeneratorEngine) => void }

/**
 * The half of the generator that talks to the server (react-query, supabase-js, sonner): the runs,
 * the counters and the results. Loaded after the first paint, inside a query scope; the form it
 * serves is already there.
 */
export function GeneratorLive({ onEngine }: GeneratorLiveProps) {
  const { loading } = useAuth()
  const usage = useUsage()
  const { names, summon, pending, openUnlock } = useSummon()
  // Every render: summon closes over the current user and counters. The page keeps only what changed.
  useEffect(() => onEngine({ summon, pending, usage: usage.data, ready: !loading }))
  return names.length > 0 ? <ResultsSection names={names} onUnlock={openUnlock} /> : null
}
