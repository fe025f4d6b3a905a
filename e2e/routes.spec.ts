import { dataLayer, expect, test } from './fixtures'

const routes: [string, string | RegExp][] = [
  ['/', /.+/],
  ['/generate', /^Great names/],
  ['/success', 'Verification Error'],
  ['/about', 'About BrandQuest'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/naming-tips', 'Naming Tips'],
  ['/business-names', 'Business Name Ideas'],
  ['/startup-names', 'Startup Name Ideas'],
  ['/names/pet-grooming', 'Pet Grooming Name Ideas'],
  ['/auth/callback', 'Authentication Failed'],
  ['/auth/reset-password', 'Set a new password'],
  ['/profile', 'Account Settings'],
  ['/history', 'Your History'],
]

for (const [path, heading] of routes) {
  test(`${path} renders its heading, header and footer`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'BrandQuest' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText('Terms of Service')
  })
}

test('an unknown path shows the 404 page, logs the path, and links home', async ({ page }) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await page.goto('/this/does/not/exist')
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible()
  expect(warnings).toContain('404: no route for /this/does/not/exist')
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL('/')
})

test('each navigation pushes one page_view and starts at the top', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.mouse.wheel(0, 2000)
  await page.waitForFunction(() => window.scrollY > 0)
  await page.getByRole('link', { name: 'Coffee Shop names' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Coffee Shop Name Ideas' })).toBeVisible()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'About BrandQuest' })).toBeVisible()
  const views = (await dataLayer(page)).filter((entry) => entry.event === 'page_view').map((entry) => entry.page_path)
  expect(views).toEqual(['/', '/names/coffee-shop', '/about'])
})

test('the upgrade link opens the upgrade dialog, which closes with Close', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Launch deal, 60% off, lifetime access for $4' }).click()
  const dialog = page.getByRole('dialog', { name: 'Unlock everything for $4' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByLabel('What vision are you birthing?')).toBeVisible()
})

test("'Find my name' opens the generator ready to type", async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Find my name' }).click()
  await expect(page).toHaveURL('/generate#describe')
  await expect(page.getByLabel('What vision are you birthing?')).toBeFocused()
})

test('@mobile the radial menu opens and navigates', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Tips' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Naming Tips' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
})
