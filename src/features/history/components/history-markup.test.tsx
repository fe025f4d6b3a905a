import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, expect, it } from 'vitest'
import { renderRoute } from '../../../../tests/utils/render-route'
import { server } from '../../../../tests/msw/server'
import { TEST_SUPABASE_URL } from '../../../../tests/msw/handlers'
import { seedSession } from '../../../../tests/utils/session'

// Names, slogans and descriptions are stored text that an LLM provider or a user's own description
// shaped: markup in them must show as text, never become elements (stored XSS through history).
const slogan = '<img src=x onerror=alert(1)>'
const name = '<script>window.pwned=1</script>'
const description = '<b onmouseover="alert(2)">bold</b> <a href="javascript:alert(3)">link</a>'

beforeEach(() => {
  seedSession()
  server.use(
    http.post(`${TEST_SUPABASE_URL}/functions/v1/check-premium`, () => HttpResponse.json({ hasPremium: false })),
    http.post(`${TEST_SUPABASE_URL}/rest/v1/rpc/my_generations`, () =>
      HttpResponse.json([
        {
          id: 'run-markup',
          description,
          names: [{ name, domain: 'x.com', slogan }],
          locked_count: 0,
          created_at: '2026-03-20T10:00:00Z',
        },
      ]),
    ),
  )
})

it('shows markup in a run’s name, slogan and description literally and creates no element from it', async () => {
  renderRoute('/history')
  const main = await screen.findByRole('main')
  expect(await within(main).findByText(name)).toBeInTheDocument()
  expect(within(main).getByText(`“${slogan}”`)).toBeInTheDocument()
  expect(within(main).getByRole('heading', { name: description })).toBeInTheDocument()

  expect(document.querySelector('img[src="x"]')).toBeNull()
  expect(document.querySelectorAll('[onerror], [onmouseover]')).toHaveLength(0)
  expect(main.querySelectorAll('script, b')).toHaveLength(0)
  expect(document.querySelector('a[href^="javascript:"]')).toBeNull()
  expect((window as unknown as { pwned?: number }).pwned).toBeUndefined()
})
