import { fireEvent, screen } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { beforeEach, expect, it } from 'vitest'
import { server } from '../../../../tests/msw/server'
import { seedSession } from '../../../../tests/utils/session'
import { describeIdea, freeRun, generateUrl, signedInAs, uuidPattern } from '@/features/generator/testing/fixtures'

/** Records every generate-names body; answers `answer(n)` for the n-th call (0-based). */
function recordGenerations(answer: (call: number) => Response | Promise<Response> = () => HttpResponse.json(freeRun)) {
  const bodies: Record<string, unknown>[] = []
  server.use(
    http.post(generateUrl, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>)
      await delay(30)
      return answer(bodies.length - 1)
    }),
  )
  return bodies
}

beforeEach(() => {
  seedSession()
  signedInAs(false)
})
// sonner keeps toasts in module state and replays them to the next test's Toaster.

it('sends one request for a double click that lands before React re-renders', async () => {
  const bodies = recordGenerations()
  await describeIdea()
  const button = screen.getByRole('button', { name: 'Summon Names' })
  fireEvent.click(button)
  fireEvent.click(button)
  expect(await screen.findByText('Names ready!')).toBeInTheDocument()
  expect(bodies).toHaveLength(1)
})

it('sends one request when the form is submitted twice in a row, as two quick Enter presses do', async () => {
  const bodies = recordGenerations()
  await describeIdea()
  const form = screen.getByRole('button', { name: 'Summon Names' }).closest('form')!
  fireEvent.submit(form)
  fireEvent.submit(form)
  expect(await screen.findByText('Names ready!')).toBeInTheDocument()
  expect(bodies).toHaveLength(1)
})

it('shows the run in flight as busy and disabled', async () => {
  recordGenerations()
  const user = await describeIdea()
  await user.click(screen.getByRole('button', { name: 'Summon Names' }))
  const busy = await screen.findByRole('button', { name: 'Weaving names from the void...' })
  expect(busy).toBeDisabled()
  expect(busy).toHaveAttribute('aria-busy', 'true')
  expect(await screen.findByRole('button', { name: 'Summon Names' })).not.toHaveAttribute('aria-busy', 'true')
})

it('sends a fresh UUID requestId with each Summon', async () => {
  const bodies = recordGenerations()
  const user = await describeIdea()
  await user.click(screen.getByRole('button', { name: 'Summon Names' }))
  await screen.findByText('Names ready!')
  await user.click(await screen.findByRole('button', { name: 'Summon Names' }))
  await screen.findByText('Names ready!')
  await expect.poll(() => bodies.length).toBe(2)
  expect(bodies[0]).toEqual({ description: 'a cold-brew coffee shop', count: 8, requestId: expect.stringMatching(uuidPattern) })
  expect(bodies[1].requestId).toMatch(uuidPattern)
  expect(bodies[1].requestId).not.toBe(bodies[0].requestId)
})

it('retries a run lost to the network with the same requestId, so the server can answer it once', async () => {
  const bodies = recordGenerations((call) => (call === 0 ? HttpResponse.error() : HttpResponse.json(freeRun)))
  const user = await describeIdea()
  await user.click(screen.getByRole('button', { name: 'Summon Names' }))
  expect(await screen.findByRole('heading', { name: 'Brewvana' })).toBeInTheDocument()
  expect(bodies).toHaveLength(2)
  expect(bodies[1].requestId).toBe(bodies[0].requestId)
})
