import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { renderRoute } from '../../../../tests/utils/render-route'

it('opens the upgrade dialog on load when the link says upgrade=1', async () => {
  renderRoute('/generate?upgrade=1')
  const dialog = await screen.findByRole('dialog', { name: 'Unlock everything for $4' })
  expect(within(dialog).getByText('What one payment of $4 gives you:')).toBeInTheDocument()
})

it('fills the labelled description box from an example prompt', async () => {
  const user = userEvent.setup()
  renderRoute('/generate')
  const box = await screen.findByLabelText('What vision are you birthing?')
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'a plant subscription box for beginners' }))
  expect(box).toHaveValue('a plant subscription box for beginners')
  expect(box).toHaveFocus()
})

it('records arrivals from the onboarding email', async () => {
  renderRoute('/generate?utm_source=onboarding&utm_medium=email&utm_campaign=day1')
  await screen.findByLabelText('What vision are you birthing?')
  expect(window.dataLayer).toContainEqual({ event: 'email_onboarding_arrival', source: 'onboarding', label: 'day1' })
})
