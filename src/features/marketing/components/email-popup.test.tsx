import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse, delay } from 'msw'
import { afterEach, expect, it, vi } from 'vitest'
import { EmailPopupDialog } from '@/features/marketing/components/email-popup'
import { settle } from '@/features/marketing/testing/settle'
import { server } from '../../../../tests/msw/server'
import { TEST_SUPABASE_URL } from '../../../../tests/msw/handlers'

const SUCCESS = "Check your email! Your 5 exclusive name ideas are on their way. Don't forget to check your spam folder."

function answerWith(status: number, body: Record<string, unknown>, requests: unknown[] = []) {
  server.use(
    http.post(`${TEST_SUPABASE_URL}/functions/v1/send-email`, async ({ request }) => {
      requests.push(await request.json())
      await delay(20)
      return HttpResponse.json(body, { status })
    }),
  )
  return requests
}

afterEach(() => {
  vi.useRealTimers()
})

it('sends the address and the topic, says Sending..., then promises the 5 ideas and closes after 3 s', async () => {
  const requests = answerWith(200, { ok: true, ideas: 5 })
  const onClose = vi.fn()
  render(<EmailPopupDialog open onClose={onClose} />)
  expect(screen.getByRole('dialog', { name: 'Get 5 exclusive name ideas!' })).toBeInTheDocument()
  await userEvent.type(screen.getByLabelText('Email'), ' visitor@example.com ')
  await userEvent.type(screen.getByLabelText(/What are you naming/), 'a dog bakery')
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  fireEvent.click(screen.getByRole('button', { name: 'Send me ideas' }))
  expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled()
  // The request resolves on real I/O; the fake clock only stands in for the 3 s wait below.
  await settle(() => screen.queryByText(SUCCESS) !== null)
  expect(screen.getByText(SUCCESS)).toBeInTheDocument()
  expect(requests).toEqual([{ email: 'visitor@example.com', source: 'popup', industry: 'general', description: 'a dog bakery' }])
  const events = (window.dataLayer ?? []).filter((e) => e.event !== undefined)
  expect(events).toEqual([
    { event: 'email_submit', source: 'popup' },
    { event: 'generate_lead', source: 'popup', industry: 'general' },
  ])
  act(() => vi.advanceTimersByTime(2999))
  expect(onClose).not.toHaveBeenCalled()
  act(() => vi.advanceTimersByTime(1))
  expect(onClose).toHaveBeenCalledTimes(1)
})

it('without a topic asks for a general set; an empty address does nothing', async () => {
  const requests = answerWith(200, { ok: true, ideas: 5 })
  render(<EmailPopupDialog open onClose={() => {}} />)
  await userEvent.click(screen.getByRole('button', { name: 'Send me ideas' }))
  expect(requests).toEqual([])
  await userEvent.type(screen.getByLabelText('Email'), 'visitor@example.com')
  await userEvent.click(screen.getByRole('button', { name: 'Send me ideas' }))
  await screen.findByText(SUCCESS)
  expect(requests).toEqual([{ email: 'visitor@example.com', source: 'popup', industry: 'general' }])
})

it('shows why it failed, stays open, and reports no lead', async () => {
  answerWith(502, { error: 'We could not send your name ideas. Please try again later.' })
  const onClose = vi.fn()
  render(<EmailPopupDialog open onClose={onClose} />)
  await userEvent.type(screen.getByLabelText('Email'), 'visitor@example.com')
  await userEvent.click(screen.getByRole('button', { name: 'Send me ideas' }))
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not send your name ideas. Please try again later.')
  expect(screen.getByRole('button', { name: 'Send me ideas' })).toBeEnabled()
  expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument()
  expect(onClose).not.toHaveBeenCalled()
  expect((window.dataLayer ?? []).filter((e) => e.event !== undefined)).toEqual([])
})

it('says clearly when the limit is reached', async () => {
  answerWith(429, { error: 'Too many email requests from here or to this address. Please try again later.' })
  render(<EmailPopupDialog open onClose={() => {}} />)
  await userEvent.type(screen.getByLabelText('Email'), 'visitor@example.com')
  await userEvent.click(screen.getByRole('button', { name: 'Send me ideas' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(/too many email requests/i)
})
