import type { RouteObject } from 'react-router-dom'
import { RootLayout } from '@/app/layout/root-layout'
import { ErrorPage } from '@/app/error-page'
import { PageLoading } from '@/components/ui/page-loading'
import { RouteHead } from '@/components/seo/route-head'

// Every page is its own chunk; the layout and error page load with the app.
export const routes: RouteObject[] = [
  {
    element: (
      <>
        <RouteHead />
        <RootLayout />
      </>
    ),
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, lazy: () => import('@/app/routes/home') },
      { path: 'generate', lazy: () => import('@/app/routes/generate') },
      { path: 'success', lazy: () => import('@/app/routes/success') },
      { path: 'about', lazy: () => import('@/app/routes/about') },
      { path: 'privacy', lazy: () => import('@/app/routes/privacy') },
      { path: 'terms', lazy: () => import('@/app/routes/terms') },
      { path: 'naming-tips', lazy: () => import('@/app/routes/naming-tips') },
      { path: 'business-names', lazy: () => import('@/app/routes/business-names') },
      { path: 'startup-names', lazy: () => import('@/app/routes/startup-names') },
      { path: 'names/:slug', lazy: () => import('@/app/routes/idea') },
      { path: 'auth/callback', lazy: () => import('@/app/routes/auth-callback') },
      { path: 'auth/reset-password', lazy: () => import('@/app/routes/reset-password') },
      { path: 'profile', lazy: () => import('@/app/routes/profile') },
      { path: 'history', lazy: () => import('@/app/routes/history') },
      { path: '*', lazy: () => import('@/app/routes/not-found') },
    ],
  },
]
