import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderRoute } from '../../../../tests/utils/render-route'
import { server } from '../../../../tests/msw/server'
import { freeUsage } from '../../../../tests/msw/handlers'
import { seedSession } from '../../../../tests/utils/session'
import { describeIdea, freeRun, generateUrl, premiumRun, signedInAs, usageUrl } from '@/features/generator/testing/fixtures'

const upgradeTitle = 'Unlock everything for $4'
const freeUnlockTitle = 'Get 5 free searches'

function countGenerations(answer: () => Response = () => HttpResponse.json(freeRun)) {
  const generate = vi.fn()
  server.use(
    http.post(generateUrl, () => {
      generate()
      return answer()
    }),
  )
  return generate
}

beforeEach(() => seedSession())
// sonner keeps toasts in module state and replays them to the next test's Toaster.

describe('out of free runs', () => {
  beforeEach(() => signedInAs(false))

  it('offers the free 5-run unlock first, not the $4 paywall', async () => {
    server.use(http.post(usageUrl, () => HttpResponse.json(freeUsage({ used: 3, remaining: 0, free_unlocked: false }))))
    const generate = countGenerations()
    const user = await describeIdea()
    await screen.findByText('0 incantations remaining')
    await user.click(screen.getByRole('button', { name: 'Summon Names' }))
    const dialog = await screen.findByRole('dialog', { name: freeUnlockTitle })
    expect(dialog).toHaveTextContent('You have used your 3 free runs')
    expect(within(dialog).getByRole('button', { name: 'Unlock my free searches' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: upgradeTitle })).not.toBeInTheDocument()
    expect(generate).not.toHaveBeenCalled()
  })

  it('shows the $4 paywall once the free unlock is used, without claiming names are waiting when there are none', async () => {
    server.use(http.post(usageUrl, () => HttpResponse.json(freeUsage({ used: 8, limit: 8, remaining: 0, free_unlocked: true }))))
    const generate = countGenerations()
    const user = await describeIdea()
    await screen.findByText('0 incantations remaining')
    await user.click(screen.getByRole('button', { name: 'Summon Names' }))
    const dialog = await screen.findByRole('dialog', { name: upgradeTitle })
    expect(dialog).not.toHaveTextContent(/waiting/i)
    expect(dialog).toHaveTextContent('Unlimited generations')
    expect(generate).not.toHaveBeenCalled()
  })

  it('asks the server again when generate-names answers 402, and offers the free unlock if it is still unused', async () => {
    let runs = 2
    server.use(
      http.post(usageUrl, () => HttpResponse.json(freeUsage({ used: 3 - runs, remaining: runs, free_unlocked: false }))),
      http.post(generateUrl, () => {
        // Another tab took the last run meanwhile.
        runs = 0
        return HttpResponse.json({ error: 'You have used all your free generations' }, { status: 402 })
      }),
    )
    const user = await describeIdea()
    await screen.findByText('2 incantations remaining')
    await user.click(screen.getByRole('button', { name: 'Summon Names' }))
    expect(await screen.findByRole('dialog', { name: freeUnlockTitle })).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: upgradeTitle })).not.toBeInTheDocument()
  })

  it('opens the $4 paywall on a 402 once the free unlock is used', async () => {
    server.use(http.post(usageUrl, () => HttpResponse.json(freeUsage({ used: 7, limit: 8, remaining: 1, free_unlocked: true }))))
    countGenerations(() => HttpResponse.json({ error: 'You have used all your free generations' }, { status: 402 }))
    const user = await describeIdea()
    await user.click(screen.getByRole('button', { name: 'Summon Names' }))
    expect(await screen.findByRole('dialog', { name: upgradeTitle })).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: freeUnlockTitle })).not.toBeInTheDocument()
  })
})

describe('what the counts say', () => {
  it('tells a free user how many names were made and how many are revealed', async () => {
    signedInAs(false)
    countGenerations()
    const user = await describeIdea()
    await user.click(screen.getByRole('button', { name: 'Summon Names' }))
    expect(await screen.findByText('Names ready!')).toBeInTheDocument()
    expect(
      screen.getByText('Found 8 names that might just be perfect. 4 are revealed — unlock the rest for $4.'),
    ).toBeInTheDocument()
  })

  it("keeps the spec's sentence for premium, where every name is revealed", async () => {
    signedInAs(true)
    server.use(http.post(usageUrl, () => HttpResponse.json(freeUsage({ premium: true, limit: null, remaining: null }))))
    countGenerations(() => HttpResponse.json(premiumRun))
    const user = await describeIdea()
    await user.click(screen.getByRole('button', { name: 'Summon Names' }))
    expect(await screen.findByText('Names ready!')).toBeInTheDocument()
    expect(screen.getByText('Found 8 names that might just be perfect.')).toBeInTheDocument()
  })

  it('does not claim names are waiting when the upgrade link opens the dialog before any run', async () => {
    renderRoute('/generate?upgrade=1')
    const dialog = await screen.findByRole('dialog', { name: upgradeTitle })
    expect(dialog).not.toHaveTextContent(/waiting/i)
    expect(dialog).toHaveTextContent('Every name of every run revealed')
  })

  it('counts the names still hidden on the page when a run is on screen', async () => {
    signedInAs(false)
    countGenerations()
    const user = await describeIdea()
    await user.click(screen.getByRole('button', { name: 'Summon Names' }))
    await user.click(await screen.findByRole('button', { name: 'Unlock now' }))
    expect(await screen.findByRole('dialog', { name: upgradeTitle })).toHaveTextContent('4 names are waiting behind the veil.')
  })
})
