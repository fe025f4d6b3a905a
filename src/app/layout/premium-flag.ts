import { useSyncExternalStore } from 'react'

// Whether the server has said this visitor is premium. The promo bar (in every page's first render)
// reads it here, so it needs neither react-query nor supabase-js; the layout's deferred part
// (layout-extras.tsx) writes it once premium is known.
//
// Before that, the prerendered bar is hidden by CSS when <html> has PREMIUM_ATTRIBUTE, which
// src/prerender/page-html.ts's guard script sets from the premium cache before the first paint:
// a returning member never sees the offer flash.

export const PREMIUM_ATTRIBUTE = 'data-premium'

let premium = false
const listeners = new Set<() => void>()

export function setKnownPremium(value: boolean): void {
  document.documentElement.toggleAttribute(PREMIUM_ATTRIBUTE, value)
  if (value === premium) return
  premium = value
  listeners.forEach((listener) => listener())
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** True once the server has said premium; false while unknown and for everyone else. */
export const useKnownPremium = () =>
  useSyncExternalStore(
    subscribe,
    () => premium,
    () => false,
  )
