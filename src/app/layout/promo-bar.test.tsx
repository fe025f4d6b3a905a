import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { AppProviders } from '@/app/providers'
import { PromoBar } from '@/app/layout/promo-bar'
import { expect, it } from 'vitest'
import { renderRoute } from '../../../tests/utils/render-route'
import { server } from '../../../tests/msw/server'
import { TEST_SUPABASE_URL } from '../../../tests/msw/handlers'
import { seedSession } from '../../../tests/utils/session'

const promo = { name: 'Launch deal, 60% off, lifetime access for $4' }
const premiumCheck = (hasPremium: boolean) =>
  server.use(http.post(`${TEST_SUPABASE_URL}/functions/v1/check-premium`, () => HttpResponse.json({ hasPremium })))

it('offers the launch deal to visitors', async () => {
  renderRoute('/about')
  expect(await screen.findByRole('link', promo)).toHaveAttribute('href', '/generate?upgrade=1')
})

it('offers the launch deal to free members', async () => {
  seedSession()
  premiumCheck(false)
  renderRoute('/about')
  expect(await screen.findByRole('link', promo)).toBeInTheDocument()
})

it('does not offer the launch deal to premium members', async () => {
  seedSession()
  premiumCheck(true)
  renderRoute('/about')
  // The header's account controls load after the first paint (a fresh module graph in a test).
  expect(await screen.findByRole('button', { name: /Premium Member/ }, { timeout: 5000 })).toBeInTheDocument()
  await waitFor(() => expect(screen.queryByRole('link', promo)).not.toBeInTheDocument())
})

it('is in the prerendered markup, so it never pushes the page down when premium turns out false', () => {
  const html = renderToString(
    <MemoryRouter>
      <AppProviders>
        <PromoBar />
      </AppProviders>
    </MemoryRouter>,
  )
  expect(html).toContain('Launch deal, 60% off, lifetime access for $4')
})
