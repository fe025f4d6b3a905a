import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { renderRoute } from '../../../../tests/utils/render-route'
import { server } from '../../../../tests/msw/server'
import { TEST_SUPABASE_URL, authError } from '../../../../tests/msw/handlers'
import { testUser } from '../../../../tests/utils/session'

async function openDialog() {
  const user = userEvent.setup()
  renderRoute('/about')
  await user.click(await screen.findByRole('button', { name: 'Sign In' }))
  return { user, dialog: await screen.findByRole('dialog', { name: 'Welcome back' }) }
}

describe('login', () => {
  it('asks for both fields before calling the server', async () => {
    const { user, dialog } = await openDialog()
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Missing information')).toBeInTheDocument()
    expect(screen.getByText('Please fill in all fields.')).toBeInTheDocument()
  })

  it("shows the server's reason when sign-in fails", async () => {
    server.use(http.post(`${TEST_SUPABASE_URL}/auth/v1/token`, () => authError(400, 'invalid_credentials', 'Invalid login credentials')))
    const { user, dialog } = await openDialog()
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com')
    await user.type(within(dialog).getByLabelText('Password'), 'wrong')
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Login failed')).toBeInTheDocument()
    expect(screen.getByText('Invalid login credentials')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument()
  })

  it('signs in, closes the dialog and shows the account menu', async () => {
    const user = testUser()
    let body: unknown
    server.use(
      http.post(`${TEST_SUPABASE_URL}/auth/v1/token`, async ({ request }) => {
        body = await request.json()
        const now = Math.floor(Date.now() / 1000)
        return HttpResponse.json({ access_token: 'a.b.c', refresh_token: 'r', token_type: 'bearer', expires_in: 3600, expires_at: now + 3600, user })
      }),
      http.post(`${TEST_SUPABASE_URL}/functions/v1/check-premium`, () => HttpResponse.json({ hasPremium: false })),
    )
    const { user: u, dialog } = await openDialog()
    await u.type(within(dialog).getByLabelText('Email'), '  ada@example.com ')
    await u.type(within(dialog).getByLabelText('Password'), 'Correct#Horse1')
    await u.click(within(dialog).getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument()
    expect(body).toMatchObject({ email: 'ada@example.com', password: 'Correct#Horse1' })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(await screen.findByRole('button', { name: /Account menu for ada@example.com/ })).toBeInTheDocument()
  })

  it('switches modes by links and resets to login when closed', async () => {
    const { user, dialog } = await openDialog()
    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }))
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument()
  })
})

describe('signup', () => {
  async function openSignup() {
    const { user, dialog } = await openDialog()
    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }))
    return { user, dialog: await screen.findByRole('dialog', { name: 'Create your account' }) }
  }

  it('ticks each password rule live and keeps submit disabled until everything is valid', async () => {
    const { user, dialog } = await openSignup()
    const submit = within(dialog).getByRole('button', { name: 'Create Account' })
    const rules = within(dialog).getByRole('list', { name: 'Password requirements' })
    expect(submit).toBeDisabled()
    await user.type(within(dialog).getByLabelText('Email'), 'new@example.com')
    await user.type(within(dialog).getByLabelText('Password'), 'abc')
    expect(within(rules).getByText(/One lowercase letter/)).toHaveTextContent('(met)')
    expect(within(rules).getByText(/At least 8 characters/)).toHaveTextContent('(not met)')
    for (const label of [/One uppercase letter/, /One number/, /One special character/]) {
      expect(within(rules).getByText(label)).toHaveTextContent('(not met)')
    }
    await user.type(within(dialog).getByLabelText('Password'), 'DEF12!')
    for (const item of within(rules).getAllByRole('listitem')) expect(item).toHaveTextContent('(met)')
    await user.type(within(dialog).getByLabelText('Confirm password'), 'abcDEF12')
    expect(within(dialog).getByText("Passwords don't match")).toBeInTheDocument()
    expect(submit).toBeDisabled()
    await user.type(within(dialog).getByLabelText('Confirm password'), '!')
    expect(within(dialog).getByText('Passwords match')).toBeInTheDocument()
    expect(submit).toBeEnabled()
  })

  it('refuses an invalid form even when submitted without the button', async () => {
    const { user, dialog } = await openSignup()
    await user.type(within(dialog).getByLabelText('Email'), 'new@example.com')
    fireEvent.submit(within(dialog).getByRole('form', { name: 'Create account' }))
    expect(await screen.findByText('Please fix the errors')).toBeInTheDocument()
    expect(screen.getByText('Make sure all fields are filled and password requirements are met.')).toBeInTheDocument()
  })

  it('asks to check email after a sign-up that needs confirmation', async () => {
    server.use(
      http.post(`${TEST_SUPABASE_URL}/auth/v1/signup`, () =>
        HttpResponse.json(testUser({ email: 'new@example.com', email_confirmed_at: undefined, identities: [{ id: '1' } as never] })),
      ),
    )
    const { user, dialog } = await openSignup()
    await user.type(within(dialog).getByLabelText('Email'), 'new@example.com')
    await user.type(within(dialog).getByLabelText('Password'), 'abcDEF12!')
    await user.type(within(dialog).getByLabelText('Confirm password'), 'abcDEF12!')
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByText('Check your email!')).toBeInTheDocument()
    expect(screen.getByText("We've sent you a confirmation link to verify your account.")).toBeInTheDocument()
  })

  it("shows the server's refusal", async () => {
    server.use(http.post(`${TEST_SUPABASE_URL}/auth/v1/signup`, () => authError(422, 'signup_disabled', 'Signups not allowed for this instance')))
    const { user, dialog } = await openSignup()
    await user.type(within(dialog).getByLabelText('Email'), 'new@example.com')
    await user.type(within(dialog).getByLabelText('Password'), 'abcDEF12!')
    await user.type(within(dialog).getByLabelText('Confirm password'), 'abcDEF12!')
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByText('Sign up failed')).toBeInTheDocument()
    expect(screen.getByText('Signups not allowed for this instance')).toBeInTheDocument()
  })
})

