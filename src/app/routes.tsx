import { matchRoutes, type RouteObject } from 'react-router-dom'
import { RootLayout } from '@/app/layout/root-layout'
import { ErrorPage } from '@/app/error-page'
import { Deferred } from '@/app/deferred'
import { lazyPage, type LazyPage } from '@/app/lazy-page'

const page = (path: string | undefined, load: Parameters<typeof lazyPage>[0]): RouteObject => {
  const lazy = lazyPage(load)
  const handle: RouteHandle = { preload: lazy.preload }
  return path === undefined ? { index: true, element: lazy.element, handle } : { path, element: lazy.element, handle }
}

type RouteHandle = { preload: LazyPage['preload'] }

// The prerendered page already has its head; RouteHead keeps it right as the SPA navigates, so it
// (and the head data of every public page) loads after the first paint.
const loadRouteHead = () => import('@/components/seo/route-head').then(({ RouteHead }) => RouteHead)

// Every page is its own chunk; the layout loads with the app. The table works both in the browser's
// declarative router (main.tsx: no data-router code ships) and in data routers (tests).
export const routes: RouteObject[] = [
  {
    element: (
      <>
        <Deferred load={loadRouteHead} />
        <RootLayout />
      </>
    ),
    errorElement: <ErrorPage />,
    children: [
      page(undefined, () => import('@/app/routes/home')),
      page('generate', () => import('@/app/routes/generate')),
      page('success', () => import('@/app/routes/success')),
      page('about', () => import('@/app/routes/about')),
      page('privacy', () => import('@/app/routes/privacy')),
      page('terms', () => import('@/app/routes/terms')),
      page('naming-tips', () => import('@/app/routes/naming-tips')),
      page('business-names', () => import('@/app/routes/business-names')),
      page('startup-names', () => import('@/app/routes/startup-names')),
      page('names/:slug', () => import('@/app/routes/idea')),
      page('auth/callback', () => import('@/app/routes/auth-callback')),
      page('auth/reset-password', () => import('@/app/routes/reset-password')),
      page('profile', () => import('@/app/routes/profile')),
      page('history', () => import('@/app/routes/history')),
      page('*', () => import('@/app/routes/not-found')),
    ],
  },
]

/** Loads the page module(s) of `pathname`, so the first render needs no Suspense fallback. */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? []
  await Promise.all(matches.map(({ route }) => (route.handle as RouteHandle | undefined)?.preload()))
}
