import { expect, test, dataLayer } from './fixtures'
import { signUpAndConfirm } from './auth-helpers'

test('a campaign landing on an idea page is credited on the lead it brings, with that industry', async ({ page }) => {
  await page.goto('/names/coffee-shop?utm_source=newsletter&utm_medium=email&utm_campaign=june')
  await expect(page.getByRole('heading', { level: 1, name: 'Coffee Shop Name Ideas' })).toBeVisible()
  // Signing up visits other pages (and the auth server) without utm parameters: the session keeps them.
  await signUpAndConfirm(page)
  await page.goto('/generate')
  await page.getByLabel('What vision are you birthing?').fill('a cosy corner place for dog owners')
  await page.getByRole('button', { name: 'Summon Names' }).click()
  await expect(page.getByText('Names ready!')).toBeVisible()
  const leads = (await dataLayer(page)).filter((entry) => entry.event === 'generate_lead')
  expect(leads).toEqual([
    { event: 'generate_lead', industry: 'coffee-shop', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'june' },
  ])
})
