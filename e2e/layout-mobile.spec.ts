import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signUpAndConfirm } from './auth-helpers'
import { boxOf, expectToastClearOfControls, overlaps, settledToast, summonNames, toastAtTopOfGenerator } from './layout-geometry'

// The phone the review was done on; the mobile project's device is a little wider.
test.use({ viewport: { width: 390, height: 844 } })

/** Every bubble and the close button: inside the viewport, no two boxes overlapping, no label clipped. */
async function expectFanLaidOut(page: Page) {
  const viewport = page.viewportSize()!
  const links = await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link').all()
  const boxes = [...(await Promise.all(links.map(boxOf))), await boxOf(page.getByRole('button', { name: 'Close menu' }))]
  for (const box of boxes) {
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.y).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
  }
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) expect(overlaps(a, b), `${JSON.stringify(a)} overlaps ${JSON.stringify(b)}`).toBe(false)
  }
  for (const link of links) expect(await link.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
}

test('@mobile the menu opens over a backdrop with every bubble whole, apart and on screen', async ({ page }) => {
  await page.goto('/business-names')
  // While the menu is open the page behind it, toggle included, is hidden from assistive tech.
  const toggle = page.getByRole('button', { name: 'Open menu', includeHidden: true })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const links = page.getByRole('navigation', { name: 'Mobile' }).getByRole('link')
  await expect(links).toHaveText(['Home', 'About', 'Tips', 'Business', 'Startups'])
  await expect(links.first()).toBeFocused()
  await expect(page.getByTestId('radial-menu-backdrop')).toBeVisible()
  await expectFanLaidOut(page)
  await page.screenshot({ path: '/tmp/shots/menu-390.png' })

  await page.keyboard.press('Escape')
  await expect(links).toHaveCount(0)
  await expect(toggle).toBeFocused()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')

  await toggle.click()
  await page.getByTestId('radial-menu-backdrop').click({ position: { x: 40, y: 200 } })
  await expect(links).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Business Name Ideas' })).toBeVisible()

  // The smallest phones still get the whole fan.
  await page.setViewportSize({ width: 320, height: 568 })
  await toggle.click()
  await expectFanLaidOut(page)
})

test('@mobile the menu button never sits on result text, and the toast covers neither the header nor Summon', async ({ page }) => {
  await signUpAndConfirm(page)
  await toastAtTopOfGenerator(page)
  await summonNames(page)
  await expectToastClearOfControls(page, await settledToast(page, 'Names ready!'))
  await page.getByRole('region', { name: 'Names from the depths' }).getByRole('listitem').nth(1).scrollIntoViewIfNeeded()
  await page.screenshot({ path: '/tmp/shots/results-toast-390.png' })

  // Scroll every line of result text to the button's height: where a line meets the button, the
  // whole line must be hidden (under the bar), never a line readable around a button sitting on it.
  const partlyCovered = await page.evaluate(() => {
    const toggle = document.querySelector('[aria-label="Open menu"]')!.getBoundingClientRect()
    const middle = toggle.top + toggle.height / 2
    const texts = [...document.querySelectorAll('[aria-labelledby="results-heading"] li :is(h3, p)')]
    const found: string[] = []
    for (const text of texts) {
      const before = text.getBoundingClientRect()
      window.scrollBy(0, before.top + before.height / 2 - middle)
      const box = text.getBoundingClientRect()
      const meets = box.top < toggle.bottom && box.bottom > toggle.top && box.left < toggle.right && box.right > toggle.left
      if (!meets) continue
      const hit = document.elementFromPoint(box.left + 2, middle)
      if (hit && text.contains(hit)) found.push(text.textContent ?? '')
    }
    return found
  })
  expect(partlyCovered).toEqual([])
})
