import { useEffect, useState } from 'react'
import { ButtonLink } from '@/components/ui/button'
import { track } from '@/lib/analytics'
import { STICKY_CTA_SCROLL_PX } from '@/lib/constants'

/** Past the threshold, and not while the footer shows: the bar must never cover the footer's links. */
function shouldShow(): boolean {
  if (window.scrollY <= STICKY_CTA_SCROLL_PX) return false
  const footer = document.querySelector('footer')
  return !footer || footer.getBoundingClientRect().top >= window.innerHeight
}

/**
 * Spec §2: a call to action pinned to the bottom once the visitor has scrolled past 500px. On phones
 * it sits on top of the menu bar (64px, see app/layout/radial-menu.tsx), never over it.
 */
export function StickyCta() {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const update = () => setVisible(shouldShow())
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [])
  if (!visible) return null
  return (
    <aside
      aria-label="Get started"
      className="fixed inset-x-0 bottom-16 z-30 border-t border-night-700 bg-night-900/95 px-4 py-3 backdrop-blur md:bottom-0"
    >
      <div className="mx-auto flex max-w-content items-center justify-between gap-4">
        <p className="text-sm text-slate-200 sm:text-base">
          8 names from one sentence<span className="hidden sm:inline">, each with a reason and its .com checked</span>.
        </p>
        <ButtonLink to="/generate#describe" size="sm" onClick={() => track('cta_click', { location: 'sticky', label: 'start' })}>
          Find my name
        </ButtonLink>
      </div>
    </aside>
  )
}
