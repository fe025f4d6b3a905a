import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { Toaster } from 'sonner'
import { provideIndustries } from '@/lib/analytics-industry'
import { AuthProvider } from '@/lib/auth/auth-context'
import { DialogsProvider } from '@/lib/dialogs'

// Toasts go just below the sticky header (site-header publishes where it ends), so they never hide
// the navigation or the account menu. The bottom is no better: on phones the Summon button sits
// there on /generate, and the mobile menu bar takes the last 64 px. The fallback is the header's
// bottom with the promo bar above it.
const TOAST_TOP = 'calc(var(--header-bottom, 101px) + 8px)'

// Leads are reported with the idea-page industry their brief names; the list loads on the first lead.
provideIndustries(() => import('@/features/ideas/categories').then(({ categories }) => categories))

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 } },
  })
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        <DialogsProvider>{children}</DialogsProvider>
      </AuthProvider>
      <Toaster
        theme="dark"
        position="top-right"
        offset={{ top: TOAST_TOP, right: 24 }}
        mobileOffset={{ top: TOAST_TOP, left: 12, right: 12 }}
        richColors
        closeButton
      />
    </QueryClientProvider>
  )
}