describe('forgot password', () => {
  it('sends the reset request and confirms without revealing whether the account exists', async () => {
    let sent: unknown
    server.use(
      http.post(`${TEST_SUPABASE_URL}/auth/v1/recover`, async ({ request }) => {
        sent = { body: await request.json(), redirect: new URL(request.url).searchParams.get('redirect_to') }
        return HttpResponse.json({})
      }),
    )
    const { user, dialog } = await openDialog()
    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }))
    const forgot = await screen.findByRole('dialog', { name: 'Reset your password' })
    await user.type(within(forgot).getByLabelText('Email'), 'ada@example.com')
    await user.click(within(forgot).getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByText('If ada@example.com has an account, a reset link is on its way.')).toBeInTheDocument()
    expect(sent).toMatchObject({ body: { email: 'ada@example.com' }, redirect: `${window.location.origin}/auth/reset-password` })
  })
})

describe('unconfirmed email at sign-in', () => {
  // A generous ceiling for each wait: several sign-in round trips run back to back on a busy machine.
  const slow = { timeout: 5000 }

  async function signInUnconfirmed() {
    server.use(http.post(`${TEST_SUPABASE_URL}/auth/v1/token`, () => authError(400, 'email_not_confirmed', 'Email not confirmed')))
    const { user, dialog } = await openDialog()
    await user.type(within(dialog).getByLabelText('Email'), ' ada@example.com')
    await user.type(within(dialog).getByLabelText('Password'), 'Correct#Horse1')
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }))
    const resend = await within(dialog).findByRole('button', { name: 'Resend confirmation email' }, slow)
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Your email address is not confirmed yet.')
    return { user, resend }
  }

  it('offers to resend the confirmation link and confirms it was sent', async () => {
    let sent: unknown
    server.use(
      http.post(`${TEST_SUPABASE_URL}/auth/v1/resend`, async ({ request }) => {
        sent = { body: await request.json(), redirect: new URL(request.url).searchParams.get('redirect_to') }
        return HttpResponse.json({})
      }),
    )
    const { user, resend } = await signInUnconfirmed()
    await user.click(resend)
    expect(await screen.findByText('Confirmation email sent', {}, slow)).toBeInTheDocument()
    expect(sent).toMatchObject({ body: { type: 'signup', email: 'ada@example.com' }, redirect: `${window.location.origin}/auth/callback` })
  })

  it('asks to wait when the server says it is too soon', async () => {
    server.use(
      http.post(`${TEST_SUPABASE_URL}/auth/v1/resend`, () =>
        authError(429, 'over_email_send_rate_limit', 'For security purposes, you can only request this after 42 seconds.'),
      ),
    )
    const { user, resend } = await signInUnconfirmed()
    await user.click(resend)
    expect(await screen.findByText('Please wait before asking again', {}, slow)).toBeInTheDocument()
    expect(screen.getByText('For security purposes, you can only request this after 42 seconds.')).toBeInTheDocument()
  })

  it("reports other failures with the server's reason", async () => {
    server.use(http.post(`${TEST_SUPABASE_URL}/auth/v1/resend`, () => authError(400, 'email_provider_disabled', 'Email logins are disabled')))
    const { user, resend } = await signInUnconfirmed()
    await user.click(resend)
    expect(await screen.findByText('Could not resend the email', {}, slow)).toBeInTheDocument()
    expect(screen.getByText('Email logins are disabled')).toBeInTheDocument()
  })

  it('does not offer a resend for a wrong password', async () => {
    server.use(http.post(`${TEST_SUPABASE_URL}/auth/v1/token`, () => authError(400, 'invalid_credentials', 'Invalid login credentials')))
    const { user, dialog } = await openDialog()
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com')
    await user.type(within(dialog).getByLabelText('Password'), 'wrong')
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }))
    // Toasts outlive a test in sonner's store, so wait for the form itself to finish.
    expect(await within(dialog).findByRole('button', { name: 'Sign In' }, slow)).toBeEnabled()
    expect(within(dialog).queryByRole('button', { name: 'Resend confirmation email' })).not.toBeInTheDocument()
  })
})
