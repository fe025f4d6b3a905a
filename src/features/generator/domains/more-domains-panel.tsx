import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { checkDomains, moreDomainsQuery, seedDomainResults, type DomainCheckAnswer } from '@/features/generator/domains/api/check-domains'
import { domainKeys } from '@/features/generator/domains/api/keys'
import { DomainLine } from '@/features/generator/domains/domain-line'
import { MORE_DOMAINS_TLDS } from '@/features/generator/domains/tlds'

/**
 * The name as a domain label, as the server builds its .com (compactName in the naming engine):
 * "&" written "and", then lower case letters, digits and hyphens only ("Pipe & Pasture" → pipeandpasture).
 */
export const domainLabel = (name: string) => name.replace(/&/g, 'and').toLowerCase().replace(/[^a-z0-9-]/g, '')

function PanelBody({ base }: { base: string }) {
  const queryClient = useQueryClient()
  const domains = MORE_DOMAINS_TLDS.map((tld) => `${base}.${tld}`)
  const query = useQuery(moreDomainsQuery(queryClient, base, domains))
  if (query.isPending) return <Spinner label={`Checking ${domains.length} domains`} className="p-2" />
  if (query.isError) {
    return (
      <div className="space-y-2 p-2 text-sm text-slate-300">
        <p>Could not check more domains: {query.error.message}</p>
        <button type="button" onClick={() => void query.refetch()} className="font-semibold text-aura-300 hover:underline">
          Try again
        </button>
      </div>
    )
  }
  if (query.data.answered.length === 0) return <p className="p-2 text-sm text-slate-400">No results</p>
  return (
    <>
      <ul className="divide-y divide-night-800">
        {query.data.results.map((result) => (
          <li key={result.domain} className="px-1 py-1.5">
            <DomainLine domain={result.domain} initial={result} />
          </li>
        ))}
      </ul>
      <AskAgain base={base} answer={query.data} />
    </>
  )
}

/**
 * When many people check at once, registries answer some extensions after the server's budget and
 * those rows say error. One click asks again for just those; the answers update the rows and the panel.
 */
function AskAgain({ base, answer }: { base: string; answer: DomainCheckAnswer }) {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const unanswered = answer.results.filter((result) => result.status === 'error').map((result) => result.domain)
  if (unanswered.length === 0) return null
  const askAgain = async () => {
    setBusy(true)
    try {
      const again = await checkDomains(unanswered)
      seedDomainResults(queryClient, again.answered)
      const fresh = new Map(again.answered.map((result) => [result.domain, result]))
      queryClient.setQueryData<DomainCheckAnswer>(domainKeys.more(base), {
        results: answer.results.map((result) => fresh.get(result.domain) ?? result),
        answered: [...answer.answered, ...again.answered],
      })
    } catch {
      // The rows keep saying error, each with its buy link; the button stays for another try.
    } finally {
      setBusy(false)
    }
  }
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void askAgain()}
      className="mt-2 px-1 text-sm font-semibold text-aura-300 hover:underline disabled:opacity-60"
    >
      {busy ? 'Checking…' : `Check the ${unanswered.length} unanswered again`}
    </button>
  )
}

/**
 * Other extensions for a name. Nothing is checked until the first expand; then one call asks about
 * all of them, and collapsing and expanding again reuses that answer.
 */
export function MoreDomainsPanel({ name }: { name: string }) {
  const [expanded, setExpanded] = useState(false)
  const [opened, setOpened] = useState(false)
  const panelId = useId()
  const base = domainLabel(name)
  return (
    <div className="mt-4 border-t border-night-700 pt-3">
      <button
        type="button"
        aria-label={`More domains for ${name}`}
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => {
          setExpanded((value) => !value)
          setOpened(true)
        }}
        className="flex w-full items-center justify-between text-sm font-semibold text-slate-300 hover:text-aura-300"
      >
        <span>More domains</span>
        <span aria-hidden="true" className={expanded ? 'rotate-180' : undefined}>
          ▾
        </span>
      </button>
      <div id={panelId} hidden={!expanded} className="mt-2 max-h-[200px] overflow-y-auto rounded-lg bg-night-950/60">
        {opened ? base ? <PanelBody base={base} /> : <p className="p-2 text-sm text-slate-400">No results</p> : null}
      </div>
    </div>
  )
}
