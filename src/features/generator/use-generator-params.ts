import { useEffect, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { track } from '@/lib/analytics'

export type Utm = { source?: string; medium?: string; campaign?: string }

/** Reads /generate's query: upgrade=1 opens the upgrade dialog; utm_* are kept for analytics. */
export function useGeneratorParams() {
  const [params] = useSearchParams()
  const upgrade = params.get('upgrade') === '1'
  const source = params.get('utm_source') ?? undefined
  const medium = params.get('utm_medium') ?? undefined
  const campaign = params.get('utm_campaign') ?? undefined
  const utm = useMemo<Utm>(() => ({ source, medium, campaign }), [source, medium, campaign])

  useEffect(() => {
    if (utm.medium === 'email' && utm.source === 'onboarding') {
      track('email_onboarding_arrival', { source: utm.source, label: utm.campaign })
    }
  }, [utm])

  return { upgrade, utm }
}
