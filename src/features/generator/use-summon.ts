import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { toast } from 'sonner'
import { track } from '@/lib/analytics'
import { industryFor } from '@/lib/analytics-industry'
import { ApiError } from '@/lib/api-error'
import { useAuth } from '@/lib/auth/auth-context'
import { PRICE_USD } from '@/lib/constants'
import { useDialogs } from '@/lib/dialogs'
import { usageQuery, useUsage, type Usage } from '@/lib/queries/usage'
import { useGenerateNames } from '@/features/generator/api/generate-names'
import { isLocked, type NameResult } from '@/features/generator/api/types'

const hiddenCount = (names: NameResult[]) => names.filter(isLocked).length

/** The spec's 'Found N names…' with the real count, and for a free run how many of them are shown. */
function readyMessage(names: NameResult[]): string {
  const found = `Found ${names.length} names that might just be perfect.`
  const hidden = hiddenCount(names)
  if (hidden === 0) return found
  const shown = names.length - hidden
  return `${found} ${shown} ${shown === 1 ? 'is' : 'are'} revealed — unlock the rest for $${PRICE_USD}.`
}

/**
 * The generate flow (spec §4): sign up first, a description, then the server decides. One run at a
 * time per page, each with its own idempotency key, so a double click cannot spend two free runs.
 */
export function useSummon() {
  const { user } = useAuth()
  const { openAuth, openUpgrade, openFreeUnlock } = useDialogs()
  const queryClient = useQueryClient()
  const usage = useUsage()
  const generate = useGenerateNames()
  const [names, setNames] = useState<NameResult[]>([])
  // Set synchronously: a second click or Enter that lands before React re-renders the disabled
  // button finds it already set.
  const inFlight = useRef(false)

  const openUnlock = () => openUpgrade(hiddenCount(names))

  /** Out of runs: the free 5-run unlock while it is unused, the $4 paywall after. */
  const openPaywall = (current: Usage | undefined) =>
    current && !current.premium && !current.freeUnlocked ? openFreeUnlock('out-of-runs') : openUnlock()

  async function summon(description: string) {
    if (inFlight.current) return
    if (!user) return openAuth('signup')
    const trimmed = description.trim()
    if (!trimmed) {
      toast.error('Tell us more!', { description: "We need to know what you're building to find the perfect name." })
      return
    }
    if (usage.data && !usage.data.premium && (usage.data.remaining ?? 0) <= 0) return openPaywall(usage.data)
    inFlight.current = true
    // Worked out while the request is out, so the lead is reported right when the names arrive.
    const industry = industryFor(trimmed)
    try {
      const result = await generate.mutateAsync({ description: trimmed, requestId: crypto.randomUUID() })
      setNames(result.names)
      track('generate_lead', { industry: await industry })
      toast.success('Names ready!', { description: readyMessage(result.names) })
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return openAuth('login')
      if (error instanceof ApiError && error.status === 402) {
        // Our counters were stale (another tab, another device): ask the server what is left to offer.
        const fresh = await queryClient.fetchQuery(usageQuery(user.id)).catch(() => usage.data)
        return openPaywall(fresh)
      }
      if (error instanceof ApiError && (error.status === 400 || error.status === 429)) {
        toast.error('Oops!', { description: error.message })
        return
      }
      console.warn('Generation failed', error)
      toast.error('Oops!', { description: 'Something went wrong. Give it another shot?' })
    } finally {
      inFlight.current = false
    }
  }

  return { names, summon, pending: generate.isPending, openUnlock }
}
