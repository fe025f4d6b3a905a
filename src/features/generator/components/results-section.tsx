import { useEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { track } from '@/lib/analytics'
import { formatPrice, PRICE_USD } from '@/lib/constants'
import { isLocked, type NameResult } from '@/features/generator/api/types'
import { LockedCard, NameCard } from '@/features/generator/components/name-card'

type ResultsSectionProps = { names: NameResult[]; onUnlock: () => void }

export function ResultsSection({ names, onUnlock }: ResultsSectionProps) {
  const lockedCount = names.filter(isLocked).length
  const sectionRef = useRef<HTMLElement>(null)
  // A new run lands below the form, out of sight on a phone: bring it up. (jsdom has no scrollIntoView.)
  useEffect(() => {
    sectionRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' })
  }, [names])
  const unlock = (source: string) => {
    track('unlock_click', { source })
    onUnlock()
  }
  return (
    <section ref={sectionRef} aria-labelledby="results-heading" className="mt-16 scroll-mt-24">
      <h2 id="results-heading" className="font-display text-3xl text-slate-50">
        Names from the depths
      </h2>
      <p className="mt-2 text-sm text-slate-400">
        Each domain is checked with its registry directly (RDAP), never through a registrar&rsquo;s search, and the names
        you check are not logged. Hover or tap a badge to see when.
      </p>
      {lockedCount > 0 ? (
        <p className="mt-2 text-slate-300">
          Revealing {names.length - lockedCount} of {names.length} names • Unlock the rest for {formatPrice(PRICE_USD)}
        </p>
      ) : null}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {names.map((result, index) =>
          isLocked(result) ? (
            <LockedCard key={`locked-${index}`} index={index + 1} onUnlock={() => unlock('locked_card')} />
          ) : (
            <NameCard key={result.name} result={result} />
          ),
        )}
      </ul>
      {lockedCount > 0 ? (
        <div className="mt-8 flex flex-col items-start gap-4 rounded-2xl border border-ember-400/50 bg-night-900 p-6 sm:flex-row sm:items-center">
          <div className="flex-1">
            <h3 className="text-xl font-semibold text-ember-300">Unlock everything for $4</h3>
            <p className="mt-1 text-slate-300">
              Unlimited generations + every name revealed. Lifetime access, limited time 60% off.
            </p>
          </div>
          <Button onClick={() => unlock('unlock_card')}>Unlock now</Button>
        </div>
      ) : null}
    </section>
  )
}
