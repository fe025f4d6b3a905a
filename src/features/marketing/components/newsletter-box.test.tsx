import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse, delay } from 'msw'
import { afterEach, expect, it, vi } from 'vitest'
import { NewsletterBox } from '@/features/marketing/components/newsletter-box'
import { settle } from '@/features/marketing/testing/settle'
import { server } from '../../../../tests/msw/server'
import { TEST_SUPABASE_URL } from '../../../../tests/msw/handlers'

const CHECK_INBOX = /check your inbox and click the link to confirm/i

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


it('idle → sending → asks to confirm from the inbox for 3 s → back to an empty form', async () => {
  const requests = answerWith(200, { ok: true, pending: true })
  render(<NewsletterBox />)
  const input = screen.getByLabelText('Email address')
  await userEvent.type(input, ' reader@example.com ')
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
  expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled()
  await settle(() => screen.queryByText(CHECK_INBOX) !== null)
  expect(screen.getByRole('status')).toHaveTextContent(CHECK_INBOX)
  expect(requests).toEqual([{ email: 'reader@example.com', source: 'newsletter', industry: 'general', description: 'Business name generation' }])
  act(() => vi.advanceTimersByTime(2999))
  expect(screen.getByText(CHECK_INBOX)).toBeInTheDocument()
  act(() => vi.advanceTimersByTime(1))
  expect(screen.queryByText(CHECK_INBOX)).not.toBeInTheDocument()
  expect(screen.getByLabelText('Email address')).toHaveValue('')
  expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
})

it('an empty address sends nothing', async () => {
  const requests = answerWith(200, { ok: true, pending: true })
  render(<NewsletterBox />)
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
  expect(requests).toEqual([])
})

it('says clearly when too many sign-ups came from here, and keeps the address', async () => {
  answerWith(429, { error: 'Too many email requests from here or to this address. Please try again later.' })
  render(<NewsletterBox />)
  await userEvent.type(screen.getByLabelText('Email address'), 'reader@example.com')
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(/too many email requests.*try again later/i)
  expect(screen.getByLabelText('Email address')).toHaveValue('reader@example.com')
  expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
})
