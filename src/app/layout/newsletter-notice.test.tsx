import { render, screen, waitFor } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { expect, it } from 'vitest'
import { AppProviders } from '@/app/providers'
import { routes } from '@/app/routes'
import { renderRoute } from '../../../tests/utils/render-route'

// sonner keeps toasts in a module-level store across tests, so the no-toast case runs first.
it('ignores unknown newsletter values and pages without the parameter', async () => {
  const { router } = renderRoute('/about?newsletter=whatever')
  await screen.findByRole('heading', { level: 1, name: 'About BrandQuest' })
  expect(screen.queryByText("You're subscribed")).not.toBeInTheDocument()
  expect(router.state.location.search).toBe('?newsletter=whatever')
})

it('confirms a newsletter subscription once and cleans the address bar', async () => {
  const { router } = renderRoute('/?newsletter=confirmed&utm_source=email')
  expect(await screen.findByText("You're subscribed")).toBeInTheDocument()
  await waitFor(() => expect(router.state.location.search).toBe('?utm_source=email'))
  expect(router.state.location.pathname).toBe('/')
  expect(screen.getAllByText("You're subscribed")).toHaveLength(1)
  const views = window.dataLayer?.filter((entry) => entry.event === 'page_view')
  expect(views).toHaveLength(1)
})

it('says when a newsletter confirmation link is invalid or expired', async () => {
  const { router } = renderRoute('/?newsletter=invalid')
  expect(await screen.findByText('That confirmation link is invalid or has expired.')).toBeInTheDocument()
  await waitFor(() => expect(router.state.location.search).toBe(''))
})

it('says it once under StrictMode too, where effects run twice', async () => {
  const router = createMemoryRouter(routes, { initialEntries: ['/?newsletter=invalid'] })
  render(
    <StrictMode>
      <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  )
  await waitFor(() => expect(router.state.location.search).toBe(''))
  expect(await screen.findAllByText('That confirmation link is invalid or has expired.')).toHaveLength(1)
})
