import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { authRedirectError } from '@/lib/auth/initial-url'
import { renderRoute } from '../../../../tests/utils/render-route'
import { seedSession } from '../../../../tests/utils/session'

afterEach(() => vi.useRealTimers())

it('welcomes a signed-in visitor and goes home after 2 seconds', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  seedSession()
  const { router } = renderRoute('/auth/callback')
  expect(await screen.findByRole('heading', { name: 'Welcome!' })).toBeInTheDocument()
  expect(screen.getByText('Successfully authenticated! Redirecting...')).toBeInTheDocument()
  await act(() => vi.advanceTimersByTimeAsync(1900))
  expect(router.state.location.pathname).toBe('/auth/callback')
  await act(() => vi.advanceTimersByTimeAsync(200))
  await waitFor(() => expect(router.state.location.pathname).toBe('/'))
})

it('explains when there is no session to complete', async () => {
  renderRoute('/auth/callback')
  expect(await screen.findByRole('heading', { name: 'Authentication Failed' })).toBeInTheDocument()
  expect(screen.getByRole('alert')).toHaveTextContent('No session found. Please try signing in again.')
  expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/')
})

it('reads provider errors from the redirect fragment or query', () => {
  expect(authRedirectError(new URLSearchParams('error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired'))).toEqual({
    code: 'otp_expired',
    description: 'Email link is invalid or has expired',
  })
  expect(authRedirectError(new URLSearchParams('access_token=x'))).toBeNull()
})
