import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { server } from '../../../../tests/msw/server'
import { checkDomainUrl } from '@/features/generator/testing/fixtures'

/** Renders cards (inside a list) with a fresh, non-retrying query client. */
export function renderCards(cards: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <ul>{cards}</ul>
    </QueryClientProvider>,
  )
  return { ...utils, queryClient }
}

/** Answers check-domain with `answer(domains)` and records every list of domains asked for. */
export function registry(answer: (domains: string[]) => Response | Promise<Response>) {
  const calls: string[][] = []
  server.use(
    http.post(checkDomainUrl, async ({ request }) => {
      const { domains } = (await request.json()) as { domains: string[] }
      calls.push(domains)
      return answer(domains)
    }),
  )
  return calls
}

export const answerWith = (results: unknown[]) => HttpResponse.json({ results })
