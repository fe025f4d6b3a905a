import pg from 'pg'
import type { Page, TestInfo } from '@playwright/test'
import { expect, test } from './fixtures'
import { accountMenu, signUpAndConfirm } from './auth-helpers'
import { E2E_PORTS } from '../playwright.config'

// The $4 unlock through the UI and the local Stripe fake's hosted checkout: paywall → new tab →
// Pay → /success → premium everywhere; a declined card; a self-serve refund; a forged cache.

const paywallName = { name: 'Unlock everything for $4' }

async function sql(text: string, params: unknown[]) {
  const client = new pg.Client({ connectionString: `postgresql://postgres:postgres@127.0.0.1:${E2E_PORTS.db}/postgres` })
  await client.connect()
  try {
    await client.query(text, params)
  } finally {
    await client.end()
  }
}

/** Uses up the free allowance straight in the database: the 5-run unlock taken, `runs` runs recorded. */
async function reachLimit(email: string, runs: number) {
  await sql(
    `insert into public.credit_grants (user_id, source, credits) select id, 'free_tier_unlock', 5 from auth.users where email = lower($1)`,
    [email],
  )
  await sql(
    `insert into public.name_generations (user_id, email, description)
     select u.id, u.email, 'an earlier run' from auth.users u, generate_series(1, $2) where u.email = lower($1)`,
    [email, runs],
  )
}

async function summon(page: Page, description: string) {
  await page.getByLabel('What vision are you birthing?').fill(description)
  await page.getByRole('button', { name: 'Summon Names' }).click()
}

const results = (page: Page) => page.getByRole('region', { name: 'Names from the depths' })
const revealedNames = (page: Page) => results(page).getByRole('button', { name: /^Copy / })
const lockedCards = (page: Page) => results(page).getByRole('listitem', { name: /^Locked name/ })
const freeUnlockButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /free searches/ })
const promoBar = (page: Page) => page.getByRole('link', { name: 'Launch deal, 60% off, lifetime access for $4' })

/** 'Unlock now' in the open paywall; resolves the checkout tab it opened. */
async function startCheckout(page: Page): Promise<Page> {
  const paywall = page.getByRole('dialog', paywallName)
  const [checkout] = await Promise.all([page.context().waitForEvent('page'), paywall.getByRole('button', { name: 'Unlock now' }).click()])
  await expect(paywall).toBeHidden()
  await checkout.waitForLoadState()
  await expect(checkout.getByRole('heading', { name: 'Checkout' })).toBeVisible()
  return checkout
}

async function payAndConfirm(checkout: Page) {
  await checkout.getByRole('button', { name: /^Pay \d/ }).click()
  await expect(checkout).toHaveURL(/\/success\?session_id=cs_/)
  await expect(checkout.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
}

/** A screenshot at a 390 px phone width, for a person to look at. */
async function phoneShot(page: Page, testInfo: TestInfo, name: string, fullPage = false) {
  const before = page.viewportSize()
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: testInfo.outputPath(`${name}-390.png`), fullPage })
  if (before) await page.setViewportSize(before)
}

test('a free user at the limit pays on the checkout, then gets every name, in new and earlier runs', async ({ page }, testInfo) => {
  const { email } = await signUpAndConfirm(page)
  await page.goto('/generate')
  await summon(page, 'a tea bar for night owls')
  await expect(revealedNames(page)).toHaveCount(4)
  await expect(lockedCards(page)).toHaveCount(4)

  await reachLimit(email, 7)
  await page.reload()
  await expect(page.getByText('0 incantations remaining')).toBeVisible()
  await summon(page, 'a bike repair van')
  const paywall = page.getByRole('dialog', paywallName)
  await expect(paywall).toBeVisible()
  await expect(paywall).toContainText('Stripe')
  await expect(paywall.getByLabel('Email')).toHaveValue(email)
  await phoneShot(page, testInfo, 'paywall')

  const checkout = await startCheckout(page)
  await expect(checkout.getByText(email)).toBeVisible()
  await payAndConfirm(checkout)
  for (const feature of ['Unlimited generations', 'All 8 names of every run, and of your earlier runs', 'Real-time .com availability checks', '30-day refund, self-serve from your Profile']) {
    await expect(checkout.getByRole('list', { name: 'Unlocked features' })).toContainText(feature)
  }
  await phoneShot(checkout, testInfo, 'success')
  const purchases = await checkout.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'purchase'))
  expect(purchases).toEqual([{ event: 'purchase', value: 4, currency: 'USD' }])
  // A reload of /success verifies again but does not count a second purchase.
  await checkout.reload()
  await expect(checkout.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
  expect(await checkout.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'purchase'))).toEqual([])

  // The tab the buyer came from hears about it (storage event) and asks the server: no more upsell.
  await expect(promoBar(page)).toBeHidden()
  await expect(page.getByText('0 incantations remaining')).toBeHidden()

  await checkout.getByRole('link', { name: 'Start Generating Names' }).click()
  await summon(checkout, 'a bike repair van')
  await expect(revealedNames(checkout)).toHaveCount(8)
  await expect(lockedCards(checkout)).toHaveCount(0)
  await expect(results(checkout).getByRole('button', { name: 'Unlock now' })).toHaveCount(0)

  await checkout.goto('/history')
  const premiumRuns = checkout.getByRole('region', { name: 'Premium' })
  const freeRuns = checkout.getByRole('region', { name: 'Free' })
  await expect(premiumRuns.getByRole('heading', { level: 3 })).toHaveText(['a bike repair van'])
  const teaBar = freeRuns.getByRole('listitem').filter({ has: checkout.getByRole('heading', { name: 'a tea bar for night owls' }) })
  // The four names that were locked in the free run are revealed now.
  await expect(teaBar.getByRole('listitem')).toHaveCount(8)
  await expect(teaBar).not.toContainText('locked')
  await phoneShot(checkout, testInfo, 'history', true)
  await checkout.close()
})

