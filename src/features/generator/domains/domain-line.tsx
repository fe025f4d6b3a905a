import { useQuery } from '@tanstack/react-query'
import { domainQuery } from '@/features/generator/domains/api/check-domains'
import { checkedNote, statusLabel } from '@/features/generator/domains/describe-status'
import { StatusBadge } from '@/features/generator/domains/status-badge'
import type { DomainResult } from '@/features/generator/domains/types'
import { useBuyRecheck } from '@/features/generator/domains/use-buy-recheck'

const linkClass = 'text-xs font-semibold text-aura-300 underline-offset-2 hover:underline'

/**
 * A domain with its state, from the per-domain cache. `initial` (from the answer that offered the
 * domain) fills the cache without a call; with no state at all, the domain is checked once.
 */
export function DomainLine({ domain, initial, className }: { domain: string; initial?: DomainResult; className?: string }) {
  const query = useQuery({ ...domainQuery(domain), initialData: initial, enabled: initial === undefined })
  const { buy, message } = useBuyRecheck(domain)
  const result = query.data
  const checking = query.isFetching || !result

  return (
    <div className={className}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="min-w-0 break-all text-sm font-medium text-slate-200">{domain}</span>
        {checking ? (
          <StatusBadge tone="checking" label="Checking…" />
        ) : (
          <StatusBadge tone={result.status} label={statusLabel(result)} note={() => checkedNote(result, Date.now())} />
        )}
        {result?.available ? (
          <a
            href={result.affiliateUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Buy ${domain}`}
            aria-disabled={checking || undefined}
            className={linkClass}
            onClick={(event) => {
              event.preventDefault()
              void buy()
            }}
          >
            Buy
          </a>
        ) : null}
        {result?.status === 'error' ? (
          <a href={result.affiliateUrl} target="_blank" rel="noopener noreferrer" aria-label={`Search registrar for ${domain}`} className={linkClass}>
            Search registrar
          </a>
        ) : null}
      </div>
      <p role="status" className="text-xs text-slate-400 empty:hidden">
        {message}
      </p>
    </div>
  )
}
