import { absoluteUrl } from '@/lib/seo'
import { publicPages } from '@/prerender/pages'

// Built from the same path list as the prerender, so every prerendered page is in the sitemap.

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export function sitemapXml(origin: string): string {
  const urls = publicPages().map(({ path }) => `  <url><loc>${escapeXml(absoluteUrl(path, origin))}</loc></url>`)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

// Account, payment-result and auth pages are per-user: nothing there for a crawler.
const privatePrefixes = ['/profile', '/history', '/success', '/auth/']

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePrefixes.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
