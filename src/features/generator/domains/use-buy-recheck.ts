import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { domainQuery } from '@/features/generator/domains/api/check-domains'
import type { DomainResult } from '@/features/generator/domains/types'

function refusal(fresh: DomainResult): string {
  if (fresh.status === 'taken') return `${fresh.domain} was registered since it was checked: it is no longer available.`
  return `Could not confirm that ${fresh.domain} is still free (${fresh.reason || 'the check failed'}). Try the registrar's search.`
}

/**
 * "Buy" for a domain shown as free: availability is a snapshot, so ask the registry again first and
 * only then open the registrar, in a new tab without a handle back to this page.
 */
export function useBuyRecheck(domain: string) {
  const queryClient = useQueryClient()
  const [message, setMessage] = useState('')
  const busy = useRef(false)

  async function buy() {
    // A double click must not open the registrar twice.
    if (busy.current) return
    busy.current = true
    setMessage(`Checking ${domain} again before you go…`)
    try {
      // staleTime 0: whatever the cache holds, this asks the server afresh (and updates every badge of it).
      const fresh = await queryClient.fetchQuery({ ...domainQuery(domain), staleTime: 0 })
      if (fresh.status === 'available' || fresh.status === 'premium') {
        setMessage('')
        window.open(fresh.affiliateUrl, '_blank', 'noopener,noreferrer')
      } else {
        setMessage(refusal(fresh))
      }
    } finally {
      busy.current = false
    }
  }

  return { buy, message }
}
