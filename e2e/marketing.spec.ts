import type { Browser, Page } from '@playwright/test'
import { dataLayer, expect, test } from './fixtures'
import { API_URL, uniqueEmail, waitForMail } from './stack'

// A visitor's first visit, in a context of its own, so nothing a shared fixture stores for returning
// visitors applies. Errors on its pages fail the test, like the fixture's.
async function firstVisit(browser: Browser, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of 4\d\d/.test(m.text())) errors.push(m.text())
  })
  page.on('response', (r) => {
    if (r.status() >= 500) errors.push(`${r.status()} ${r.url()}`)
  })
  return { page, context, errors }
}

/** Tests about other things visit as someone who has been here and chosen: no popup, no banner. */
const returningVisitor = (page: Page) =>
  page.addInitScript(() => {
    localStorage.setItem('brandquest_has_visited', 'true')
    localStorage.setItem('cookie-consent', localStorage.getItem('cookie-consent') ?? 'declined')
  })

const popup = (page: Page) => page.getByRole('dialog', { name: 'Get 5 exclusive name ideas!' })
const banner = (page: Page) => page.getByRole('region', { name: 'Cookie choice' })
const consentCommands = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === undefined).map((e) => Array.from(e as ArrayLike<unknown>)))
const all = (value: string) => ({ ad_storage: value, analytics_storage: value, ad_user_data: value, ad_personalization: value })

