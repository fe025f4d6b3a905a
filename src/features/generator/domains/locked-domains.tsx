import { StatusBadge } from '@/features/generator/domains/status-badge'

/**
 * A locked card's domain row and panel. The name never reached the browser, so there is nothing to
 * check and no call is made: the badge says 'Premium Feature' and the panel leads to the unlock.
 */
export function LockedDomains({ onUnlock }: { onUnlock: () => void }) {
  return (
    <div className="mt-4 space-y-3 border-t border-night-700 pt-3">
      <StatusBadge tone="locked" label="Premium Feature" />
      <button
        type="button"
        onClick={onUnlock}
        aria-label="More domains: unlock to see this name and its domains"
        className="flex w-full items-center justify-between text-sm font-semibold text-slate-400 hover:text-ember-300"
      >
        <span>More domains</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
        </svg>
      </button>
    </div>
  )
}
