import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { StrictMode } from 'react'
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom'
import { beforeEach, expect, it } from 'vitest'
import { AppProviders } from '@/app/providers'
import { routes } from '@/app/routes'
import { describeIdea, freeRun, generateUrl, signedInAs } from '@/features/generator/testing/fixtures'
import { EmailPopupDialog } from '@/features/marketing/components/email-popup'
import { TEST_SUPABASE_URL } from '../msw/handlers'
import { server } from '../msw/server'
import { seedSession } from '../utils/session'

// The call sites of spec §7's events, rendered as main.tsx renders them: under StrictMode, whose
// repeated renders and effects must not report one action twice.

const pushed = (name: string) => (window.dataLayer ?? []).filter((entry) => entry.event === name)

function renderStrict(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(
    <StrictMode>
      <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  )
  return router
}

beforeEach(() => window.sessionStorage.clear())

it('generate_lead carries the industry the brief names, once per run', async () => {
  seedSession()
  signedInAs(false)
  server.use(http.post(generateUrl, () => HttpResponse.json(freeRun)))
  const user = await describeIdea('  a cold-brew coffee shop ')
  await user.click(screen.getByRole('button', { name: 'Summon Names' }))
  expect(await screen.findByText('Names ready!')).toBeInTheDocument()
  expect(pushed('generate_lead')).toEqual([{ event: 'generate_lead', industry: 'coffee-shop' }])
})

it('generate_lead from the email popup carries the industry of the stated interest', async () => {
  server.use(http.post(`${TEST_SUPABASE_URL}/functions/v1/send-email`, () => HttpResponse.json({ ok: true, ideas: 5 })))
  const user = userEvent.setup()
  render(
    <AppProviders>
      <MemoryRouter>
        <EmailPopupDialog open onClose={() => undefined} />
      </MemoryRouter>
    </AppProviders>,
  )
  await user.type(screen.getByLabelText('Email'), 'visitor@example.com')
  await user.type(screen.getByLabelText(/What are you naming/), 'a dog bakery')
  await user.click(screen.getByRole('button', { name: 'Send me ideas' }))
  await waitFor(() => expect(pushed('generate_lead')).toEqual([{ event: 'generate_lead', source: 'popup', industry: 'bakery' }]))
})

it('free_unlock_shown is reported once when the header offers the free searches', async () => {
  renderStrict('/about')
  expect(await screen.findByRole('button', { name: /free searches/ })).toBeInTheDocument()
  await waitFor(() => expect(pushed('page_view')).toHaveLength(1))
  expect(pushed('free_unlock_shown')).toEqual([{ event: 'free_unlock_shown' }])
})

it.each([
  ['promo_bar_click', /Launch deal/, { location: 'promo_bar' }],
  ['cta_click', /Find my name/, { location: 'hero', label: 'start' }],
  ['pricing_unlock_click', /Unlock everything for \$4/, { location: 'pricing' }],
  ['pricing_try_click', /Try it free/, { location: 'pricing' }],
])('%s is reported once per click with its payload', async (event, name, payload) => {
  const user = userEvent.setup()
  const router = renderStrict('/')
  const link = await screen.findByRole('link', { name })
  await user.click(link)
  await waitFor(() => expect(router.state.location.pathname).toBe('/generate'))
  expect(pushed(event)).toEqual([{ event, ...payload }])
})
