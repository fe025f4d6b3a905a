import { QueryClient } from '@tanstack/react-query'

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 } },
  })
}

let shared: QueryClient | undefined

/** The app's one query cache, created when the first part that asks the server loads. */
export const sharedQueryClient = () => (shared ??= createQueryClient())
