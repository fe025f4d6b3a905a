import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import { signUpAndConfirm } from './auth-helpers'

for (const width of [390, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('badges and an open More domains panel fit the card: nothing clipped or wider than the screen', async ({ page }, testInfo) => {
      await signUpAndConfirm(page)
      await page.goto('/generate')
      await page.getByLabel('What vision are you birthing?').fill('a vintage clothing marketplace')
      await page.getByRole('button', { name: 'Summon Names' }).click()
      const results = page.getByRole('region', { name: 'Names from the depths' })
      const toggle = results.getByRole('button', { name: /^More domains for / }).first()
      await toggle.click()
      const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
      await expect(panel.getByRole('listitem')).toHaveCount(55)
      // Scrolling closes a tooltip: bring the panel into view first, then hover.
      await toggle.scrollIntoViewIfNeeded()
      await panel.getByRole('listitem').nth(1).getByRole('button').first().hover()
      const tooltip = await page.getByRole('tooltip').boundingBox()
      expect(tooltip!.x).toBeGreaterThanOrEqual(0)
      expect(tooltip!.x + tooltip!.width).toBeLessThanOrEqual(width)
      await page.screenshot({ path: testInfo.outputPath(`domains-${width}.png`) })

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      // Every card, row, badge and link of the results lies inside its card and shows all its text.
      const overflow = await results.evaluate((section) =>
        [...section.querySelectorAll(':scope > ul > li')].flatMap((card) => {
          const outer = card.getBoundingClientRect()
          return [...card.querySelectorAll('li, span, a, button, p')].flatMap((element) => {
            if (!(element as HTMLElement).offsetParent) return []
            const box = element.getBoundingClientRect()
            const outside = box.width > 0 && (box.left < outer.left - 1 || box.right > outer.right + 1)
            const clipped = element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).display !== 'inline'
            return outside || clipped ? [`${element.tagName} ${element.textContent}`] : []
          })
        }),
      )
      expect(overflow).toEqual([])

      // Badges, their tooltip, the open panel and the locked rows meet WCAG 2.1 AA (contrast included).
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include('#results-heading').include('main ul').analyze()
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    })
  })
}
