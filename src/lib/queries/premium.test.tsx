import { act, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, expect, it } from 'vitest'
import { renderRoute } from '../../../tests/utils/render-route'
import { server } from '../../../tests/msw/server'
import { TEST_SUPABASE_URL } from '../../../tests/msw/handlers'
import { seedSession } from '../../../tests/utils/session'

const promo = { name: 'Launch deal, 60% off, lifetime access for $4' }

function premiumOnServer(state: { premium: boolean }) {
  server.use(http.post(`${TEST_SUPABASE_URL}/functions/v1/check-premium`, () => HttpResponse.json({ hasPremium: state.premium })))
}

beforeEach(() => seedSession())

it('brandquest_premium in localStorage unlocks nothing, and the server clears it', async () => {
  window.localStorage.setItem('brandquest_premium', 'true')
  premiumOnServer({ premium: false })
  renderRoute('/about')
  expect(await screen.findByRole('link', promo)).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: /Premium Member/ })).not.toBeInTheDocument()
  await waitFor(() => expect(window.localStorage.getItem('brandquest_premium')).toBeNull())
})

it('asks the server again when another tab stores a purchase, and the promo bar goes', async () => {
  const state = { premium: false }
  premiumOnServer(state)
  renderRoute('/about')
  expect(await screen.findByRole('link', promo)).toBeInTheDocument()

  // /success ran in the checkout's tab: it writes the cache, this tab hears the storage event.
  state.premium = true
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'brandquest_premium', newValue: 'true' }))
  })
  expect(await screen.findByRole('button', { name: /Premium Member/ })).toBeInTheDocument()
  expect(screen.queryByRole('link', promo)).not.toBeInTheDocument()
  expect(window.localStorage.getItem('brandquest_premium')).toBe('true')
})
