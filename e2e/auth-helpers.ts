import type { Page } from '@playwright/test'
import { expect } from './fixtures'
import { uniqueEmail, verifyLink, waitForMail } from './stack'

export const PASSWORD = 'Night#Owl2026'

export async function openSignup(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
  const dialog = page.getByRole('dialog', { name: 'Welcome back' })
  await dialog.getByRole('button', { name: 'Sign up' }).click()
  return page.getByRole('dialog', { name: 'Create your account' })
}

/** Signs up through the dialog, opens the confirmation link from the outbox, and waits to be signed in. */
export async function signUpAndConfirm(page: Page, email = uniqueEmail('user'), password = PASSWORD) {
  await page.goto('/')
  const dialog = await openSignup(page)
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill(password)
  await dialog.getByLabel('Confirm password').fill(password)
  await dialog.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('Check your email!')).toBeVisible()
  const mail = await waitForMail(email, /confirm/i)
  await page.goto(verifyLink(mail))
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible()
  await expect(page).toHaveURL('/', { timeout: 5000 })
  await expect(accountMenu(page, email)).toBeVisible()
  return { email, password }
}

export const accountMenu = (page: Page, who: string) =>
  page.getByRole('button', { name: new RegExp(`Account menu for ${who.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })

export async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
  const dialog = page.getByRole('dialog', { name: 'Welcome back' })
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password').fill(password)
  await dialog.getByRole('button', { name: 'Sign In' }).click()
}

export async function signOutFromMenu(page: Page, email: string) {
  await accountMenu(page, email).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page.getByText('Signed out successfully')).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible()
}
