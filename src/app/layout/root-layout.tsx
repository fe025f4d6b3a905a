import { Outlet } from 'react-router-dom'
import { PromoBar } from '@/app/layout/promo-bar'
import { SiteHeader } from '@/app/layout/site-header'
import { SiteFooter } from '@/app/layout/site-footer'
import { RadialMenu } from '@/app/layout/radial-menu'
import { usePageViews } from '@/app/layout/use-page-views'
import { useNewsletterNotice } from '@/app/layout/use-newsletter-notice'
import { usePremiumSync } from '@/lib/queries/premium'
import { AuthDialog } from '@/features/auth/components/auth-dialog'
import { AuthRedirectNotice } from '@/features/auth/components/auth-redirect-notice'
import { UpgradeDialog } from '@/features/billing/components/upgrade-dialog'
import { FreeUnlockDialog } from '@/features/billing/components/free-unlock-dialog'
import { CookieBanner } from '@/features/consent/components/cookie-banner'
import { EmailPopup } from '@/features/marketing/components/email-popup'

export function RootLayout() {
  usePageViews()
  useNewsletterNotice()
  // Keeps premium in step with the server and other tabs on every page.
  usePremiumSync()
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-ember-400 focus:px-3 focus:py-2 focus:text-night-950">
        Skip to content
      </a>
      <PromoBar />
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <RadialMenu />
      <AuthDialog />
      <AuthRedirectNotice />
      <UpgradeDialog />
      <FreeUnlockDialog />
      <EmailPopup />
      <CookieBanner />
    </div>
  )
}
