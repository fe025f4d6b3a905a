import { useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'

export type Utm = { source?: string; medium?: string; campaign?: string }

/** Reads /generate's query: upgrade=1 opens the upgrade dialog; utm_* are kept for analytics (lib/analytics remembers them per session from the page view). */
export function useGeneratorParams() {
  const [params] = useSearchParams()
  const upgrade = params.get('upgrade') === '1'
  const source = params.get('utm_source') ?? undefined
  const medium = params.get('utm_medium') ?? undefined
  const campaign = params.get('utm_campaign') ?? undefined
  const utm = useMemo<Utm>(() => ({ source, medium, campaign }), [source, medium, campaign])

  return { upgrade, utm }
}
