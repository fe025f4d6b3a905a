import { useEffect, type RefObject } from 'react'

/**
 * Publishes where the sticky header ends as `--header-bottom` on <html>. The toaster sits just below
 * it, so a toast never covers the header, whether the promo bar above has scrolled away, is hidden
 * for a premium member, or wraps on a narrow phone.
 */
export function useHeaderBottom(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current
    if (!element) return
    const root = document.documentElement
    const update = () => root.style.setProperty('--header-bottom', `${Math.round(element.getBoundingClientRect().bottom)}px`)
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    // The promo bar coming or going moves the header without a scroll or a resize of the window.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update)
    observer?.observe(document.body)
    return () => {
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
      observer?.disconnect()
    }
  }, [header])
}
