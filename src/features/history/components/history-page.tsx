import { PageShell } from '@/components/layout/page-shell'
import { Button, ButtonLink } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useAuth } from '@/lib/auth/auth-context'
import { useDialogs } from '@/lib/dialogs'
import { useHistory, type HistoryEntry } from '@/features/history/api/history'

const timestamp = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })

function Entry({ entry }: { entry: HistoryEntry }) {
  return (
    <li className="rounded-2xl border border-night-700 bg-night-900 p-6">
      <time dateTime={entry.createdAt} className="text-xs uppercase tracking-wide text-slate-400">
        {timestamp(entry.createdAt)}
      </time>
      <h2 className="mt-1 text-lg font-semibold text-slate-100">{entry.description}</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {entry.names.map((name) => (
          <li key={name.name} className="rounded-xl bg-night-800 p-3">
            <p className="font-display text-lg text-slate-50">{name.name}</p>
            <p className="text-sm text-aura-300">{name.domain}</p>
            {name.slogan ? <p className="mt-1 text-sm italic text-slate-300">&ldquo;{name.slogan}&rdquo;</p> : null}
          </li>
        ))}
      </ul>
      {entry.lockedCount > 0 ? (
        <p className="mt-3 text-sm text-slate-400">
          {entry.lockedCount} more {entry.lockedCount === 1 ? 'name is' : 'names are'} locked. Unlock everything to reveal them.
        </p>
      ) : null}
    </li>
  )
}

export function HistoryPage() {
  useDocumentTitle('History')
  const { user, loading } = useAuth()
  const { openAuth } = useDialogs()
  const history = useHistory()

  const back = (
    <ButtonLink to="/profile" variant="ghost" size="sm" className="mb-6 md:hidden">
      ← Back
    </ButtonLink>
  )

  if (loading || (user && history.isPending)) {
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
      {entries.length === 0 ? (
        <p className="text-slate-300">No history yet.</p>
      ) : (
        <ol className="space-y-6">
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </PageShell>
  )
}