test('the email popup opens 4 s into a first visit, keeps its promise by email, and never opens again', async ({ browser }) => {
  const { page, context, errors } = await firstVisit(browser)
  await page.clock.install()
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The installed clock also runs on its own while the page loads (over a second on a busy 2-core
  // machine): 2.5 s on top of that is still before the 4 s, and 1.6 s more is past it.
  await page.clock.runFor(2500)
  await expect(popup(page)).toBeHidden()
  await page.clock.runFor(1600)
  await expect(popup(page)).toBeVisible()
  expect((await dataLayer(page)).filter((e) => e.event === 'popup_open')).toEqual([{ event: 'popup_open', trigger: 'timer' }])

  const email = uniqueEmail('popup')
  await popup(page).getByLabel('Email').fill(email)
  await popup(page).getByLabel(/What are you naming/).fill('a bakery for dogs, with birthday cakes')
  await popup(page).getByRole('button', { name: 'Send me ideas' }).click()
  await expect(popup(page).getByText(/Check your email! Your 5 exclusive name ideas are on their way/)).toBeVisible()
  const mail = await waitForMail(email, /name ideas/)
  // A name is one word or a phrase ("Pipe & Pasture", "Back Forty Plumbing").
  expect([...mail.text.matchAll(/^\d\. [A-Z][A-Za-z]*(?: &? ?[A-Z][A-Za-z]*)* — /gm)]).toHaveLength(5)
  await page.clock.runFor(3100)
  await expect(popup(page)).toBeHidden()

  await page.reload()
  await page.clock.runFor(10_000)
  await expect(popup(page)).toBeHidden()
  expect(errors).toEqual([])
  await context.close()
})

test('Escape closes the popup, and it stays closed on the next visit', async ({ browser }) => {
  const { page, context, errors } = await firstVisit(browser)
  await page.clock.install()
  await page.goto('/about')
  await page.clock.runFor(4100)
  await expect(popup(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(popup(page)).toBeHidden()
  expect(await page.evaluate(() => localStorage.getItem('brandquest_seen_email_popup'))).toBe('true')
  await page.goto('/')
  await page.clock.runFor(10_000)
  await expect(popup(page)).toBeHidden()
  expect(errors).toEqual([])
  await context.close()
})

test('the cookie banner: denied by default, Accept grants all four, the choice persists, and no tag loads', async ({ browser }) => {
  const { page, context, errors } = await firstVisit(browser)
  // The email popup opens 4 s into a first visit; on a busy machine its modal came up before the
  // Accept click and covered the banner. The popup has its own tests: here it has been seen.
  await page.addInitScript(() => localStorage.setItem('brandquest_seen_email_popup', 'true'))
  const outside: string[] = []
  page.on('request', (request) => {
    if (!new URL(request.url()).hostname.match(/^(127\.0\.0\.1|localhost)$/) && !request.url().startsWith('data:')) outside.push(request.url())
  })
  await page.goto('/')
  await expect(banner(page)).toBeVisible()
  await expect(banner(page).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
  expect(await consentCommands(page)).toEqual([['consent', 'default', all('denied')]])
  await banner(page).getByRole('button', { name: 'Accept' }).click()
  await expect(banner(page)).toBeHidden()
  expect(await consentCommands(page)).toEqual([
    ['consent', 'default', all('denied')],
    ['consent', 'update', all('granted')],
  ])
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(banner(page)).toBeHidden()
  expect(await consentCommands(page)).toEqual([
    ['consent', 'default', all('denied')],
    ['consent', 'update', all('granted')],
  ])
  expect(outside).toEqual([])
  expect(errors).toEqual([])
  await context.close()
})

test('Decline denies all four and is remembered', async ({ browser }) => {
  const { page, context, errors } = await firstVisit(browser)
  // As above: the email popup's modal (4 s into a first visit) must not cover the banner.
  await page.addInitScript(() => localStorage.setItem('brandquest_seen_email_popup', 'true'))
  await page.goto('/privacy')
  await banner(page).getByRole('button', { name: 'Decline' }).click()
  await expect(banner(page)).toBeHidden()
  expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', all('denied')])
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(banner(page)).toBeHidden()
  expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('declined')
  expect(errors).toEqual([])
  await context.close()
})

test('the footer newsletter box asks to confirm from the inbox, and the emailed link confirms', async ({ page }) => {
  await returningVisitor(page)
  await page.goto('/about')
  const footer = page.getByRole('contentinfo')
  const email = uniqueEmail('reader')
  await footer.getByLabel('Email address').fill(email)
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  await expect(footer.getByRole('status')).toHaveText(/check your inbox and click the link to confirm/i)
  // After 3 s the form is back, empty.
  await expect(footer.getByLabel('Email address')).toHaveValue('', { timeout: 6000 })
  const mail = await waitForMail(email, /confirm/i)
  const link = /(http\S+\/functions\/v1\/newsletter-confirm\?token=[\w-]+)/.exec(mail.text)?.[1]
  expect(link?.startsWith(API_URL)).toBe(true)
  await page.goto(link!)
  await expect(page.getByText("You're subscribed")).toBeVisible()
})

test('the sticky call to action appears past 500px and never covers the footer', async ({ page }) => {
  await returningVisitor(page)
  await page.goto('/')
  const cta = page.getByRole('complementary', { name: 'Get started' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(cta).toBeHidden()
  await page.evaluate(() => window.scrollTo(0, 400))
  await expect(cta).toBeHidden()
  await page.evaluate(() => window.scrollTo(0, 900))
  await expect(cta).toBeVisible()
  await expect(cta.getByRole('link', { name: 'Find my name' })).toHaveAttribute('href', '/generate#describe')
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect(cta).toBeHidden()
})

test('@mobile the sticky call to action sits above the menu bar, not over it', async ({ page }) => {
  await returningVisitor(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, 900))
  const cta = page.getByRole('complementary', { name: 'Get started' })
  await expect(cta).toBeVisible()
  const ctaBox = (await cta.boundingBox())!
  const toggle = (await page.getByRole('button', { name: 'Open menu' }).boundingBox())!
  expect(ctaBox.y + ctaBox.height).toBeLessThanOrEqual(toggle.y)
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'About' })).toBeVisible()
})

test('home: both story carousels and the results screenshot are there; screenshots at 390 and 1280 px', async ({ page }) => {
  await returningVisitor(page)
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/')
    await expect(page.getByRole('region', { name: 'Stories, first row' }).getByRole('listitem')).toHaveCount(7)
    await expect(page.getByRole('region', { name: 'Stories, second row' }).getByRole('listitem')).toHaveCount(11)
    const preview = page.getByRole('img', { name: /eight name cards/ })
    await preview.scrollIntoViewIfNeeded()
    await expect(preview).toBeVisible()
    expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await page.screenshot({ path: `/tmp/shots/home-${width}.png`, fullPage: true })
  }
})
