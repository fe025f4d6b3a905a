import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, it } from 'vitest'
import { renderRoute } from '../../../../tests/utils/render-route'
import { server } from '../../../../tests/msw/server'
import { TEST_SUPABASE_URL } from '../../../../tests/msw/handlers'
import { seedSession, testUser } from '../../../../tests/utils/session'

async function openMenu(name: RegExp) {
  server.use(http.post(`${TEST_SUPABASE_URL}/functions/v1/check-premium`, () => HttpResponse.json({ hasPremium: false })))
  const user = userEvent.setup()
  renderRoute('/about')
  await user.click(await screen.findByRole('button', { name }))
  return screen.getByRole('menu', { name: 'Account' })
}

it('shows the email once when the account has no name', async () => {
  seedSession()
  const menu = await openMenu(/Account menu for ada@example.com/)
  expect(within(menu).getAllByText('ada@example.com')).toHaveLength(1)
})

it('shows the name and then the email when the account has a name', async () => {
  seedSession(testUser({ user_metadata: { full_name: 'Ada Lovelace' } }))
  const menu = await openMenu(/Account menu for Ada Lovelace/)
  expect(within(menu).getByText('Ada Lovelace')).toBeInTheDocument()
  expect(within(menu).getAllByText('ada@example.com')).toHaveLength(1)
})
