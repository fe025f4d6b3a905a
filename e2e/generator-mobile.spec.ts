import { expect, test } from './fixtures'
import { signUpAndConfirm } from './auth-helpers'

test.use({ viewport: { width: 390, height: 844 } })

test('results and cards fit a 390 px phone: nothing clipped, nothing wider than the screen', async ({ page }, testInfo) => {
  await signUpAndConfirm(page)
  await page.goto('/generate')
  await page.getByLabel('What vision are you birthing?').fill('a pet grooming service for anxious dogs')
  await page.getByRole('button', { name: 'Summon Names' }).click()
  const results = page.getByRole('region', { name: 'Names from the depths' })
  await expect(results.getByRole('button', { name: 'Unlock', exact: true })).toHaveCount(4)
  // On a phone the results start below the fold: the page brings them up instead of leaving the user at the button.
  await expect(results.getByRole('heading', { name: 'Names from the depths' })).toBeInViewport()
  await expect(results.getByText('Revealing 4 of 8 names • Unlock the rest for $4.00')).toBeInViewport()
  await page.screenshot({ path: testInfo.outputPath('results-390.png'), fullPage: true })

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  // Every card, heading, paragraph and button of the results lies inside the screen and shows all its text.
  const overflow = await results.evaluate((section) =>
    [...section.querySelectorAll('li, h2, h3, p, button')].flatMap((element) => {
      const box = element.getBoundingClientRect()
      const clipped = element.scrollWidth > element.clientWidth + 1
      return box.left < 0 || box.right > window.innerWidth || clipped ? [`${element.tagName} ${element.textContent}`] : []
    }),
  )
  expect(overflow).toEqual([])
})
