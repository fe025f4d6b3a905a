import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
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
  expect(await screen.findByRole('button', { name: /Premium Member/ })).toBeInTheDocument()
  expect(screen.queryByRole('link', promo)).not.toBeInTheDocument()
})
