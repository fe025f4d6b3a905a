import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderRoute } from '../../../../tests/utils/render-route'
import { server } from '../../../../tests/msw/server'
import { freeUsage } from '../../../../tests/msw/handlers'
import { seedSession } from '../../../../tests/utils/session'
import {
  describeIdea,
  freeRun as run,
  generateUrl,
  revealed,
  signedInAs,
  usageUrl,
  uuidPattern,
} from '@/features/generator/testing/fixtures'

it('asks a signed-out visitor to sign up first', async () => {
  const user = await describeIdea()
  await user.click(screen.getByRole('button', { name: 'Summon Names' }))
  expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeInTheDocument()
})

describe('signed in, free', () => {
  beforeEach(() => {
    seedSession()
    signedInAs(false)
  })

  it('wants a description', async () => {
    const user = await describeIdea('   ')
    await user.click(screen.getByRole('button', { name: 'Summon Names' }))
    expect(await screen.findByText('Tell us more!')).toBeInTheDocument()
    expect(screen.getByText("We need to know what you're building to find the perfect name.")).toBeInTheDocument()
  })

  it('shows the server counters', async () => {
    server.use(http.post(usageUrl, () => HttpResponse.json(freeUsage({ used: 1, remaining: 2 }))))
    renderRoute('/generate')
    expect(await screen.findByText('2 incantations remaining')).toBeInTheDocument()
    expect(screen.getByText('Used 1 of 3 free generations')).toBeInTheDocument()
  })

  it('reveals the first names, keeps locked slots empty, and offers the unlock', async () => {
    let sent: unknown
    server.use(
      http.post(generateUrl, async ({ request }) => {
        sent = await request.json()
        await delay(50)
        return HttpResponse.json(run)
      }),
    )
    const user = await describeIdea('  a cold-brew coffee shop ')
    await user.click(screen.getByRole('button', { name: 'Summon Names' }))
    expect(await screen.findByRole('button', { name: 'Weaving names from the void...' })).toBeDisabled()
    expect(await screen.findByText('Names ready!')).toBeInTheDocument()
    expect(sent).toEqual({ description: 'a cold-brew coffee shop', count: 8, requestId: expect.stringMatching(uuidPattern) })
    const results = screen.getByRole('region', { name: 'Names from the depths' })
    for (const name of revealed) expect(within(results).getByRole('heading', { name: name.name })).toBeInTheDocument()
    expect(within(results).getByText('“Calm in every cup”')).toBeInTheDocument()
    expect(within(results).getByText('brew + nirvana')).toBeInTheDocument()
    expect(within(results).getAllByRole('button', { name: 'Unlock' })).toHaveLength(4)
    expect(within(results).getByText('Revealing 4 of 8 names • Unlock the rest for $4.00')).toBeInTheDocument()
    await user.click(within(results).getAllByRole('button', { name: 'Unlock' })[0])
    expect(await screen.findByRole('dialog', { name: 'Unlock everything for $4' })).toHaveTextContent('4 names are waiting')
  })

  it('copies a name', async () => {
    server.use(http.post(generateUrl, () => HttpResponse.json(run)))
    const user = await describeIdea()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    await user.click(screen.getByRole('button', { name: 'Summon Names' }))
    await user.click(await screen.findByRole('button', { name: 'Copy Brewvana' }))
    expect(writeText).toHaveBeenCalledWith('Brewvana')
    expect(await screen.findByText('Got it! Name copied to your clipboard.')).toBeInTheDocument()
  })

  it('opens the upgrade dialog instead of calling the server when no runs are left', async () => {
    const generate = vi.fn()
    server.use(
      http.post(usageUrl, () => HttpResponse.json(freeUsage({ used: 8, limit: 8, remaining: 0, free_unlocked: true }))),
      http.post(generateUrl, () => {
        generate()
        return HttpResponse.json(run)
      }),
    )
    const user = await describeIdea()
    await screen.findByText('0 incantations remaining')
    await user.click(screen.getByRole('button', { name: 'Summon Names' }))
    expect(await screen.findByRole('dialog', { name: 'Unlock everything for $4' })).toHaveTextContent('What one payment of $4 gives you')
    expect(generate).not.toHaveBeenCalled()
  })

  it.each([
    [402, { error: 'You have used all your free generations' }, 'dialog', 'Unlock everything for $4'],
    [401, { error: 'Sign in first' }, 'dialog', 'Welcome back'],
  ])('answers %i by opening the right dialog', async (status, body, role, name) => {
    server.use(
      http.post(usageUrl, () => HttpResponse.json(freeUsage({ used: 7, limit: 8, remaining: 1, free_unlocked: true }))),
      http.post(generateUrl, () => HttpResponse.json(body, { status })),
    )
    const user = await describeIdea()
    await user.click(screen.getByRole('button', { name: 'Summon Names' }))
    expect(await screen.findByRole(role as 'dialog', { name })).toBeInTheDocument()
  })

  it('says so when the server fails', async () => {
    server.use(http.post(generateUrl, () => HttpResponse.json({ error: 'boom' }, { status: 500 })))
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const user = await describeIdea()
    await user.click(screen.getByRole('button', { name: 'Summon Names' }))
    expect(await screen.findByText('Oops!')).toBeInTheDocument()
    expect(screen.getByText('Something went wrong. Give it another shot?')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Summon Names' })).toBeEnabled()
  })
})

it('Begin the Journey focuses the description box', async () => {
  const user = userEvent.setup()
  renderRoute('/generate')
  Element.prototype.scrollIntoView = vi.fn()
  await user.click(await screen.findByRole('button', { name: 'Begin the Journey' }))
  expect(screen.getByLabelText('What vision are you birthing?')).toHaveFocus()
})
