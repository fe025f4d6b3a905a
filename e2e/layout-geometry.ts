import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

export type Box = { x: number; y: number; width: number; height: number }

export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox()
  if (!box) throw new Error(`no bounding box for ${locator}`)
  return box
}

/** The newest toast once its entry animation has finished (two equal boxes in a row). */
export async function settledToast(page: Page, text: string): Promise<Box> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text }).first()
  await expect(toast).toBeVisible()
  let last = ''
  await expect
    .poll(async () => {
      const now = JSON.stringify(await toast.boundingBox())
      const stable = now === last
      last = now
      return stable
    })
    .toBe(true)
  return boxOf(toast)
}

/** Runs one generation on /generate and waits for its success toast. */
export async function summonNames(page: Page, idea = 'a cold-brew coffee shop for night-shift nurses') {
  await page.getByLabel('What vision are you birthing?').fill(idea)
  await page.getByRole('button', { name: 'Summon Names' }).click()
  await expect(page.getByRole('region', { name: 'Names from the depths' })).toBeVisible()
}

/** The toast must not cover the header, the promo bar (when shown) or the Summon button. */
export async function expectToastClearOfControls(page: Page, toast: Box) {
  const controls = [
    page.getByRole('banner'),
    page.getByRole('link', { name: /Launch deal/ }),
    page.getByRole('button', { name: 'Summon Names' }),
    page.getByRole('button', { name: 'Open menu' }),
  ]
  for (const control of controls) {
    if (!(await control.isVisible())) continue
    const box = await boxOf(control)
    expect(overlaps(toast, box), `toast ${JSON.stringify(toast)} covers ${control} at ${JSON.stringify(box)}`).toBe(false)
  }
}

/** An empty Summon at the top of /generate: its toast appears with the promo bar and header in view. */
export async function toastAtTopOfGenerator(page: Page) {
  await page.goto('/generate')
  await page.getByRole('button', { name: 'Summon Names' }).click()
  await expectToastClearOfControls(page, await settledToast(page, 'Tell us more!'))
}
