// Lighthouse (mobile preset, simulated throttling) on a production build of the home page, the
// generator and one idea page, in Debian's Chromium. Targets (issue #12): performance >= 95 and
// 100 for accessibility, best practices and SEO.
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { builtSite, CHROMIUM_FLAGS, CHROMIUM_PATH } from './built-site.ts'
import type { BenchSection } from './stats.ts'

const PAGES = ['/', '/generate', '/names/coffee-shop']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const TARGETS: Record<(typeof CATEGORIES)[number], number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 }

export default async function lighthouseScores(): Promise<BenchSection> {
  const site = await builtSite()
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' })
  const rows: BenchSection['rows'] = []
  const notes: string[] = []
  try {
    for (const path of PAGES) {
      const result = await lighthouse(site.url + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] })
      if (!result) throw new Error(`lighthouse returned nothing for ${path}`)
      const { categories, audits } = result.lhr
      const row: BenchSection['rows'][number] = { page: path }
      for (const category of CATEGORIES) {
        const score = Math.round((categories[category]?.score ?? 0) * 100)
        row[category] = score
        if (score < TARGETS[category]) {
          // The audits that cost points, so the report says what to fix.
          const failing = (categories[category]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => `${ref.id}${audits[ref.id]?.displayValue ? ` (${audits[ref.id]?.displayValue})` : ''}`)
          notes.push(`${path} ${category} ${score} < ${TARGETS[category]}: ${failing.join(', ') || 'see the report'}`)
        }
      }
      row['LCP s'] = Math.round((audits['largest-contentful-paint']?.numericValue ?? NaN) / 100) / 10
      row['TBT ms'] = Math.round(audits['total-blocking-time']?.numericValue ?? NaN)
      rows.push(row)
    }
  } finally {
    chrome.kill()
  }
  return { title: 'Lighthouse, mobile preset (production build, no backend)', rows, notes: notes.length ? notes : ['all targets met'] }
}
