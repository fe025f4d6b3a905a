import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom'
import { AppProviders } from '@/app/providers'
import { routes } from '@/app/routes'

/**
 * Loads the current URL's lazy route modules before the router starts, so a prerendered page
 * hydrates into the same markup instead of flashing the loading fallback first.
 */
export async function createAppRouter() {
  const matches = matchRoutes(routes, window.location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const module = await route.lazy()
      Object.assign(route, { ...module, lazy: undefined })
    }),
  )
  return createBrowserRouter(routes)
}

export function App({ router }: { router: Awaited<ReturnType<typeof createAppRouter>> }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  )
}
