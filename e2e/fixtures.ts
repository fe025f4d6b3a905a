import { test as base, expect } from '@playwright/test'

/**
 * Every e2e test fails on an uncaught page error, an unexpected console.error, or any 5xx answer.
 * Chromium also logs each 4xx response as a console error; those are normal product flows here
 * (a wrong password is a 400, an exhausted allowance a 402), so they are not counted as errors.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // Every flow runs as a returning visitor who has answered the cookie banner, in every page of the
  // context (checkout tabs too): the first-visit popup and the banner have their own tests
  // (marketing.spec.ts, in fresh contexts) and must not cover the page in every other flow.
  context: async ({ context }, use) => {
    await context.addInitScript(() => {
      if (localStorage.getItem('brandquest_has_visited') === null) localStorage.setItem('brandquest_has_visited', 'true')
      if (localStorage.getItem('cookie-consent') === null) localStorage.setItem('cookie-consent', 'declined')
    })
    await use(context)
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())) return
        errors.push(message.text())
      })
      page.on('response', (response) => {
        if (response.status() >= 500) errors.push(`${response.status()} from ${response.url()}`)
      })
      await use(errors)
      expect(errors, 'errors during the test').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

export type DataLayerEntry = { event: string; [key: string]: unknown }

export const dataLayer = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? [])
