import type { HistoryEntry } from '@/features/history/api/history'

const timestamp = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/** One run; `level` keeps the outline right whether the runs sit under group headings or not. */
export function HistoryRun({ entry, level }: { entry: HistoryEntry; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <li className="rounded-2xl border border-night-700 bg-night-900 p-5 sm:p-6">
      <time dateTime={entry.createdAt} className="text-xs uppercase tracking-wide text-slate-400">
        {timestamp(entry.createdAt)}
      </time>
      <Heading className="mt-1 break-words text-lg font-semibold text-slate-100">{entry.description}</Heading>
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

/** A titled group of runs (premium history's 'Premium' and 'Free'). */
export function RunGroup({ id, title, empty, entries }: { id: string; title: string; empty: string; entries: HistoryEntry[] }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="font-display text-2xl text-slate-50">
        {title}
      </h2>
      {entries.length === 0 ? (
        <p className="text-slate-300">{empty}</p>
      ) : (
        <ol className="space-y-6">
          {entries.map((entry) => (
            <HistoryRun key={entry.id} entry={entry} level={3} />
          ))}
        </ol>
      )}
    </section>
  )
}
