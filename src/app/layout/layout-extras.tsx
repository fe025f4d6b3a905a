import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { QueryScope } from '@/app/query-scope'
import { setKnownPremium } from '@/app/layout/premium-flag'
import { useNewsletterNotice } from '@/app/layout/use-newsletter-notice'
import { useAuth } from '@/lib/auth/auth-context'
import { usePremium, usePremiumSync } from '@/lib/queries/premium'
import { AuthDialog } from '@/features/auth/components/auth-dialog'
import { AuthRedirectNotice } from '@/features/auth/components/auth-redirect-notice'
import { UpgradeDialog } from '@/features/billing/components/upgrade-dialog'
import { FreeUnlockDialog } from '@/features/billing/components/free-unlock-dialog'
import { EmailPopup } from '@/features/marketing/components/email-popup'

/** Tells the promo bar (in the first render, without react-query) what the server says. */
function PremiumFlag() {
  const { isPremium, loading } = usePremium()
  useEffect(() => {
    if (!loading) setKnownPremium(isPremium)
  }, [isPremium, loading])
  return null
}

/** Another account's cached server state must never show once the user changes. */
function useQueriesFollowUser() {
  const queryClient = useQueryClient()
  const { user, loading } = useAuth()
  const userId = useRef<string | null | undefined>(undefined)
  useEffect(() => {
    if (loading) return
    const next = user?.id ?? null
    // SIGNED_IN also fires when a tab regains focus; the same user keeps their cache.
    if (userId.current !== undefined && userId.current !== next) void queryClient.invalidateQueries()
    userId.current = next
  }, [user, loading, queryClient])
}

function Extras() {
  useNewsletterNotice()
  // Keeps premium in step with the server and other tabs on every page.
  usePremiumSync()
  useQueriesFollowUser()
  return (
    <>
      <PremiumFlag />
      <AuthDialog />
      <AuthRedirectNotice />
      <UpgradeDialog />
      <FreeUnlockDialog />
      <EmailPopup />
    </>
  )
}

/**
 * The layout's parts that no page needs to paint: the dialogs (Radix), the email popup, premium
 * syncing and notices. Loaded after the first paint by RootLayout.
 */
export function LayoutExtras() {
  return (
    <QueryScope>
      <Extras />
    </QueryScope>
  )
}
