import { toast } from 'sonner'
import type { RevealedName } from '@/features/generator/api/types'
import { DomainLine } from '@/features/generator/domains/domain-line'
import { LockedDomains } from '@/features/generator/domains/locked-domains'
import { MoreDomainsPanel } from '@/features/generator/domains/more-domains-panel'

async function copy(name: string) {
  try {
    await navigator.clipboard.writeText(name)
    toast.success('Got it! Name copied to your clipboard.')
  } catch {
    toast.error('Copy failed', { description: 'Your browser did not allow copying. Select the name instead.' })
  }
}

export function NameCard({ result }: { result: RevealedName }) {
  return (
    <li className="flex flex-col rounded-2xl border border-night-700 bg-night-900 p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-display text-2xl font-semibold text-slate-50">{result.name}</h3>
        <button
          type="button"
          onClick={() => void copy(result.name)}
          aria-label={`Copy ${result.name}`}
          className="rounded-lg p-1.5 text-slate-400 hover:bg-night-700 hover:text-slate-100"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
            <rect x="9" y="9" width="11" height="11" rx="2" />
            <path d="M5 15V5a2 2 0 0 1 2-2h10" />
          </svg>
        </button>
      </div>
      <DomainLine domain={result.domain} initial={result.domainStatus} className="mt-1" />
      {result.slogan ? <p className="mt-3 italic text-slate-200">&ldquo;{result.slogan}&rdquo;</p> : null}
      {result.rationale ? <p className="mt-3 text-sm text-slate-400">{result.rationale}</p> : null}
      <div className="mt-auto">
        <MoreDomainsPanel name={result.name} />
      </div>
    </li>
  )
}

export function LockedCard({ index, onUnlock }: { index: number; onUnlock: () => void }) {
  return (
    <li className="flex flex-col rounded-2xl border border-night-700 bg-night-900 p-5" aria-label={`Locked name ${index}`}>
      <div className="relative">
        {/* Placeholder shapes only: the real name never left the server. */}
        <div aria-hidden="true" className="space-y-3 blur-[2px]">
          <div className="h-7 w-2/3 rounded bg-night-700" />
          <div className="h-4 w-1/3 rounded bg-night-700" />
          <div className="h-4 w-5/6 rounded bg-night-800" />
        </div>
        <div className="absolute inset-0 flex items-center justify-center">
          <button
            type="button"
            onClick={onUnlock}
            className="rounded-full bg-ember-400 px-4 py-2 text-sm font-semibold text-night-950 hover:bg-ember-300"
          >
            Unlock
          </button>
        </div>
      </div>
      <div className="mt-auto">
        <LockedDomains onUnlock={onUnlock} />
      </div>
    </li>
  )
}
