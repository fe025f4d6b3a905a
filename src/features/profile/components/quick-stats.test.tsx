import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, it } from 'vitest'
import { server } from '../../../../tests/msw/server'
import { TEST_SUPABASE_URL } from '../../../../tests/msw/handlers'
import { QuickStats } from '@/features/profile/components/quick-stats'

const rpc = (name: string) => `${TEST_SUPABASE_URL}/rest/v1/rpc/${name}`

function renderStats() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <QuickStats userId="user-1" />
    </QueryClientProvider>,
  )
}

it("shows 'Domains Checked' from my_domain_checks(), the count of real registry checks", async () => {
  server.use(
    http.post(rpc('profile_stats'), () => HttpResponse.json([{ names_generated: 24, generations: 3 }])),
    http.post(rpc('my_domain_checks'), () => HttpResponse.json(137)),
  )
  renderStats()
  const label = await screen.findByText('Domains Checked')
  expect(label.parentElement).toHaveTextContent('137')
  expect(screen.getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['24', '3', '137'])
})

it('says the stats are unavailable rather than show a made-up count', async () => {
  server.use(http.post(rpc('my_domain_checks'), () => HttpResponse.json({ code: '42501', details: null, hint: null, message: 'permission denied' }, { status: 403 })))
  renderStats()
  expect(await screen.findByText('Stats are unavailable right now.')).toBeInTheDocument()
})
