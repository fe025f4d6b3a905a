import { createClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { expect, test } from './fixtures'
import { PASSWORD, accountMenu, openSignup, signIn, signOutFromMenu, signUpAndConfirm } from './auth-helpers'
import { API_URL, uniqueEmail, verifyLink, waitForMail } from './stack'
import { LOCAL_ANON_KEY } from '../supabase/local/keys'

test('sign up, confirm from the outbox, sign out, sign back in', async ({ page }) => {
  const { email, password } = await signUpAndConfirm(page)
  await signOutFromMenu(page, email)
  await signIn(page, email, password)
  await expect(page.getByText('Welcome back!')).toBeVisible()
  await expect(accountMenu(page, email)).toBeVisible()
})

test('a wrong password says Login failed', async ({ page }) => {
  const { email } = await signUpAndConfirm(page)
  await signOutFromMenu(page, email)
  await signIn(page, email, 'Not#ThePassword1')
  await expect(page.getByText('Login failed')).toBeVisible()
  await expect(page.getByText('Invalid login credentials')).toBeVisible()
})

test('a weak password is blocked in the form and refused by the server', async ({ page }) => {
  await page.goto('/')
  const dialog = await openSignup(page)
  await dialog.getByLabel('Email').fill(uniqueEmail('weak'))
  await dialog.getByLabel('Password', { exact: true }).fill('password1')
  await dialog.getByLabel('Confirm password').fill('password1')
  await expect(dialog.getByRole('button', { name: 'Create Account' })).toBeDisabled()

  const supabase = createClient(API_URL, LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  })
  const { error } = await supabase.auth.signUp({ email: uniqueEmail('weak-direct'), password: 'password1' })
  expect(error?.code).toBe('weak_password')
  expect(error?.status).toBe(422)
})

test('Google sign-in through the consent page lands signed in with name and avatar', async ({ page }) => {
  const email = uniqueEmail('google')
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
  await page.getByRole('button', { name: 'Continue with Google' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with Google' })).toBeVisible()
  await page.getByLabel('Full name').fill('Grace Hopper')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Create account and continue' }).click()
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible()
  await expect(page).toHaveURL('/', { timeout: 5000 })
  const menu = accountMenu(page, 'Grace Hopper')
  await expect(menu).toBeVisible()
  const avatar = menu.locator('img')
  await expect(avatar).toHaveAttribute('src', /\/auth\/v1\/_local\/avatar\//)
  expect(await avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
})

test('reset a forgotten password from the email link, then sign in with it', async ({ page }) => {
  const { email } = await signUpAndConfirm(page)
  await signOutFromMenu(page, email)
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
  await page.getByRole('button', { name: 'Forgot password?' }).click()
  const forgot = page.getByRole('dialog', { name: 'Reset your password' })
  await forgot.getByLabel('Email').fill(email)
  await forgot.getByRole('button', { name: 'Send reset link' }).click()
  const mail = await waitForMail(email, /reset/i)
  await page.goto(verifyLink(mail))
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible()
  const newPassword = 'Fresh#Start2027'
  await page.getByLabel('New password', { exact: true }).fill(newPassword)
  await page.getByLabel('Confirm new password').fill(newPassword)
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByText('Password updated')).toBeVisible()
  await expect(page).toHaveURL('/')
  await signOutFromMenu(page, email)
  await signIn(page, email, PASSWORD)
  await expect(page.getByText('Login failed')).toBeVisible()
  await page.keyboard.press('Escape')
  await signIn(page, email, newPassword)
  await expect(accountMenu(page, email)).toBeVisible()
})

test('change email with confirmation on the new address, and change password', async ({ page }) => {
  const { email } = await signUpAndConfirm(page)
  await page.goto('/profile')
  const info = page.getByRole('region', { name: 'Account Information' })
  await expect(info).toContainText(email)
  await expect(info).toContainText('Email verified')

  const next = uniqueEmail('moved')
  const emailForm = page.getByRole('form', { name: 'Update email' })
  await emailForm.getByLabel('New email address').fill(next)
  await emailForm.getByRole('button', { name: 'Update Email' }).click()
  await expect(page.getByText("We've sent a confirmation link to verify your new email address.")).toBeVisible()
  await expect(page.getByText(`Waiting for you to confirm ${next}.`)).toBeVisible()
  const mail = await waitForMail(next)
  await page.goto(verifyLink(mail))
  await expect(page).toHaveURL(/\/profile#?$/) // supabase-js leaves an empty '#' behind
  await expect(page.getByText('Email updated')).toBeVisible()
  await expect(page.getByText(`You now sign in with ${next}.`)).toBeVisible()
  await expect(page.getByRole('region', { name: 'Account Information' })).toContainText(next)

  const passwordForm = page.getByRole('form', { name: 'Update password' })
  await passwordForm.getByLabel('New password', { exact: true }).fill('Another#Pass42')
  await passwordForm.getByLabel('Confirm new password').fill('Another#Pass42')
  await passwordForm.getByRole('button', { name: 'Update Password' }).click()
  await expect(page.getByText('Your password has been successfully updated.')).toBeVisible()
  await signOutFromMenu(page, next)
  await signIn(page, next, 'Another#Pass42')
  await expect(accountMenu(page, next)).toBeVisible()
})

test('a session survives a reload and a token refresh', async ({ page }) => {
  const { email } = await signUpAndConfirm(page)
  const key = 'sb-127-auth-token'
  const before = await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '{}'), key)
  expect(before.refresh_token).toBeTruthy()
  await page.reload()
  await expect(accountMenu(page, email)).toBeVisible()
  // Pretend the access token is about to expire: supabase-js must refresh it on load.
  await page.evaluate((k) => {
    const session = JSON.parse(localStorage.getItem(k)!)
    session.expires_at = Math.floor(Date.now() / 1000) + 10
    localStorage.setItem(k, JSON.stringify(session))
  }, key)
  await page.reload()
  await expect(accountMenu(page, email)).toBeVisible()
  await expect
    .poll(async () => (await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '{}'), key)).refresh_token)
    .not.toBe(before.refresh_token)
  await page.goto('/profile')
  await expect(page.getByRole('region', { name: 'Account Information' })).toContainText(email)
})

test('an unconfirmed address at sign-in can ask for a new link, and is told to wait when it is too soon', async ({ page }) => {
  const email = uniqueEmail('unconfirmed')
  await page.goto('/')
  const signup = await openSignup(page)
  await signup.getByLabel('Email').fill(email)
  await signup.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await signup.getByLabel('Confirm password').fill(PASSWORD)
  await signup.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('Check your email!')).toBeVisible()
  await waitForMail(email, /confirm/i)

  await signIn(page, email, PASSWORD)
  await expect(page.getByText('Email not confirmed')).toBeVisible()
  const dialog = page.getByRole('dialog', { name: 'Welcome back' })
  const resend = page.waitForResponse((r) => r.url().includes('/auth/v1/resend'))
  await dialog.getByRole('button', { name: 'Resend confirmation email' }).click()
  // The sign-up mail went out seconds ago, so the server's per-address limit answers 429.
  expect((await resend).status()).toBe(429)
  await expect(page.getByText('Please wait before asking again')).toBeVisible()
  await expect(page.getByText(/you can only request this after \d+ seconds/)).toBeVisible()
})

test('profile sends a signed-out visitor to sign in', async ({ page }) => {
  await page.goto('/profile')
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible()
})
