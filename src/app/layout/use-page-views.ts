import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { trackPageView } from '@/lib/analytics'
import { QUIET_REPLACE } from '@/app/layout/quiet-replace'

const isQuietReplace = (state: unknown) =>
  typeof state === 'object' && state !== null && 'quietReplace' in state && state.quietReplace === QUIET_REPLACE.quietReplace

/**
 * Spec §2: every route change pushes page_view and scrolls to the top. Child effects run before
 * this one, so the new page's document.title is already set when the event is pushed. The key
 * guard keeps StrictMode's repeated effects from counting one visit twice.
 */
export function usePageViews() {
  const location = useLocation()
  const lastKey = useRef<string | null>(null)
  useEffect(() => {
    if (lastKey.current === location.key) return
    lastKey.current = location.key
    if (isQuietReplace(location.state)) return
    window.scrollTo(0, 0)
    trackPageView(location.pathname + location.search, document.title)
  }, [location])
}