test('a declined card leaves the account free', async ({ page }) => {
  await signUpAndConfirm(page)
  await page.goto('/generate?upgrade=1')
  const checkout = await startCheckout(page)
  const sessionId = checkout.url().match(/checkout\/(cs_[A-Za-z0-9_]+)/)?.[1]
  expect(sessionId).toBeTruthy()
  await checkout.getByRole('button', { name: 'Pay with a card that declines' }).click()
  await expect(checkout.getByRole('alert')).toHaveText('Your card was declined. Try another card.')
  await checkout.getByRole('button', { name: 'Cancel' }).click()
  // Cancel returns to the page the paywall was opened on, without reopening the paywall.
  await expect(checkout).toHaveURL(/\/generate$/)
  await expect(checkout.getByRole('dialog', paywallName)).toHaveCount(0)
  await checkout.close()

  await page.goto(`/success?session_id=${sessionId}`)
  await expect(page.getByText('Failed to verify payment. Please contact support.')).toBeVisible()
  await expect(page.getByText('Verification Error')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Return to Generator' })).toBeVisible()
  await page.goto('/profile')
  await expect(page.getByRole('region', { name: 'Premium Status' })).toContainText('Free Account')
  await expect(promoBar(page)).toBeVisible()
})

test('a refund from the profile ends premium and the history keeps its rows', async ({ page }) => {
  const { email } = await signUpAndConfirm(page)
  await page.goto('/profile')
  await expect(freeUnlockButton(page)).toBeVisible()
  const status = page.getByRole('region', { name: 'Premium Status' })
  await status.getByRole('button', { name: 'Upgrade' }).click()
  const checkout = await startCheckout(page)
  await payAndConfirm(checkout)
  // Premium everywhere: no free-unlock offer, no upgrade item in the menu, no promo bar.
  await expect(accountMenu(checkout, email)).toBeVisible()
  await expect(freeUnlockButton(checkout)).toHaveCount(0)
  await expect(promoBar(checkout)).toHaveCount(0)
  await accountMenu(checkout, email).click()
  await expect(checkout.getByRole('menuitem', { name: 'Profile' })).toBeVisible()
  await expect(checkout.getByRole('menuitem', { name: 'Upgrade to Premium' })).toHaveCount(0)
  await checkout.keyboard.press('Escape')
  await checkout.getByRole('link', { name: 'Start Generating Names' }).click()
  await summon(checkout, 'a plant subscription box for beginners')
  await expect(revealedNames(checkout)).toHaveCount(8)
  await checkout.close()

  await page.reload()
  await expect(status).toContainText('Premium Member')
  await status.getByRole('button', { name: 'Request a refund' }).click()
  const confirm = page.getByRole('dialog', { name: 'Refund your $4?' })
  await confirm.getByRole('button', { name: 'Refund my $4' }).click()
  await expect(page.getByText('Refund on its way')).toBeVisible()
  await expect(status).toContainText('Free Account')
  await expect(status).toContainText(/refunded on/)
  await expect(promoBar(page)).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('profile-refunded.png') })

  await page.goto('/history')
  await expect(page.getByRole('heading', { level: 2, name: 'a plant subscription box for beginners' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Premium' })).toHaveCount(0)
})

test('brandquest_premium=true in localStorage unlocks nothing', async ({ page }) => {
  await signUpAndConfirm(page)
  await page.evaluate(() => window.localStorage.setItem('brandquest_premium', 'true'))
  await page.goto('/generate')
  await expect(page.getByText('3 incantations remaining')).toBeVisible()
  await expect(promoBar(page)).toBeVisible()
  await summon(page, 'a cold-brew coffee shop')
  await expect(revealedNames(page)).toHaveCount(4)
  await expect(lockedCards(page)).toHaveCount(4)
  // The server's answer replaces the forged cache.
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('brandquest_premium'))).toBeNull()
})
