import { categories } from '../src/features/ideas/categories'
import { generateIdeas } from '../src/features/ideas/generate-ideas'
import { buildAndServe, SITE_URL, type BuiltSite } from './seo-build'
import { expect, test } from './fixtures'

// The production build: every public page is prerendered HTML with its own head, hydrated in place.
test.describe('prerendered site', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 })
  let site: BuiltSite

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    site = await buildAndServe()
  })
  test.afterAll(async () => {
    await site?.close()
  })

  const coffeeIdeas = generateIdeas(categories.find((category) => category.slug === 'coffee-shop')!.seeds).slice(0, 8)

  test('a crawler without JavaScript gets /names/coffee-shop with its heading, ideas and head tags', async ({ request }) => {
    const response = await request.get(`${site.url}/names/coffee-shop`)
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/<h1[^>]*>Coffee Shop Name Ideas<\/h1>/)
    for (const idea of coffeeIdeas) expect(html).toContain(`>${idea.replace('&', '&amp;')}</li>`)
    expect(html).toContain('<title>Coffee Shop Name Ideas · BrandQuest</title>')
    expect(html).toContain('<meta name="description" content="Warm, easy-to-say coffee shop names')
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/names/coffee-shop" />`)
    expect(html).toContain('<meta property="og:title" content="Coffee Shop Name Ideas · BrandQuest" />')
    expect(html).toContain(`<meta property="og:image" content="${SITE_URL}/og/names/coffee-shop.png" />`)
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />')
  })

  test('every static page has its own title, description and canonical', async ({ request }) => {
    const seen = new Set<string>()
    for (const path of ['/', '/generate', '/about', '/privacy', '/terms', '/naming-tips', '/business-names', '/startup-names']) {
      const html = await (await request.get(`${site.url}${path}`)).text()
      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1]
      expect(canonical, path).toBe(path === '/' ? `${SITE_URL}/` : `${SITE_URL}${path}`)
      const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1]
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1]
      expect(seen.has(`${title}|${description}`), path).toBe(false)
      seen.add(`${title}|${description}`)
      expect(html, path).toMatch(/<h1[^>]*>[^<]+/)
    }
  })

  test('sitemap.xml lists every public page and all 42 idea pages; robots.txt points at it', async ({ request }) => {
    const sitemap = await request.get(`${site.url}/sitemap.xml`)
    expect(sitemap.status()).toBe(200)
    const xml = await sitemap.text()
    expect(xml).not.toContain('Page not found')
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(locs).toHaveLength(50)
    for (const { slug } of categories) expect(locs).toContain(`${SITE_URL}/names/${slug}`)
    expect(locs).toContain(`${SITE_URL}/naming-tips`)
    const robots = await (await request.get(`${site.url}/robots.txt`)).text()
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`)
    expect(robots).toContain('Disallow: /profile')
  })

  test('with JavaScript off the idea page still shows its heading and 8 ideas', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${site.url}/names/coffee-shop`)
    await expect(page.getByRole('heading', { level: 1, name: 'Coffee Shop Name Ideas' })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Coffee Shop name ideas' }).getByRole('listitem')).toHaveText(coffeeIdeas)
    await context.close()
  })

  test('the app hydrates the prerendered markup in place, then keeps the head right as it navigates', async ({ page }) => {
    // Hold the app's script back until the prerendered heading has been tagged, then check the
    // very same element is still there: a client re-render would have replaced it.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    // Module scripts hold back DOMContentLoaded, so wait for the parsed heading instead.
    await page.goto(`${site.url}/names/coffee-shop`, { waitUntil: 'commit' })
    await page.locator('h1').waitFor()
    await page.evaluate(() => {
      ;(window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading = document.querySelector('h1')
    })
    release()
    // The Sign In button only works once React has attached its handlers.
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    expect(
      await page.evaluate(() => (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading === document.querySelector('h1')),
    ).toBe(true)

    await page.getByRole('contentinfo').getByRole('link', { name: 'Naming Tips' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Naming Tips' })).toBeVisible()
    await expect(page).toHaveTitle('Naming Tips · BrandQuest')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}/naming-tips`)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Naming Tips · BrandQuest')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Seven rules of thumb/)
  })

  test('a path with no prerendered file falls back to the app without showing the home page', async ({ page }) => {
    await page.goto(`${site.url}/this/does/not/exist`)
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })
})
