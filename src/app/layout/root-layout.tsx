import { Outlet } from 'react-router-dom'
import { Deferred } from '@/app/deferred'
import { PromoBar } from '@/app/layout/promo-bar'
import { SiteHeader } from '@/app/layout/site-header'
import { SiteFooter } from '@/app/layout/site-footer'
import { RadialMenu } from '@/app/layout/radial-menu'
import { usePageViews } from '@/app/layout/use-page-views'
import { CookieBanner } from '@/features/consent/components/cookie-banner'

const loadExtras = () => import('@/app/layout/layout-extras').then(({ LayoutExtras }) => LayoutExtras)

export function RootLayout() {
  usePageViews()
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
      <CookieBanner />
      <Deferred load={loadExtras} />
    </div>
  )
}
