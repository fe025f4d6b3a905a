import { useId, type ReactNode } from 'react'

export function Card({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section id={id} aria-labelledby={headingId} className="rounded-2xl border border-night-700 bg-night-900 p-6">
      <h2 id={headingId} className="mb-4 text-lg font-semibold text-slate-50">
        {title}
      </h2>
      {children}
    </section>
  )
}
