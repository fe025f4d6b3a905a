import type { ReactNode } from 'react'
import { clsx } from 'clsx'

type PageShellProps = { title: ReactNode; lead?: ReactNode; children?: ReactNode; className?: string }

/** Heading block + content column shared by the content pages. */
export function PageShell({ title, lead, children, className }: PageShellProps) {
  return (
    <div className={clsx('mx-auto w-full max-w-content px-4 py-12 sm:px-6 lg:py-16', className)}>
      <h1 className="font-display text-4xl font-semibold leading-tight text-ember-300 sm:text-5xl">{title}</h1>
      {lead ? <p className="mt-4 max-w-2xl text-lg text-slate-300">{lead}</p> : null}
      {children ? <div className="mt-10">{children}</div> : null}
    </div>
  )
}

export function Prose({ children }: { children: ReactNode }) {
  return (
    <div className="max-w-3xl space-y-5 leading-relaxed text-slate-300 [&_h2]:mt-10 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:text-slate-100 [&_a]:text-aura-300 [&_a]:underline [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-2">
      {children}
    </div>
  )
}
