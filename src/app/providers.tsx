import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { Toaster } from 'sonner'
import { AuthProvider } from '@/lib/auth/auth-context'
import { DialogsProvider } from '@/lib/dialogs'

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
      <Toaster theme="dark" position="top-center" offset={80} mobileOffset={{ top: 76 }} richColors closeButton />
    </QueryClientProvider>
  )
}
