import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, expect, it } from 'vitest'
import { renderRoute } from '../../../../tests/utils/render-route'
import { server } from '../../../../tests/msw/server'
import { TEST_SUPABASE_URL } from '../../../../tests/msw/handlers'
import { seedSession } from '../../../../tests/utils/session'

const fn = (name: string) => `${TEST_SUPABASE_URL}/functions/v1/${name}`
const DAY = 86_400_000
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString()

type Purchase = { purchased_at: string; refundable_until: string | null; refunded_at: string | null }

/** A backend whose premium and purchase follow `state`, so a refund changes what the page is told. */
function backend(state: { premium: boolean; purchase: Purchase | null }) {
  server.use(
    http.post(fn('check-premium'), () => HttpResponse.json({ hasPremium: state.premium })),
    http.post(`${TEST_SUPABASE_URL}/rest/v1/rpc/my_purchase`, () => HttpResponse.json(state.purchase)),
  )
  return state
}

async function premiumCard() {
  const user = userEvent.setup()
  renderRoute('/profile')
  const card = await screen.findByRole('region', { name: 'Premium Status' })
  return { user, card }
}

beforeEach(() => seedSession())

it('refunds a recent purchase after a confirmation, and the account is free again', async () => {
  const state = backend({ premium: true, purchase: { purchased_at: iso(-3), refundable_until: iso(27), refunded_at: null } })
  let refundCalls = 0
  server.use(
    http.post(fn('request-refund'), () => {
      refundCalls += 1
      state.premium = false
      state.purchase = { purchased_at: iso(-3), refundable_until: null, refunded_at: iso(0) }
      return HttpResponse.json({ ok: true })
    }),
  )
  const { user, card } = await premiumCard()
  await user.click(await within(card).findByRole('button', { name: 'Request a refund' }))
  const confirm = await screen.findByRole('dialog', { name: 'Refund your $4?' })
  expect(refundCalls).toBe(0)
  await user.click(within(confirm).getByRole('button', { name: 'Refund my $4' }))

  expect(await screen.findByText('Refund on its way')).toBeInTheDocument()
  expect(refundCalls).toBe(1)
  await waitFor(() => expect(card).toHaveTextContent('Free Account'))
  expect(card).toHaveTextContent(/refunded on/i)
  expect(within(card).getByRole('button', { name: 'Upgrade' })).toBeInTheDocument()
  expect(screen.queryByRole('dialog', { name: 'Refund your $4?' })).not.toBeInTheDocument()
})

it('keeps premium when the confirmation is dismissed', async () => {
  backend({ premium: true, purchase: { purchased_at: iso(-3), refundable_until: iso(27), refunded_at: null } })
  let refundCalls = 0
  server.use(http.post(fn('request-refund'), () => ((refundCalls += 1), HttpResponse.json({ ok: true }))))
  const { user, card } = await premiumCard()
  await user.click(await within(card).findByRole('button', { name: 'Request a refund' }))
  const confirm = await screen.findByRole('dialog', { name: 'Refund your $4?' })
  await user.click(within(confirm).getByRole('button', { name: 'Keep lifetime access' }))
  expect(screen.queryByRole('dialog', { name: 'Refund your $4?' })).not.toBeInTheDocument()
  expect(refundCalls).toBe(0)
  expect(card).toHaveTextContent('Premium Member')
})

it("shows the server's reason when a refund is refused", async () => {
  backend({ premium: true, purchase: { purchased_at: iso(-3), refundable_until: iso(27), refunded_at: null } })
  server.use(http.post(fn('request-refund'), () => HttpResponse.json({ error: 'This purchase has already been refunded' }, { status: 409 })))
  const { user, card } = await premiumCard()
  await user.click(await within(card).findByRole('button', { name: 'Request a refund' }))
  await user.click(within(await screen.findByRole('dialog', { name: 'Refund your $4?' })).getByRole('button', { name: 'Refund my $4' }))
  expect(await screen.findByText('Refund failed')).toBeInTheDocument()
  expect(screen.getByText('This purchase has already been refunded')).toBeInTheDocument()
})

it('after 30 days there is no refund button, and it says how to reach support', async () => {
  backend({ premium: true, purchase: { purchased_at: iso(-40), refundable_until: null, refunded_at: null } })
  const { card } = await premiumCard()
  expect(await within(card).findByText(/hello@brandquest\.app/)).toBeInTheDocument()
  expect(within(card).queryByRole('button', { name: 'Request a refund' })).not.toBeInTheDocument()
  expect(card).toHaveTextContent('Premium Member')
})

it('a free account without a purchase offers the upgrade and nothing about refunds', async () => {
  backend({ premium: false, purchase: null })
  const { card } = await premiumCard()
  expect(await within(card).findByRole('button', { name: 'Upgrade' })).toBeInTheDocument()
  expect(card).not.toHaveTextContent(/refund/i)
})
