import { useEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { track } from '@/lib/analytics'
import { useAuth } from '@/lib/auth/auth-context'
import { UNLOCK_CREDITS } from '@/lib/constants'
import { useDialogs } from '@/lib/dialogs'
import { useUsage } from '@/lib/queries/usage'
import { readStoredFlag } from '@/lib/storage'

/** Spec §4: hidden once premium or unlocked (the server's word when signed in, the local cache otherwise). */
export function FreeUnlockButton({ className }: { className?: string }) {
  const { user, loading } = useAuth()
  const usage = useUsage()
  const { openAuth, openFreeUnlock } = useDialogs()
  const hidden = user
    ? usage.isPending || usage.data?.premium === true || usage.data?.freeUnlocked === true
    : loading || readStoredFlag('premium') || readStoredFlag('freeUnlocked')

  // Once per mount in which it shows: StrictMode's repeated effect finds the ref already set.
  const reported = useRef(false)
  useEffect(() => {
    if (hidden || reported.current) return
    reported.current = true
    track('free_unlock_shown')
  }, [hidden])

  if (hidden) return null
  return (
    <Button size="sm" className={className} onClick={() => (user ? openFreeUnlock() : openAuth('signup'))}>
      <span className="hidden sm:inline">Get {UNLOCK_CREDITS} free searches</span>
      <span className="sm:hidden">{UNLOCK_CREDITS} free searches</span>
    </Button>
  )
}
