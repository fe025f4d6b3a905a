import { useId } from 'react'
import { PageShell } from '@/components/layout/page-shell'
import { Button, ButtonLink } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useAuth } from '@/lib/auth/auth-context'
import { useDialogs } from '@/lib/dialogs'
import { usePremium, usePurchase } from '@/lib/queries/premium'
import { useHistory, type HistoryEntry } from '@/features/history/api/history'
import { HistoryRun, RunGroup } from '@/features/history/components/history-entry'
import { splitRuns } from '@/features/history/split-runs'

function PremiumHistory({ entries, purchasedAt }: { entries: HistoryEntry[]; purchasedAt: string | null }) {
  const id = useId()
  const { premium, free } = splitRuns(entries, purchasedAt)
  return (
    <div className="space-y-10">
      <RunGroup id={`${id}-premium`} title="Premium" empty="No premium runs yet." entries={premium} />
      <RunGroup id={`${id}-free`} title="Free" empty="No free runs." entries={free} />
    </div>
  )
}

export function HistoryPage() {
  useDocumentTitle('History')
  const { user, loading } = useAuth()
  const { openAuth } = useDialogs()
  const history = useHistory()
  const premium = usePremium()
  const purchase = usePurchase()

  const back = (
    <ButtonLink to="/profile" variant="ghost" size="sm" className="mb-6 md:hidden">
      ← Back
    </ButtonLink>
  )

  if (loading || (user && (history.isPending || premium.loading || (premium.isPremium && purchase.isPending)))) {
    return (
      <PageShell title="Your History">
        <Spinner label="Loading your history" />
      </PageShell>
    )
  }
  if (!user) {
    return (
      <PageShell title="Your History" lead="Sign in to see the names you have generated, newest first.">
        <Button onClick={() => openAuth('login')}>Sign In</Button>
      </PageShell>
    )
  }
  if (history.isError) {
    console.warn('History load failed', history.error)
    return (
      <PageShell title="Your History">
        {back}
        <p role="alert" className="text-slate-300">
          We could not load your history. Please try again in a moment.
        </p>
      </PageShell>
    )
  }
  const entries = history.data ?? []
  return (
    <PageShell title="Your History" lead="Every run you made, newest first.">
      {back}
      {premium.isPremium ? (
        <PremiumHistory entries={entries} purchasedAt={purchase.data?.purchasedAt ?? null} />
      ) : entries.length === 0 ? (
        <p className="text-slate-300">No history yet.</p>
      ) : (
        <ol className="space-y-6">
          {entries.map((entry) => (
            <HistoryRun key={entry.id} entry={entry} level={2} />
          ))}
        </ol>
      )}
    </PageShell>
  )
}
