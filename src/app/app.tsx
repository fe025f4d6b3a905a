import { BrowserRouter, useLocation, useRoutes } from 'react-router-dom'
import { AppProviders } from '@/app/providers'
import { AppErrorBoundary } from '@/app/app-error-boundary'
import { routes } from '@/app/routes'

/** The route table rendered at the current location, behind the app's error boundary. */
export function AppRoutes() {
  const { pathname } = useLocation()
  const element = useRoutes(routes)
  return <AppErrorBoundary pathname={pathname}>{element}</AppErrorBoundary>
}

// The declarative router: the data router's code (loaders, actions, fetchers) would add about
// 16 KB gzip to every page's first load, and no route uses it.
export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  )
}
