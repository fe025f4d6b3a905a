import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { renderRoute } from '../../../tests/utils/render-route'

// jsdom applies no CSS, so the desktop nav's links are "visible" too: look inside the mobile nav only.
const mobileLink = (name: string) => within(screen.getByRole('navigation', { name: 'Mobile' })).queryByRole('link', { name })

async function openMenu() {
  const user = userEvent.setup()
  renderRoute('/about')
  const toggle = await screen.findByRole('button', { name: 'Open menu' })
  await user.click(toggle)
  // The menu (Radix) loads after the first paint; a tap before that opens it once it is in.
  await screen.findByRole('dialog', { name: 'Menu' })
  return { user, toggle }
}

it('opens as a labelled menu with focus on its first link, and names the toggle state', async () => {
  const { toggle } = await openMenu()
  expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const controlled = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
  expect(controlled).not.toBeNull()
  const links = within(controlled!).getAllByRole('link')
  expect(links.map((link) => link.textContent)).toEqual(['Home', 'About', 'Tips', 'Business', 'Startups'])
  expect(links[0]).toHaveFocus()
  expect(screen.getByRole('button', { name: 'Close menu' })).toBeInTheDocument()
})

it('closes on Escape and gives focus back to the toggle', async () => {
  const { user } = await openMenu()
  await user.keyboard('{Escape}')
  expect(mobileLink('Startups')).not.toBeInTheDocument()
  const toggle = screen.getByRole('button', { name: 'Open menu' })
  expect(toggle).toHaveAttribute('aria-expanded', 'false')
  expect(toggle).toHaveFocus()
})

it('closes when the backdrop is clicked', async () => {
  const { user } = await openMenu()
  await user.click(screen.getByTestId('radial-menu-backdrop'))
  expect(mobileLink('Startups')).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus()
})

it('navigates and closes when a link is chosen', async () => {
  const { user } = await openMenu()
  await user.click(mobileLink('Tips')!)
  expect(await screen.findByRole('heading', { level: 1, name: 'Naming Tips' })).toBeInTheDocument()
  expect(mobileLink('Startups')).not.toBeInTheDocument()
})
