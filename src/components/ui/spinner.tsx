import { clsx } from 'clsx'

export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={clsx('inline-flex items-center', className)}>
      <span
        aria-hidden="true"
        className="h-5 w-5 animate-spin rounded-full border-2 border-aura-300 border-t-transparent"
      />
      <span className="sr-only">{label}</span>
    </span>
  )
}
