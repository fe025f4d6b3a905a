import { createClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signUpAndConfirm } from './auth-helpers'
import { API_URL } from './stack'
import pg from 'pg'
import { LOCAL_ANON_KEY } from '../supabase/local/keys'
import { E2E_PORTS } from '../playwright.config'

/** The names the server kept back for this user, read straight from the e2e stack's Postgres. */
async function lockedNamesOf(email: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: `postgresql://postgres:postgres@127.0.0.1:${E2E_PORTS.db}/postgres` })
  await client.connect()
  try {
    const { rows } = await client.query(
      `select n ->> 'name' as name
         from public.name_generation_locked l
         join public.name_generations g on g.id = l.generation_id
         cross join jsonb_array_elements(l.names) n
        where g.email = lower($1)`,
      [email],
    )
    return rows.map((row) => String(row.name))
  } finally {
    await client.end()
  }
}

const ideas = ['a cold-brew coffee shop', 'a pet grooming service for anxious dogs', 'a vintage clothing marketplace']

/** Runs one generation through the page and returns the names it revealed plus every response body seen. */
async function summon(page: Page, idea: string) {
  const box = page.getByLabel('What vision are you birthing?')
  await box.fill(idea)
  const responsePromise = page.waitForResponse((r) => r.url().endsWith('/functions/v1/generate-names'))
  await page.getByRole('button', { name: 'Summon Names' }).click()
  const response = await responsePromise
  return { response, text: await response.text() }
}

test('three free runs, locked names never sent, the free unlock offered at the limit, and history', async ({ page }) => {
  const { email } = await signUpAndConfirm(page)
  await page.goto('/generate')
  await expect(page.getByText('3 incantations remaining')).toBeVisible()

  const bodies: string[] = []
  for (const [index, idea] of ideas.entries()) {
    const { response, text } = await summon(page, idea)
    expect(response.status()).toBe(200)
    bodies.push(text)
    const results = page.getByRole('region', { name: 'Names from the depths' })
    await expect(results.getByRole('button', { name: 'Unlock', exact: true })).toHaveCount(4)
    await expect(results.getByRole('heading', { level: 3 })).toHaveCount(4 + 1) // 4 names + the unlock card
    await expect(results.getByText('Revealing 4 of 8 names • Unlock the rest for $4.00')).toBeVisible()
    await expect(page.getByText(`Used ${index + 1} of 3 free generations`)).toBeVisible()
  }
  await expect(page.getByText('0 incantations remaining')).toBeVisible()

  // The server keeps the locked names: none of them is in any response or in the page.
  const json = bodies.map((body) => JSON.parse(body) as { names: { name?: string; locked?: boolean }[] })
  for (const run of json) {
    expect(run.names.slice(4)).toEqual([{ locked: true }, { locked: true }, { locked: true }, { locked: true }])
  }
  const html = await page.content()
  const revealed = json.flatMap((run) => run.names.slice(0, 4).map((n) => n.name!))
  expect(new Set(revealed.map((n) => n.toLowerCase())).size).toBe(12)
  const lockedNames = await lockedNamesOf(email)
  expect(lockedNames).toHaveLength(12)
  for (const name of lockedNames) {
    expect(html).not.toContain(name)
    for (const body of bodies) expect(body).not.toContain(name)
  }

  // At the limit with the free unlock unused, Summon offers the free unlock, not the $4 paywall.
  await page.getByLabel('What vision are you birthing?').fill('a bakery for night owls')
  await page.getByRole('button', { name: 'Summon Names' }).click()
  const offer = page.getByRole('dialog', { name: 'Get 5 free searches' })
  await expect(offer).toContainText('You have used your 3 free runs')
  await expect(page.getByRole('dialog', { name: 'Unlock everything for $4' })).toBeHidden()
  await offer.getByRole('button', { name: 'Close' }).click()

  // Editing the browser's storage does not buy a 4th run: the page still offers the unlock.
  await page.evaluate(() => {
    localStorage.setItem('brandquest_premium', 'true')
    localStorage.setItem('brandquest_usage_count', '0')
    localStorage.setItem('brandquest_free_credits', '99')
  })
  await page.reload()
  await page.getByLabel('What vision are you birthing?').fill('a bakery for night owls')
  await page.getByRole('button', { name: 'Summon Names' }).click()
  const unlock = page.getByRole('dialog', { name: 'Get 5 free searches' })
  await expect(unlock).toBeVisible()

  // Nor does calling the function directly with the user's own token.
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('sb-127-auth-token')!))
  const direct = createClient(API_URL, LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${session.access_token}` } },
    realtime: { transport: WebSocket as never },
  })
  const forged = await direct.functions.invoke('generate-names', { body: { description: 'a bakery', count: 8 } })
  expect((forged.error as { context?: Response } | null)?.context?.status).toBe(402)

  // The free unlock, taken from the dialog Summon opened, adds 5 runs, once.
  await expect(unlock.getByLabel('Email')).toHaveValue(email)
  await unlock.getByRole('button', { name: 'Unlock my free searches' }).click()
  await expect(page.getByText('5 more generations unlocked')).toBeVisible()
  await expect(page.getByText('5 incantations remaining')).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Get 5 free searches' })).toBeHidden()
  const { response } = await summon(page, 'a candle business for slow mornings')
  expect(response.status()).toBe(200)
  await expect(page.getByText('4 incantations remaining')).toBeVisible()

  // History: newest first, the revealed names only.
  await page.goto('/history')
  const entries = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })
  await expect(entries).toHaveCount(4)
  await expect(entries.nth(0).getByRole('heading', { level: 2 })).toHaveText('a candle business for slow mornings')
  await expect(entries.nth(3).getByRole('heading', { level: 2 })).toHaveText('a cold-brew coffee shop')
  await expect(entries.nth(3)).toContainText('4 more names are locked')
  await expect(entries.nth(3)).toContainText(revealed[0])
})

test('a signed-out visitor is asked to sign up before generating', async ({ page }) => {
  await page.goto('/generate')
  await page.getByLabel('What vision are you birthing?').fill('a yoga studio')
  await page.getByRole('button', { name: 'Summon Names' }).click()
  await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible()
})
