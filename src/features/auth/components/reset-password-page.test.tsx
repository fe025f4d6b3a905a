import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, it } from 'vitest'
import { renderRoute } from '../../../../tests/utils/render-route'
import { server } from '../../../../tests/msw/server'
import { TEST_SUPABASE_URL } from '../../../../tests/msw/handlers'
import { seedSession, testUser } from '../../../../tests/utils/session'

it('offers a new link when the reset link gave no session', async () => {
  const user = userEvent.setup()
  renderRoute('/auth/reset-password')
  expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.')
  await user.click(screen.getByRole('button', { name: 'Request a new link' }))
  expect(await screen.findByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument()
})

it('sets a new password that follows the sign-up rules, then goes home', async () => {
  seedSession()
  let body: unknown
  server.use(
    http.put(`${TEST_SUPABASE_URL}/auth/v1/user`, async ({ request }) => {
      body = await request.json()
      return HttpResponse.json(testUser())
    }),
    http.post(`${TEST_SUPABASE_URL}/functions/v1/check-premium`, () => HttpResponse.json({ hasPremium: false })),
  )
  const user = userEvent.setup()
  const { router } = renderRoute('/auth/reset-password')
  const save = await screen.findByRole('button', { name: 'Save new password' })
  await user.type(screen.getByLabelText('New password'), 'weakpass')
  await user.type(screen.getByLabelText('Confirm new password'), 'weakpass')
  expect(save).toBeDisabled()
  await user.clear(screen.getByLabelText('New password'))
  await user.clear(screen.getByLabelText('Confirm new password'))
  await user.type(screen.getByLabelText('New password'), 'Stronger#Pass9')
  await user.type(screen.getByLabelText('Confirm new password'), 'Stronger#Pass9')
  await user.click(save)
  expect(await screen.findByText('Password updated')).toBeInTheDocument()
  expect(body).toMatchObject({ password: 'Stronger#Pass9' })
  await waitFor(() => expect(router.state.location.pathname).toBe('/'))
})
