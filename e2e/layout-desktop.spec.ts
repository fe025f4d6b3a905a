import { expect, test } from './fixtures'
import { signUpAndConfirm } from './auth-helpers'
import { expectToastClearOfControls, settledToast, summonNames, toastAtTopOfGenerator } from './layout-geometry'

test('toasts at 1280 px cover neither the header nor the Summon button', async ({ page }) => {
  expect(page.viewportSize()?.width).toBe(1280)
  await signUpAndConfirm(page)
  await toastAtTopOfGenerator(page)
  await summonNames(page)
  await expectToastClearOfControls(page, await settledToast(page, 'Names ready!'))
  await page.screenshot({ path: '/tmp/shots/results-toast-1280.png' })
})

test('premium members are not offered the launch deal', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Launch deal, 60% off, lifetime access for $4' })).toBeVisible()
  await signUpAndConfirm(page, 'premium@example.com')
  await expect(page.getByRole('button', { name: /Premium Member/ })).toBeVisible()
  await expect(page.getByRole('link', { name: /Launch deal/ })).toHaveCount(0)
})
