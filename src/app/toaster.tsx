import { useEffect } from 'react'
import { Toaster } from 'sonner'
import { toasterMounted } from '@/app/toaster-ready'

// Toasts go just below the sticky header (site-header publishes where it ends), so they never hide
// the navigation or the account menu. The bottom is no better: on phones the Summon button sits
// there on /generate, and the mobile menu bar takes the last 64 px. The fallback is the header's
// bottom with the promo bar above it.
const TOAST_TOP = 'calc(var(--header-bottom, 101px) + 8px)'

export function AppToaster() {
  // Runs after the Toaster's own effects, so it is listening by then.
  useEffect(toasterMounted, [])
  return (
    <Toaster
      theme="dark"
      position="top-right"
      offset={{ top: TOAST_TOP, right: 24 }}
      mobileOffset={{ top: TOAST_TOP, left: 12, right: 12 }}
      richColors
      closeButton
    />
  )
}
