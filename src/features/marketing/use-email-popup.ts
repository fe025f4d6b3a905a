import { useCallback, useEffect, useRef, useState } from 'react'
import { track } from '@/lib/analytics'
import { readStoredFlag, writeStored } from '@/lib/storage'

export const EMAIL_POPUP_DELAY_MS = 4000

/**
 * Spec §4: the email popup opens once, 4 s into a visitor's first visit, if they have not seen it.
 * `eligible` is false while it must wait (premium unknown or true, another dialog open, a page where
 * it would be in the way); it then opens as soon as it may. Storage is read in an effect, so the
 * prerendered HTML and the first client render agree (closed). `elapsedMs` is how long the visit had
 * lasted when the caller mounted (the popup loads after the first paint): the 4 s count from the visit.
 */
export function useEmailPopup(eligible: boolean, elapsedMs = 0): { open: boolean; close: () => void } {
  // A ref, not an effect-local: StrictMode re-runs the effect after has_visited was written.
  const firstVisit = useRef<boolean | null>(null)
  const [due, setDue] = useState(false)
  const [closed, setClosed] = useState(false)
  const open = due && eligible && !closed
  // Side effects stay out of render and state updaters (StrictMode runs those twice).
  const reported = useRef<'none' | 'opened' | 'closed'>('none')

  useEffect(() => {
    if (firstVisit.current === null) {
      firstVisit.current = !readStoredFlag('hasVisited') && !readStoredFlag('seenEmailPopup')
      writeStored('hasVisited', 'true')
    }
    if (!firstVisit.current) return
    const timer = window.setTimeout(() => setDue(true), Math.max(0, EMAIL_POPUP_DELAY_MS - elapsedMs))
    return () => window.clearTimeout(timer)
  }, [elapsedMs])

  useEffect(() => {
    if (open && reported.current === 'none') {
      reported.current = 'opened'
      track('popup_open', { trigger: 'timer' })
    }
  }, [open])

  const close = useCallback(() => {
    if (reported.current !== 'opened') return
    reported.current = 'closed'
    setClosed(true)
    writeStored('seenEmailPopup', 'true')
    track('popup_close')
  }, [])

  return { open, close }
}
