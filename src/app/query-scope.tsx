import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { sharedQueryClient } from '@/app/query-client'
import { useGivenQueryClient } from '@/app/query-client-context'

/**
 * Server state for the parts that use it (the header's account controls, the dialogs, the pages
 * that ask the server). Every scope shares one cache, so it works like one provider at the top.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const client = useGivenQueryClient() ?? sharedQueryClient()
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
