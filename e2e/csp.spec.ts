import { spawnSync } from 'node:child_process'
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Server } from 'node:http'
import { test, expect, type Page } from '@playwright/test'
import { parseHeadersFile, startStaticHost, type HeaderRule } from './static-host'

// The production build, served as the static host serves it (public/_headers, SPA fallback), must
// work under its own Content-Security-Policy: no inline script, nothing the policy blocks. Built
// against a made-up hosted project; its API calls are answered here, so nothing leaves the machine.
const HOSTED = 'https://abcdefghijklmnopqrst.supabase.co'
const ROUTES = ['/', '/generate', '/about', '/privacy', '/terms', '/naming-tips', '/business-names', '/startup-names', '/names/pet-grooming', '/history', '/no/such/page']

let dist: string
let rules: HeaderRule[]
let host: { url: string; server: Server }

// CSP_DIST checks an existing build instead (e.g. the dist/ about to be deployed).
const prebuilt = process.env.CSP_DIST

test.beforeAll(async () => {
  test.setTimeout(180_000)
  rules = parseHeadersFile(await readFile(join(prebuilt ?? 'public', '_headers'), 'utf8'))
  if (prebuilt) {
    dist = prebuilt
    host = await startStaticHost(dist, rules)
    return
  }
  dist = await mkdtemp(join(tmpdir(), 'bq-csp-dist-'))
  const build = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], {
    env: { ...process.env, VITE_SUPABASE_URL: HOSTED, VITE_SUPABASE_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJl' },
    encoding: 'utf8',
  })
  if (build.status !== 0) throw new Error(`vite build failed: ${build.stderr}`)
  host = await startStaticHost(dist, rules)
})

test.afterAll(async () => {
  if (host) await new Promise((resolve) => host.server.close(resolve))
  if (dist && !prebuilt) await rm(dist, { recursive: true, force: true })
})

/** Records every CSP violation the page reports (the listener is installed by the browser, not the page). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text())
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}`))
  })
  // The hosted project's APIs, answered as for a signed-out visitor.
  await page.route(`${HOSTED}/**`, (route) =>
    route.fulfill({ status: route.request().url().includes('/auth/v1/user') ? 401 : 200, contentType: 'application/json', body: '[]' }),
  )
  return async () => [...fromConsole, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))]
}

test('the production build has no inline script for the CSP to block', async () => {
  const pages = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith('.html'))
  expect(pages.length).toBeGreaterThan(0)
  for (const file of pages) {
    const html = await readFile(join(dist, file), 'utf8')
    const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>/g)].filter((m) => !/type=["']application\/(ld\+)?json["']/.test(m[1]))
    expect(inline.map((m) => m[0]), `inline scripts in ${file}`).toEqual([])
    expect(html, `inline event handlers in ${file}`).not.toMatch(/\son[a-z]+=["']/)
  }
})

test('every response carries the security headers of public/_headers', async () => {
  const response = await fetch(`${host.url}/generate`)
  const csp = response.headers.get('content-security-policy') ?? ''
  expect(csp).toContain("script-src 'self'")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain('connect-src \'self\' https://*.supabase.co wss://*.supabase.co')
  expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{8}/)
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(response.headers.get('permissions-policy')).toContain('camera=()')
})

for (const path of ROUTES) {
  test(`${path} renders under the CSP with no violation`, async ({ page }) => {
    const violations = await watchViolations(page)
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(`${host.url}${path}`)
    // The app rendered, so its module scripts and styles loaded under the policy.
    await expect(page.getByRole('main')).toBeVisible()
    await expect(page.locator('header').first()).toBeVisible()
    expect(await violations()).toEqual([])
    expect(errors).toEqual([])
  })
}

test('the policy is enforced: an injected inline script and a foreign image are blocked, Google avatars are not', async ({ page }) => {
  const violations = await watchViolations(page)
  await page.route('https://lh3.googleusercontent.com/**', (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>' }),
  )
  await page.route('https://evil.example/**', (route) => route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' }))
  await page.goto(`${host.url}/`)
  await expect(page.getByRole('main')).toBeVisible()
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script')
    script.textContent = 'window.injected = true'
    document.body.append(script)
    for (const src of ['https://lh3.googleusercontent.com/a/avatar', 'https://evil.example/pixel.svg']) {
      const img = document.createElement('img')
      img.src = src
      document.body.append(img)
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
    return (window as unknown as { injected?: boolean }).injected === true
  })
  expect(ran).toBe(false)
  const seen = await violations()
  expect(seen.some((v) => /^script-src(-elem)? blocked inline/.test(v))).toBe(true)
  expect(seen.some((v) => v.startsWith('img-src blocked https://evil.example'))).toBe(true)
  expect(seen.some((v) => v.startsWith('img-src blocked https://lh3.googleusercontent.com'))).toBe(false)
})
