import pg from 'pg'
import { categories } from '../src/features/ideas/categories'
import { generateIdeas } from '../src/features/ideas/generate-ideas'
import { E2E_PORTS } from '../playwright.config'
import { signUpAndConfirm } from './auth-helpers'
import { expect, test } from './fixtures'
import { uniqueEmail } from './stack'

const ideasOf = (slug: string) => generateIdeas(categories.find((category) => category.slug === slug)!.seeds)

/** A paid customer row for `email`, as the payment webhook would write it (the seed does the same). */
async function grantPremium(email: string) {
  const client = new pg.Client({ connectionString: `postgresql://postgres:postgres@127.0.0.1:${E2E_PORTS.db}/postgres` })
  await client.connect()
  try {
    const tag = email.replace(/[^a-z0-9]/gi, '_')
    await client.query(
      `insert into public.customers (email, premium_access, purchased_at, stripe_customer_id, stripe_checkout_session_id)
       values (lower($1), true, now(), $2, $3)`,
      [email, `cus_${tag}`, `cs_${tag}`],
    )
  } finally {
    await client.end()
  }
}

test('a visitor sees exactly the 8 rule-generated ideas and the $4 unlock to the upgrade dialog', async ({ page }) => {
  await page.goto('/names/coffee-shop')
  await expect(page.getByRole('heading', { level: 1, name: 'Coffee Shop Name Ideas' })).toBeVisible()
  await expect(page).toHaveTitle('Coffee Shop Name Ideas · BrandQuest')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/names\/coffee-shop$/)
  await expect(page.getByRole('list', { name: 'Coffee Shop name ideas' }).getByRole('listitem')).toHaveText(
    ideasOf('coffee-shop').slice(0, 8),
  )
  await expect(page.getByRole('heading', { name: 'How coffee shop names work' })).toBeVisible()
  await page.getByRole('link', { name: /^Unlock all \d+ ideas \+ unlimited generations \(\$4\)$/ }).click()
  await expect(page).toHaveURL(/\/generate\?upgrade=1$/)
})

test('a premium member sees every idea the generator gives, without the unlock button', async ({ page }) => {
  const email = uniqueEmail('ideas-premium')
  await grantPremium(email)
  await signUpAndConfirm(page, email)
  await page.goto('/names/bakery')
  const all = ideasOf('bakery')
  await expect(page.getByRole('list', { name: 'Bakery name ideas' }).getByRole('listitem')).toHaveText(all.slice(0, 120))
  await expect(page.getByRole('link', { name: /Unlock all \d+ ideas/ })).toHaveCount(0)
})

test('an unknown category points to the generator', async ({ page }) => {
  await page.goto('/names/underwater-basket-weaving')
  await expect(page.getByText("We couldn't find that category. Try the generator instead.")).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'generator', exact: true }).click()
  await expect(page).toHaveURL(/\/generate$/)
})

test('the dev server answers /sitemap.xml and /robots.txt instead of the 404 page', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  expect([...xml.matchAll(/<loc>[^<]+\/names\/[a-z-]+<\/loc>/g)]).toHaveLength(42)
  expect(await (await request.get('/robots.txt')).text()).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m)
})
