import type { Usage } from '@/lib/queries/usage'

/** Spec §2 counters, for non-premium users only. */
export function UsageCounter({ usage }: { usage: Usage }) {
  if (usage.premium || usage.limit === null) return null
  const remaining = usage.remaining ?? 0
  return (
    <div className="mt-3 text-center text-sm" aria-live="polite">
      <p className="font-semibold text-aura-300">
        {remaining} {remaining === 1 ? 'incantation' : 'incantations'} remaining
      </p>
      {usage.used > 0 ? (
        <p className="text-slate-400">
          Used {usage.used} of {usage.limit} free generations
        </p>
      ) : null}
    </div>
  )
}
