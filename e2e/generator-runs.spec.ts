import pg from 'pg'
import { expect, test } from './fixtures'
import { signUpAndConfirm } from './auth-helpers'
import { E2E_PORTS } from '../playwright.config'

/** Records `runs` past generations for this user straight in the e2e stack's Postgres, to reach a limit fast. */
async function spendRuns(email: string, runs: number) {
  const client = new pg.Client({ connectionString: `postgresql://postgres:postgres@127.0.0.1:${E2E_PORTS.db}/postgres` })
  await client.connect()
  try {
    await client.query(
      `insert into public.name_generations (user_id, email, description)
       select u.id, u.email, 'an earlier run' from auth.users u, generate_series(1, $2) where u.email = lower($1)`,
      [email, runs],
    )
  } finally {
    await client.end()
  }
}

test('a double click on Summon Names spends one run and records one history entry', async ({ page }) => {
  await signUpAndConfirm(page)
  await page.goto('/generate')
  await expect(page.getByText('3 incantations remaining')).toBeVisible()
  const requests: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/functions/v1/generate-names')) requests.push(request.url())
  })

  await page.getByLabel('What vision are you birthing?').fill('a tea bar for night owls')
  await page.getByRole('button', { name: 'Summon Names' }).dblclick()
  await expect(page.getByRole('region', { name: 'Names from the depths' })).toBeVisible()
  await expect(page.getByText('2 incantations remaining')).toBeVisible()
  await expect(page.getByText('Used 1 of 3 free generations')).toBeVisible()
  expect(requests).toHaveLength(1)

  await page.goto('/history')
  const entries = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })
  await expect(entries).toHaveCount(1)
  await expect(entries.first().getByRole('heading', { level: 2 })).toHaveText('a tea bar for night owls')
})

test('out of runs: the free 5-run unlock is offered first, the $4 paywall only after it is used', async ({ page }) => {
  const { email } = await signUpAndConfirm(page)
  await spendRuns(email, 3)
  await page.goto('/generate')
  await expect(page.getByText('0 incantations remaining')).toBeVisible()
  const box = page.getByLabel('What vision are you birthing?')
  const summon = page.getByRole('button', { name: 'Summon Names' })

  await box.fill('a bike repair van')
  await summon.click()
  const offer = page.getByRole('dialog', { name: 'Get 5 free searches' })
  await expect(offer).toContainText('You have used your 3 free runs')
  await expect(page.getByRole('dialog', { name: 'Unlock everything for $4' })).toBeHidden()
  await offer.getByRole('button', { name: 'Unlock my free searches' }).click()
  await expect(page.getByText('5 incantations remaining')).toBeVisible()

  await spendRuns(email, 5)
  await page.reload()
  await expect(page.getByText('0 incantations remaining')).toBeVisible()
  await box.fill('a bike repair van')
  await summon.click()
  const paywall = page.getByRole('dialog', { name: 'Unlock everything for $4' })
  await expect(paywall).toContainText('Unlimited generations')
  await expect(paywall.getByRole('button', { name: 'Unlock now' })).toBeVisible()
  // No run is on the page, so the dialog must not claim names are waiting.
  await expect(paywall).not.toContainText('waiting')
  await expect(page.getByRole('dialog', { name: 'Get 5 free searches' })).toBeHidden()
})
