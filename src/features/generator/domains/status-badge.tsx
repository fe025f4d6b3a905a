import { useEffect, useId, useRef, useState, type CSSProperties } from 'react'
import { cn } from '@/lib/cn'

export type BadgeTone = 'available' | 'taken' | 'premium' | 'error' | 'checking' | 'locked'

const tones: Record<BadgeTone, { className: string; icon: string }> = {
  available: { className: 'border-emerald-400/60 bg-emerald-400/10 text-emerald-300', icon: '✓' },
  taken: { className: 'border-rose-400/50 bg-rose-400/10 text-rose-300', icon: '✕' },
  premium: { className: 'border-ember-400/60 bg-ember-400/10 text-ember-300', icon: '★' },
  error: { className: 'border-slate-500 bg-night-800 text-slate-300', icon: '!' },
  checking: { className: 'border-aura-400/50 bg-aura-400/10 text-aura-300', icon: '…' },
  locked: { className: 'border-ember-400/60 bg-night-800 text-ember-300', icon: '★' },
}

const TOOLTIP_WIDTH = 256

/**
 * The state pill. With a `note` it is a button whose tooltip (hover, focus or tap) says where and
 * when the state came from. The tooltip is fixed to the viewport so a scrolling panel cannot clip it.
 */
export function StatusBadge({ tone, label, note }: { tone: BadgeTone; label: string; note?: () => string }) {
  const tooltipId = useId()
  const ref = useRef<HTMLButtonElement>(null)
  const [position, setPosition] = useState<CSSProperties | null>(null)
  const open = position !== null
  const close = () => setPosition(null)
  const show = () => {
    const rect = ref.current?.getBoundingClientRect()
    if (!rect) return
    const left = Math.max(8, Math.min(rect.left, window.innerWidth - TOOLTIP_WIDTH - 8))
    setPosition({ top: rect.bottom + 6, left, maxWidth: TOOLTIP_WIDTH })
  }
  useEffect(() => {
    if (!open) return
    // A fixed tooltip would float away from its badge: scrolling closes it instead.
    window.addEventListener('scroll', close, true)
    return () => window.removeEventListener('scroll', close, true)
  }, [open])

  const pill = cn('inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold', tones[tone].className)
  const content = (
    <>
      <span aria-hidden="true">{tones[tone].icon}</span>
      {label}
    </>
  )
  if (!note) return <span className={pill}>{content}</span>
  return (
    <>
      <button
        ref={ref}
        type="button"
        className={cn(pill, 'cursor-help focus-visible:outline focus-visible:outline-2 focus-visible:outline-aura-300')}
        aria-describedby={tooltipId}
        onMouseEnter={show}
        onMouseLeave={close}
        onFocus={show}
        onBlur={close}
        onClick={() => (open ? close() : show())}
        onKeyDown={(event) => event.key === 'Escape' && close()}
      >
        {content}
      </button>
      <span
        id={tooltipId}
        role="tooltip"
        hidden={!open}
        style={position ?? undefined}
        className="fixed z-50 rounded-lg border border-night-600 bg-night-950 px-3 py-2 text-xs font-normal text-slate-200 shadow-lg"
      >
        {note()}
      </span>
    </>
  )
}
