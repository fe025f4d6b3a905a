import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, it } from 'vitest'
import { AuthRedirectNotice } from '@/features/auth/components/auth-redirect-notice'
import { renderRoute } from '../../../../tests/utils/render-route'
import { server } from '../../../../tests/msw/server'
import { TEST_SUPABASE_URL } from '../../../../tests/msw/handlers'
import { seedSession, testUser } from '../../../../tests/utils/session'

// What supabase-js found in the URL of the emailed link, as the layout would pass it.
const renderAt = (path: string, redirect: string) =>
  renderRoute(path, [{ path: '*', element: <AuthRedirectNotice params={new URLSearchParams(redirect)} /> }])

// sonner keeps toasts across tests, so the cases that must show nothing run first.
it('leaves the callback page to explain its own failed link', async () => {
  renderAt('/auth/callback', 'error=access_denied&error_code=otp_expired&error_description=Callback+link+expired')
  await screen.findByRole('region', { name: /Notifications/ })
  expect(screen.queryByText('That link did not work')).not.toBeInTheDocument()
})

it('confirms a completed email change with the new address', async () => {
  seedSession(testUser({ email: 'grace@example.com' }))
  server.use(http.post(`${TEST_SUPABASE_URL}/functions/v1/check-premium`, () => HttpResponse.json({ hasPremium: false })))
  renderAt('/profile', 'access_token=x&refresh_token=y&type=email_change')
  expect(await screen.findByText('Email updated')).toBeInTheDocument()
  expect(screen.getByText('You now sign in with grace@example.com.')).toBeInTheDocument()
})

it('says when an emailed link was refused', async () => {
  renderAt('/profile', 'error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired')
  expect(await screen.findByText('That link did not work')).toBeInTheDocument()
  expect(screen.getByText('Email link is invalid or has expired')).toBeInTheDocument()
})

it('passes on what is still needed when one of two links was followed', async () => {
  renderAt('/profile', 'message=Confirmation+link+accepted.+Please+proceed+to+confirm+link+sent+to+the+other+email')
  expect(await screen.findByText('Almost there')).toBeInTheDocument()
  expect(screen.getByText('Confirmation link accepted. Please proceed to confirm link sent to the other email')).toBeInTheDocument()
})
