import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderRoute } from '../../../../tests/utils/render-route'
import { server } from '../../../../tests/msw/server'
import { TEST_SUPABASE_URL } from '../../../../tests/msw/handlers'
import { seedSession } from '../../../../tests/utils/session'

const fn = (name: string) => `${TEST_SUPABASE_URL}/functions/v1/${name}`
const successPath = '/success?session_id=cs_test_paid&email=ada%40example.com'

/** check-premium answers `premium()` each time; returns how many times it was asked. */
function premiumFromServer(premium: () => boolean) {
  const calls = { count: 0 }
  server.use(
    http.post(fn('check-premium'), () => {
      calls.count += 1
      return HttpResponse.json({ hasPremium: premium() })
    }),
  )
  return calls
}

const purchases = () => (window.dataLayer ?? []).filter((entry) => entry.event === 'purchase')

it("says 'No session ID found' without a session id", async () => {
  renderRoute('/success')
  expect(await screen.findByText('No session ID found')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Return to Generator' })).toHaveAttribute('href', '/generate')
})

describe('signed in, back from Stripe', () => {
  beforeEach(() => seedSession())

  it('verifies, then shows the success state, refreshes premium and stores the caches', async () => {
    let paid = false
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const bodies: unknown[] = []
    const premiumCalls = premiumFromServer(() => paid)
    server.use(
      http.post(fn('verify-payment'), async ({ request }) => {
        bodies.push(await request.json())
        await gate
        paid = true
        return HttpResponse.json({ success: true, customer: { email: 'ada@example.com' } })
      }),
    )
    renderRoute(successPath)
    expect(await screen.findByRole('heading', { name: 'Verifying Payment...' })).toBeInTheDocument()
    // The page's own spinner (the header may still show its session check beside it).
    expect(within(screen.getByRole('main')).getByRole('status')).toBeInTheDocument()
    release()

    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument()
    const features = within(screen.getByRole('list', { name: 'Unlocked features' })).getAllByRole('listitem')
    expect(features.map((li) => li.textContent?.replace('✓', ''))).toEqual([
      'Unlimited generations',
      'All 8 names of every run, and of your earlier runs',
      'Real-time .com availability checks',
      '30-day refund, self-serve from your Profile',
    ])
    expect(screen.getByRole('link', { name: 'Start Generating Names' })).toHaveAttribute('href', '/generate')
    expect(bodies).toEqual([{ sessionId: 'cs_test_paid', email: 'ada@example.com' }])
    // The header learns about premium from the server again, not from the page's say-so.
    expect(await screen.findByRole('button', { name: /Premium Member/ })).toBeInTheDocument()
    expect(premiumCalls.count).toBeGreaterThanOrEqual(1)
    expect(window.localStorage.getItem('brandquest_premium')).toBe('true')
    expect(window.localStorage.getItem('brandquest_session_id')).toBe('cs_test_paid')
    expect(window.localStorage.getItem('brandquest_customer_email')).toBe('ada@example.com')
    expect(purchases()).toEqual([{ event: 'purchase', value: 4, currency: 'USD' }])
  })

  it('counts the purchase once: a reload of the same session does not report it again', async () => {
    premiumFromServer(() => true)
    server.use(http.post(fn('verify-payment'), () => HttpResponse.json({ success: true, customer: { email: 'ada@example.com' } })))
    const first = renderRoute(successPath)
    await screen.findByRole('heading', { name: 'Payment Successful!' })
    first.unmount()
    renderRoute(successPath)
    await screen.findByRole('heading', { name: 'Payment Successful!' })
    expect(purchases()).toHaveLength(1)
  })

  it('shows the failure state and the Verification Error toast when the payment is not verified', async () => {
    premiumFromServer(() => false)
    server.use(
      http.post(fn('verify-payment'), () =>
        HttpResponse.json({ success: false, error: 'Payment has not been completed', customer: { email: 'ada@example.com' } }, { status: 409 }),
      ),
    )
    renderRoute(successPath)
    expect(await screen.findByText('Failed to verify payment. Please contact support.')).toBeInTheDocument()
    expect(await screen.findByText('Verification Error')).toBeInTheDocument()
    expect(screen.getByText('Please contact support if you were charged.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return to Generator' })).toHaveAttribute('href', '/generate')
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument()
    expect(window.localStorage.getItem('brandquest_premium')).toBeNull()
    expect(purchases()).toEqual([])
  })
})

it('tells a guest which email their lifetime access belongs to', async () => {
  server.use(http.post(fn('verify-payment'), () => HttpResponse.json({ success: true, customer: { email: 'guest@example.com' } })))
  renderRoute('/success?session_id=cs_test_guest&email=guest%40example.com')
  expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument()
  expect(screen.getByText('Thank you. Sign up or sign in with guest@example.com to use your lifetime access.')).toBeInTheDocument()
})
