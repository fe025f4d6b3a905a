import type { Page, Request } from '@playwright/test'
import { expect, test } from './fixtures'
import { signUpAndConfirm } from './auth-helpers'

type DomainResult = { domain: string; status: 'available' | 'taken' | 'premium' | 'error'; expiring?: boolean; affiliateUrl: string }
type Revealed = { name: string; domain: string; domainStatus: DomainResult }
type RunAnswer = { names: (Revealed | { locked: true })[] }

const label = (result: DomainResult) =>
  result.status === 'available' ? 'Available' : result.status === 'taken' ? (result.expiring ? 'Taken · expiring' : 'Taken') : result.status === 'error' ? 'Error' : /^Premium/

/** Every check-domain request the page makes, with the domains it asked about. */
function watchDomainChecks(page: Page) {
  const asked: string[][] = []
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url().endsWith('/functions/v1/check-domain')) asked.push(request.postDataJSON().domains)
  })
  return asked
}

async function summon(page: Page, idea: string) {
  await page.getByLabel('What vision are you birthing?').fill(idea)
  const response = page.waitForResponse((r) => r.url().endsWith('/functions/v1/generate-names'))
  await page.getByRole('button', { name: 'Summon Names' }).click()
  const answer = (await (await response).json()) as RunAnswer
  const revealed = answer.names.filter((name): name is Revealed => !('locked' in name))
  return { revealed, locked: answer.names.length - revealed.length }
}

const cardOf = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Names from the depths' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })

/** A revealed name whose .com the server found taken, so it offered an alternative (getfoo.com, foo.co…). */
const withTakenCom = (names: Revealed[]) => names.find((n) => n.domain !== `${labelOf(n.name)}.com`)
// The .com label of a name: its letters, "&" written "and" (Pipe & Pasture: pipeandpasture), as validate.ts's compactName.
const labelOf = (name: string) => name.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9-]/g, '')

test('badges show the registry states of a run, locked cards make no call, and the panel lists every extension', async ({ page }) => {
  // Up to three runs and a 55-domain panel: near the 30 s default on a busy 2-core machine.
  test.slow()
  await signUpAndConfirm(page)
  await page.goto('/generate')
  const asked = watchDomainChecks(page)
  const results = page.getByRole('region', { name: 'Names from the depths' })

  // A gym's names are often words whose .com is long gone: the run then offers an alternative, and
  // that name's .com is a known 'taken' in the local world. Up to the 3 free runs to meet one.
  let strong: Revealed | undefined
  let last: Revealed[] = []
  for (let run = 0; run < 3 && !strong; run++) {
    const { revealed: names, locked } = await summon(page, 'a gym for night-shift workers')
    last = names
    strong = withTakenCom(names)
    expect(names).toHaveLength(4)
    expect(locked).toBeGreaterThan(0)
    for (const { name, domain, domainStatus } of names) {
      const card = cardOf(page, name)
      await expect(card.getByText(domain, { exact: true })).toBeVisible()
      await expect(card.getByRole('button', { name: label(domainStatus) })).toBeVisible()
    }
    // The local world has most coined .coms free: every run offers some.
    expect(names.some((n) => n.domainStatus.status === 'available')).toBe(true)
    await expect(results.getByText('Premium Feature')).toHaveCount(locked)
  }
  // The engine now favours coined names whose .com is free, so a run may offer no alternative at all;
  // then the panel of any revealed name is checked row by row against its answer.
  const subject = strong ?? last[0]

  await results.getByRole('button', { name: /^More domains: unlock/ }).first().click()
  await expect(page.getByRole('dialog', { name: 'Unlock everything for $4' })).toBeVisible()
  await page.keyboard.press('Escape')
  // Every state came with the runs; nothing asked check-domain, least of all a locked card.
  expect(asked).toEqual([])

  const base = labelOf(subject.name)
  const toggle = page.getByRole('button', { name: `More domains for ${subject.name}` })
  const answer = page.waitForResponse((r) => r.url().endsWith('/functions/v1/check-domain'))
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const { results: panelResults } = (await (await answer).json()) as { results: DomainResult[] }
  expect(asked).toHaveLength(1)
  expect(asked[0]).toHaveLength(55)
  expect(asked[0][0]).toBe(`${base}.com`)

  const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
  await expect(panel.getByRole('listitem')).toHaveCount(55)
  for (const result of panelResults) {
    const row = panel.getByRole('listitem').filter({ has: page.getByText(result.domain, { exact: true }) })
    await expect(row.getByRole('button', { name: label(result) })).toHaveCount(1)
  }
  if (strong) {
    const comRow = panel.getByRole('listitem').filter({ has: page.getByText(`${base}.com`, { exact: true }) })
    await expect(comRow.getByRole('button', { name: /^Taken/ })).toBeVisible()
  }
  // Taken rows (if the world registered any of these) are shown as taken, and nothing else is.
  const taken = panelResults.filter((r) => r.status === 'taken')
  await expect(panel.getByRole('button', { name: /^Taken/ })).toHaveCount(taken.length)
  expect(panelResults.some((r) => r.status === 'available')).toBe(true)
  expect(await panel.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('200px')

  // Collapsing and expanding again reuses the answer.
  await toggle.click()
  await expect(panel).toBeHidden()
  await toggle.click()
  await expect(panel.getByRole('listitem')).toHaveCount(55)
  expect(asked).toHaveLength(1)
})

test('Buy asks the registry again, then opens the registrar in a new tab with no way back to the page', async ({ page, context }) => {
  // The registrar is out on the internet: answer for it here.
  await context.route(/^https:\/\/www\.namecheap\.com\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Registrar</title>' }))
  await signUpAndConfirm(page)
  await page.goto('/generate')
  const asked = watchDomainChecks(page)
  const { revealed: names } = await summon(page, 'a plant subscription box for beginners')
  const free = names.find((n) => n.domainStatus.status === 'available')!
  const card = cardOf(page, free.name)
  await card.getByRole('button', { name: 'Available' }).hover()
  await expect(page.getByRole('tooltip')).toHaveText(/^checked \d+ (s|min) ago with the \.com registry \(RDAP\)$/)

  const popup = page.waitForEvent('popup')
  await card.getByRole('link', { name: `Buy ${free.domain}` }).click()
  const tab = await popup
  await tab.waitForLoadState()
  expect(tab.url()).toBe(free.domainStatus.affiliateUrl)
  expect(await tab.evaluate(() => window.opener)).toBeNull()
  expect(asked).toEqual([[free.domain]])
})

test('the privacy policy says how domains are checked', async ({ page }) => {
  await page.goto('/privacy')
  const policy = page.getByRole('main')
  await expect(policy.getByRole('heading', { name: 'Domain checks' })).toBeVisible()
  await expect(policy).toContainText('over RDAP')
  await expect(policy).toContainText('We never send the names you are considering to a registrar')
  await expect(policy).toContainText('we do not log the lists of names we check')
})
