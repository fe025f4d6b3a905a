import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { expect, it } from 'vitest'
import { CookieBanner } from '@/features/consent/components/cookie-banner'
import { renderRoute } from '../../../../tests/utils/render-route'

const banner = { name: 'Cookie choice' }
const all = (value: 'granted' | 'denied') => ({ ad_storage: value, analytics_storage: value, ad_user_data: value, ad_personalization: value })
const consentCommands = () =>
  (window.dataLayer ?? []).filter((entry) => entry.event === undefined).map((entry) => Array.from(entry as ArrayLike<unknown>))

const renderBanner = () =>
  render(
    <MemoryRouter>
      <CookieBanner />
    </MemoryRouter>,
  )

it('asks until a choice is made, with a link to the privacy policy', async () => {
  renderBanner()
  const region = await screen.findByRole('region', banner)
  expect(region).toHaveTextContent(/cookies/i)
  expect(screen.getByRole('link', { name: /privacy policy/i })).toHaveAttribute('href', '/privacy')
  expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument()
})

it('Accept grants the four consent types, stores the choice and goes away for good', async () => {
  const { unmount } = renderBanner()
  await userEvent.click(await screen.findByRole('button', { name: 'Accept' }))
  expect(screen.queryByRole('region', banner)).not.toBeInTheDocument()
  expect(window.localStorage.getItem('cookie-consent')).toBe('accepted')
  expect(consentCommands()).toEqual([
    ['consent', 'default', all('denied')],
    ['consent', 'update', all('granted')],
  ])
  unmount()
  renderBanner()
  await Promise.resolve()
  expect(screen.queryByRole('region', banner)).not.toBeInTheDocument()
})

it('Decline denies all four and stores the choice', async () => {
  renderBanner()
  await userEvent.click(await screen.findByRole('button', { name: 'Decline' }))
  expect(screen.queryByRole('region', banner)).not.toBeInTheDocument()
  expect(window.localStorage.getItem('cookie-consent')).toBe('declined')
  expect(consentCommands()).toEqual([
    ['consent', 'default', all('denied')],
    ['consent', 'update', all('denied')],
  ])
})

it('is not shown to a visitor who already chose', async () => {
  window.localStorage.setItem('cookie-consent', 'declined')
  renderBanner()
  await Promise.resolve()
  expect(screen.queryByRole('region', banner)).not.toBeInTheDocument()
})

it('the privacy policy describes what the banner does', async () => {
  renderRoute('/privacy')
  const main = await screen.findByRole('main')
  await screen.findByRole('heading', { name: 'Cookies and analytics' })
  expect(main).toHaveTextContent(/until you press Accept, no analytics or advertising script runs/i)
  expect(main).toHaveTextContent('“cookie-consent”')
  expect(main).not.toHaveTextContent(/we ask before storing analytics or advertising cookies/i)
})

it('is in the prerendered page, so a first visitor gets it with the first paint instead of as a late largest paint', () => {
  const html = renderToString(
    <MemoryRouter>
      <CookieBanner />
    </MemoryRouter>,
  )
  expect(html).toContain('aria-label="Cookie choice"')
  // Hidden from the first paint for visitors who chose (the guard script marks <html>).
  expect(html).toContain('[html[data-consent-answered]_&amp;]:hidden')
})
