import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderRoute } from '../../../../tests/utils/render-route'
import { server } from '../../../../tests/msw/server'
import { TEST_SUPABASE_URL } from '../../../../tests/msw/handlers'
import { seedSession } from '../../../../tests/utils/session'

const rpc = (name: string) => `${TEST_SUPABASE_URL}/rest/v1/rpc/${name}`
const names = (...list: string[]) => list.map((name) => ({ name, domain: `${name.toLowerCase()}.com` }))

const earlyRun = {
  id: 'run-early',
  description: 'a tea bar for night owls',
  created_at: '2026-03-01T10:00:00Z',
}
const lateRun = {
  id: 'run-late',
  description: 'a bike repair van',
  created_at: '2026-03-20T10:00:00Z',
}

function backend({ premium, purchasedAt, runs }: { premium: boolean; purchasedAt: string | null; runs: unknown[] }) {
  server.use(
    http.post(`${TEST_SUPABASE_URL}/functions/v1/check-premium`, () => HttpResponse.json({ hasPremium: premium })),
    http.post(rpc('my_purchase'), () =>
      HttpResponse.json(purchasedAt ? { purchased_at: purchasedAt, refundable_until: null, refunded_at: null } : null),
    ),
    http.post(rpc('my_generations'), () => HttpResponse.json(runs)),
  )
}

async function openHistory() {
  renderRoute('/history')
  await screen.findByRole('heading', { name: 'Your History' })
  return screen.findByRole('main')
}

const runHeadings = (root: HTMLElement) => within(root).queryAllByRole('heading', { level: 3 }).map((h) => h.textContent)

beforeEach(() => seedSession())

describe('free account', () => {
  it('shows one list with the locked count and no Premium/Free split', async () => {
    backend({
      premium: false,
      purchasedAt: null,
      runs: [{ ...lateRun, names: names('Spokehaus', 'Gearly', 'Wrenchly', 'Pedalo'), locked_count: 4 }],
    })
    const main = await openHistory()
    expect(await within(main).findByText('Spokehaus')).toBeInTheDocument()
    expect(main).toHaveTextContent('4 more names are locked.')
    expect(within(main).queryByRole('heading', { name: 'Premium' })).not.toBeInTheDocument()
    expect(within(main).queryByRole('heading', { name: 'Free' })).not.toBeInTheDocument()
  })

  it("says 'No history yet.' without runs", async () => {
    backend({ premium: false, purchasedAt: null, runs: [] })
    const main = await openHistory()
    expect(await within(main).findByText('No history yet.')).toBeInTheDocument()
  })
})

describe('premium account', () => {
  it('splits runs at the purchase and reveals the names that were locked before it', async () => {
    backend({
      premium: true,
      purchasedAt: '2026-03-10T00:00:00Z',
      runs: [
        { ...lateRun, names: names('Spokehaus', 'Gearly', 'Wrenchly', 'Pedalo', 'Chainwell', 'Velocraft', 'Hubwise', 'Crankly'), locked_count: 0 },
        { ...earlyRun, names: names('Steepwell', 'Owlbrew', 'Nightleaf', 'Moonsip', 'Duskpour', 'Latebloom', 'Teamoon', 'Hushcup'), locked_count: 0 },
      ],
    })
    const main = await openHistory()
    const premium = await within(main).findByRole('region', { name: 'Premium' })
    const free = within(main).getByRole('region', { name: 'Free' })
    expect(runHeadings(premium)).toEqual(['a bike repair van'])
    expect(runHeadings(free)).toEqual(['a tea bar for night owls'])
    // The four names that were locked in the free run are shown now.
    expect(within(free).getByText('Hushcup')).toBeInTheDocument()
    expect(within(free).getAllByText(/\.com$/)).toHaveLength(8)
    expect(main).not.toHaveTextContent(/locked/)
  })

  it("says 'No premium runs yet.' when every run came before the purchase", async () => {
    backend({
      premium: true,
      purchasedAt: '2026-03-10T00:00:00Z',
      runs: [{ ...earlyRun, names: names('Steepwell'), locked_count: 0 }],
    })
    const main = await openHistory()
    const premium = await within(main).findByRole('region', { name: 'Premium' })
    expect(premium).toHaveTextContent('No premium runs yet.')
    expect(within(main).getByRole('region', { name: 'Free' })).not.toHaveTextContent('No free runs.')
  })

  it("says 'No free runs.' when every run came after the purchase", async () => {
    backend({ premium: true, purchasedAt: '2026-03-10T00:00:00Z', runs: [{ ...lateRun, names: names('Gearly'), locked_count: 0 }] })
    const main = await openHistory()
    const free = await within(main).findByRole('region', { name: 'Free' })
    expect(free).toHaveTextContent('No free runs.')
    expect(runHeadings(within(main).getByRole('region', { name: 'Premium' }))).toEqual(['a bike repair van'])
  })
})
