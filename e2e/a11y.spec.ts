import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signUpAndConfirm } from './auth-helpers'

async function violations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  const results = await (include ? builder.include(include) : builder).analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test('the sign-in, sign-up and reset dialogs have no axe violations', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible()
  expect(await violations(page, '[role="dialog"]')).toEqual([])
  await page.getByRole('dialog').getByRole('button', { name: 'Sign up' }).click()
  await page.getByRole('dialog').getByLabel('Password', { exact: true }).fill('abc')
  expect(await violations(page, '[role="dialog"]')).toEqual([])
  await page.getByRole('dialog').getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('dialog', { name: 'Reset your password' })).toBeVisible()
  expect(await violations(page, '[role="dialog"]')).toEqual([])
})

// One test per page: a full-page axe run takes several seconds on a busy 2-core machine, and four
// in one test left too little of its 30 s.
for (const path of ['/', '/generate', '/about', '/names/bakery']) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await violations(page), path).toEqual([])
  })
}

test('the upgrade dialog has no axe violations', async ({ page }) => {
  await page.goto('/generate?upgrade=1')
  await expect(page.getByRole('dialog', { name: 'Unlock everything for $4' })).toBeVisible()
  expect(await violations(page, '[role="dialog"]')).toEqual([])
})

test('@mobile the open mobile menu has no axe violations', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Home' })).toBeFocused()
  expect(await violations(page)).toEqual([])
})

test('the profile page and the account menu have no axe violations', async ({ page }) => {
  const { email } = await signUpAndConfirm(page)
  const stats = page.waitForResponse((r) => r.url().includes('/rest/v1/rpc/profile_stats'))
  await page.goto('/profile')
  await expect(page.getByRole('region', { name: 'Account Information' })).toContainText(email)
  await expect(page.getByRole('region', { name: 'Quick Stats' })).toContainText('Names Generated')
  // A new user has made no registry checks yet: the count is real, so it is 0.
  await expect(page.getByRole('region', { name: 'Quick Stats' })).toContainText('Domains Checked')
  expect(await (await stats).json()).toEqual([{ names_generated: 0, generations: 0 }])
  expect(await violations(page)).toEqual([])
  await page.getByRole('button', { name: /Account menu for/ }).click()
  await expect(page.getByRole('menu', { name: 'Account' })).toBeVisible()
  expect(await violations(page, '[role="menu"]')).toEqual([])
})
