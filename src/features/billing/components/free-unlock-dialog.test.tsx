import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { useEffect } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { useDialogs } from '@/lib/dialogs'
import { FreeUnlockDialog } from './free-unlock-dialog'
import { renderRoute } from '../../../../tests/utils/render-route'
import { server } from '../../../../tests/msw/server'
import { TEST_SUPABASE_URL } from '../../../../tests/msw/handlers'
import { seedSession } from '../../../../tests/utils/session'

const sendEmailUrl = `${TEST_SUPABASE_URL}/functions/v1/send-email`
const dialogName = { name: 'Get 5 free searches' }

function OpenOnMount() {
  const { openFreeUnlock } = useDialogs()
  useEffect(() => openFreeUnlock(), [openFreeUnlock])
  return null
}

/** The dialog alone (it lives in the layout's lazy extras), opened as the header button opens it. */
async function openDialog() {
  const user = userEvent.setup()
  const element = (
    <QueryClientProvider client={new QueryClient()}>
      <OpenOnMount />
      <FreeUnlockDialog />
    </QueryClientProvider>
  )
  renderRoute('/', [{ path: '/', element }])
  const dialog = await screen.findByRole('dialog', dialogName, { timeout: 10_000 })
  // Prefilled from the session once auth has loaded.
  await waitFor(() => expect(within(dialog).getByLabelText('Email')).toHaveValue('ada@example.com'))
  return { user, dialog }
}

beforeEach(() => {
  seedSession()
  server.use(http.post(`${TEST_SUPABASE_URL}/functions/v1/check-premium`, () => HttpResponse.json({ hasPremium: false })))
})

describe('the free-unlock dialog', () => {
  it('shows the email failure, stays open and unlocks nothing; a retry that is mailed unlocks', { timeout: 15_000 }, async () => {
    let down = true
    server.use(
      http.post(sendEmailUrl, () =>
        down
          ? HttpResponse.json({ error: 'We could not send the unlock email. Please try again later.' }, { status: 502 })
          : HttpResponse.json({ ok: true, granted: true, emailed: true, credits: 5 }),
      ),
    )
    const { user, dialog } = await openDialog()
    await user.click(within(dialog).getByRole('button', { name: 'Unlock my free searches' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not send the unlock email. Please try again later.')
    expect(screen.getByRole('dialog', dialogName)).toBeInTheDocument()
    expect(localStorage.getItem('brandquest_free_unlocked')).toBeNull()

    down = false
    await user.click(within(dialog).getByRole('button', { name: 'Unlock my free searches' }))
    await waitFor(() => expect(screen.queryByRole('dialog', dialogName)).not.toBeInTheDocument())
    expect(localStorage.getItem('brandquest_free_unlocked')).toBe('true')
    expect(await screen.findByText(/We sent a confirmation to ada@example\.com/, {}, { timeout: 5000 })).toBeInTheDocument()
  })

  it('does not claim an email went out when the account was already unlocked', { timeout: 15_000 }, async () => {
    server.use(http.post(sendEmailUrl, () => HttpResponse.json({ ok: true, granted: false, emailed: false, credits: 5 })))
    const { user, dialog } = await openDialog()
    await user.click(within(dialog).getByRole('button', { name: 'Unlock my free searches' }))
    expect(await screen.findByText('Your free searches were already unlocked', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.queryByText(/We sent a confirmation/)).not.toBeInTheDocument()
  })
})
