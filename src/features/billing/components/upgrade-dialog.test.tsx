import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderRoute } from '../../../../tests/utils/render-route'
import { server } from '../../../../tests/msw/server'
import { TEST_SUPABASE_URL } from '../../../../tests/msw/handlers'
import { seedSession } from '../../../../tests/utils/session'

const createPaymentUrl = `${TEST_SUPABASE_URL}/functions/v1/create-payment`
const checkoutUrl = 'https://checkout.stripe.test/c/pay/cs_test_1'
const dialogName = { name: 'Unlock everything for $4' }

/** Answers create-payment when `release` is called, recording each body. */
function holdCreatePayment(answer: () => Response = () => HttpResponse.json({ url: checkoutUrl })) {
  const bodies: unknown[] = []
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  server.use(
    http.post(createPaymentUrl, async ({ request }) => {
      bodies.push(await request.json())
      await gate
      return answer()
    }),
  )
  return { bodies, release }
}

async function openPaywall(path = '/generate?upgrade=1') {
  const user = userEvent.setup()
  renderRoute(path)
  const dialog = await screen.findByRole('dialog', dialogName, { timeout: 5000 })
  return { user, dialog }
}

describe('signed in', () => {
  beforeEach(() => {
    seedSession()
    server.use(http.post(`${TEST_SUPABASE_URL}/functions/v1/check-premium`, () => HttpResponse.json({ hasPremium: false })))
  })

  it('states the offer honestly: Stripe, the price and the self-serve 30-day refund', async () => {
    const { dialog } = await openPaywall()
    expect(dialog).not.toHaveTextContent(/not live|opening soon|opens soon/i)
    expect(dialog).toHaveTextContent('Stripe')
    expect(dialog).toHaveTextContent(/30-day/)
    expect(dialog).toHaveTextContent(/Profile/)
    expect(within(dialog).getByLabelText(/Email/)).toHaveValue('ada@example.com')
  })

  it('creates the payment, shows processing, opens the checkout in a new tab and closes', async () => {
    const tab = { opener: {} } as unknown as Window
    const open = vi.spyOn(window, 'open').mockReturnValue(tab)
    const { bodies, release } = holdCreatePayment()
    const { user, dialog } = await openPaywall()
    await user.click(within(dialog).getByRole('button', { name: 'Unlock now' }))
    expect(await within(dialog).findByRole('button', { name: 'Processing...' })).toBeDisabled()
    release()
    await waitFor(() => expect(screen.queryByRole('dialog', dialogName)).not.toBeInTheDocument())
    expect(open).toHaveBeenCalledWith(checkoutUrl, '_blank')
    expect(tab.opener).toBeNull()
    // Cancelling on Stripe brings the buyer back to the page, not to a paywall that opens itself again.
    expect(bodies).toEqual([{ email: 'ada@example.com', source: 'paywall_modal', returnPath: '/generate' }])
    expect(window.dataLayer).toContainEqual({ event: 'begin_checkout', value: 4, currency: 'USD', source: 'paywall_modal' })
  })

  it('shows a link to the checkout when the browser blocks the new tab', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null)
    holdCreatePayment().release()
    const { user, dialog } = await openPaywall()
    await user.click(within(dialog).getByRole('button', { name: 'Unlock now' }))
    const link = await within(dialog).findByRole('link', { name: /Open the secure checkout/ })
    expect(link).toHaveAttribute('href', checkoutUrl)
    expect(link).toHaveAttribute('target', '_blank')
  })

  it("says 'Payment Error' when the payment cannot be created, and lets the buyer try again", async () => {
    const open = vi.spyOn(window, 'open')
    server.use(http.post(createPaymentUrl, () => HttpResponse.json({ error: 'boom' }, { status: 500 })))
    const { user, dialog } = await openPaywall()
    await user.click(within(dialog).getByRole('button', { name: 'Unlock now' }))
    expect(await screen.findByText('Payment Error')).toBeInTheDocument()
    expect(screen.getByText('Unable to process payment. Please try again.')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Unlock now' })).toBeEnabled()
    expect(open).not.toHaveBeenCalled()
  })

  it("says 'No checkout URL received' when the answer has no URL", async () => {
    const open = vi.spyOn(window, 'open')
    server.use(http.post(createPaymentUrl, () => HttpResponse.json({})))
    const { user, dialog } = await openPaywall()
    await user.click(within(dialog).getByRole('button', { name: 'Unlock now' }))
    expect(await screen.findByText('No checkout URL received')).toBeInTheDocument()
    expect(screen.getByText('Payment Error')).toBeInTheDocument()
    expect(open).not.toHaveBeenCalled()
  })
})

it('never offers the unlock to a member who already has it', async () => {
  seedSession()
  server.use(http.post(`${TEST_SUPABASE_URL}/functions/v1/check-premium`, () => HttpResponse.json({ hasPremium: true })))
  renderRoute('/generate?upgrade=1')
  expect(await screen.findByRole('button', { name: /Premium Member/ }, { timeout: 5000 })).toBeInTheDocument()
  await screen.findByLabelText('What vision are you birthing?')
  expect(screen.queryByRole('dialog', dialogName)).not.toBeInTheDocument()
})

describe('signed out', () => {
  it('lets a guest pay without an email, and sends one when typed', async () => {
    vi.spyOn(window, 'open').mockReturnValue({ opener: null } as unknown as Window)
    const { bodies, release } = holdCreatePayment()
    release()
    const first = await openPaywall('/generate?upgrade=1&utm_source=x')
    expect(within(first.dialog).getByLabelText(/Email/)).toHaveValue('')
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Unlock now' }))
    await waitFor(() => expect(screen.queryByRole('dialog', dialogName)).not.toBeInTheDocument())
    expect(bodies).toEqual([{ source: 'paywall_modal', returnPath: '/generate?utm_source=x' }])
  })

  it('refuses a malformed email before calling the server', async () => {
    const { bodies } = holdCreatePayment()
    const { user, dialog } = await openPaywall()
    await user.type(within(dialog).getByLabelText(/Email/), 'not-an-email')
    await user.click(within(dialog).getByRole('button', { name: 'Unlock now' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Enter a valid email address, or leave it empty.')
    expect(bodies).toEqual([])
  })
})
