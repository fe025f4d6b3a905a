import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { GUARD_SCRIPT, pageFile, pageHtml } from '@/prerender/page-html'
import { robotsTxt, sitemapXml } from '@/prerender/site-files'
import { publicPages } from '@/prerender/pages'
import { headHtml } from '@/lib/head-tags'
import { siteUrl, staticHead } from '@/lib/seo'

const template = `<html><head><!--head:start--><title>Default</title><!--head:end--></head><body><div id="root"></div></body></html>`

describe('prerender output', () => {
  it('lists the 8 static pages and the 42 idea pages once each', () => {
    const paths = publicPages().map((page) => page.path)
    expect(new Set(paths).size).toBe(50)
    expect(paths.slice(0, 8)).toEqual(['/', '/generate', '/about', '/privacy', '/terms', '/naming-tips', '/business-names', '/startup-names'])
    expect(paths.filter((path) => path.startsWith('/names/'))).toHaveLength(42)
  })

  it('writes a page with its head instead of the default one and its markup stamped with its path', () => {
    const head = staticHead('/about')!
    const html = pageHtml(template, { path: '/about', headHtml: headHtml(head, 'https://x.test'), bodyHtml: '<h1>About</h1>' })
    expect(html).not.toContain('Default')
    expect(html).toContain('<title>About · BrandQuest</title>')
    expect(html).toContain('<link rel="canonical" href="https://x.test/about" />')
    expect(html).toContain('<div id="root" data-prerendered="/about"><h1>About</h1></div><script src="/prerender-guard.js"></script>')
  })

  it('escapes page text in head tags', () => {
    const html = headHtml({ path: '/a', title: 'A "quoted" <b> & co', description: 'x', image: '/og/a.png' }, 'https://x.test')
    expect(html).toContain('<title>A &quot;quoted&quot; &lt;b&gt; &amp; co</title>')
    expect(html).not.toContain('<b>')
  })

  it('names files the way static hosts look them up', () => {
    expect(pageFile('/')).toBe('index.html')
    expect(pageFile('/about')).toBe('about.html')
    expect(pageFile('/names/coffee-shop')).toBe('names/coffee-shop.html')
  })

  it('builds an absolute sitemap and a robots.txt that points at it', () => {
    const xml = sitemapXml('https://names.example')
    expect(xml.match(/<loc>/g)).toHaveLength(50)
    expect(xml).toContain('<loc>https://names.example/</loc>')
    expect(xml).toContain('<loc>https://names.example/names/tech-startup</loc>')
    expect(robotsTxt('https://names.example')).toContain('Sitemap: https://names.example/sitemap.xml')
  })

  it('takes the site origin from VITE_SITE_URL, defaulting to brandquest.app', () => {
    expect(siteUrl(undefined)).toBe('https://brandquest.app')
    expect(siteUrl('https://names.example/')).toBe('https://names.example')
  })

  it('has a 1200×630 PNG social image for every public page', () => {
    for (const page of publicPages()) {
      const png = readFileSync(join('public', page.image))
      expect(png.subarray(1, 4).toString('latin1'), page.path).toBe('PNG')
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], page.path).toEqual([1200, 630])
    }
  })
})

describe('guard script', () => {
  const runGuard = () => new Function(GUARD_SCRIPT)()

  afterEach(() => {
    localStorage.clear()
    document.documentElement.removeAttribute('data-premium')
    document.documentElement.removeAttribute('data-consent-answered')
  })

  it("marks a member's and a decided visitor's page before it paints, so CSS hides the promo bar and the banner", () => {
    localStorage.setItem('brandquest_premium', 'true')
    localStorage.setItem('cookie-consent', 'declined')
    runGuard()
    expect(document.documentElement.hasAttribute('data-premium')).toBe(true)
    expect(document.documentElement.hasAttribute('data-consent-answered')).toBe(true)
  })

  it('leaves a first visit unmarked: the offer and the cookie question show', () => {
    runGuard()
    expect(document.documentElement.hasAttribute('data-premium')).toBe(false)
    expect(document.documentElement.hasAttribute('data-consent-answered')).toBe(false)
  })
})
