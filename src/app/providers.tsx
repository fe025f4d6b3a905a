import type { QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Deferred } from '@/app/deferred'
import { GivenQueryClient } from '@/app/query-client-context'
import { provideIndustries } from '@/lib/analytics-industry'
import { AuthProvider } from '@/lib/auth/auth-context'
import { DialogsProvider } from '@/lib/dialogs'

// Leads are reported with the idea-page industry their brief names; the list loads on the first lead.
provideIndustries(() => import('@/features/ideas/categories').then(({ categories }) => categories))

const loadToaster = () => import('@/app/toaster').then(({ AppToaster }) => AppToaster)

/**
 * What every page needs, and light enough to load before the first render: the auth state (its
 * supabase-js client loads after the first paint), the dialogs' open state, and the toaster, which
 * loads after the first paint. Server state (react-query) is provided by QueryScope where it is used.
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <GivenQueryClient.Provider value={queryClient}>
      <AuthProvider>
        <DialogsProvider>{children}</DialogsProvider>
      </AuthProvider>
      <Deferred load={loadToaster} />
    </GivenQueryClient.Provider>
  )
}
