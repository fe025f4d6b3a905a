// Lighthouse (mobile preset, simulated throttling) on a production build of the home page, the
// generator and one idea page, in Debian's Chromium. Targets (issue #12): performance >= 95 and
// 100 for accessibility, best practices and SEO. Each page is measured LIGHTHOUSE_RUNS times
// (default 3) and the median is reported: one run on a shared machine is noise.
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { loadavg } from 'node:os'
import { builtSite, CHROMIUM_FLAGS, CHROMIUM_PATH } from './built-site.ts'
import { percentile, type BenchSection } from './stats.ts'

const PAGES = ['/', '/generate', '/names/coffee-shop']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const TARGETS: Record<(typeof CATEGORIES)[number], number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 }
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3))

type Category = (typeof CATEGORIES)[number]
type Run = { scores: Record<Category, number>; lcp: number; tbt: number; cls: number; failing: Record<Category, string[]> }

const median = (values: number[]) => percentile(values.slice().sort((a, b) => a - b), 50)

async function measure(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] })
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`)
  const { categories, audits } = result.lhr
  const scores = {} as Run['scores']
  const failing = {} as Run['failing']
  for (const category of CATEGORIES) {
    scores[category] = Math.round((categories[category]?.score ?? 0) * 100)
    // The audits that cost points, so the report says what to fix.
    failing[category] = (categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id}${audits[ref.id]?.displayValue ? ` (${audits[ref.id]?.displayValue})` : ''}`)
  }
  return {
    scores,
    failing,
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
  }
}

export default async function lighthouseScores(): Promise<BenchSection> {
  const site = await builtSite()
  const load = loadavg()[0]
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' })
  const rows: BenchSection['rows'] = []
  const notes: string[] = []
  try {
    for (const path of PAGES) {
      const runs: Run[] = []
      for (let i = 0; i < RUNS; i++) runs.push(await measure(site.url + path, chrome.port))
      const row: BenchSection['rows'][number] = { page: path }
      for (const category of CATEGORIES) {
        const score = median(runs.map((run) => run.scores[category]))
        row[category] = score
        if (score < TARGETS[category]) {
          // The run whose score is the median says what cost the points.
          const typical = runs.find((run) => run.scores[category] === score) ?? runs[0]
          notes.push(`${path} ${category} ${score} < ${TARGETS[category]}: ${typical.failing[category].join(', ') || 'see the report'}`)
        }
      }
      row['performance runs'] = runs.map((run) => run.scores.performance).join('/')
      row['LCP s'] = Math.round(median(runs.map((run) => run.lcp)) / 100) / 10
      row['TBT ms'] = Math.round(median(runs.map((run) => run.tbt)))
      row.CLS = Math.round(median(runs.map((run) => run.cls)) * 1000) / 1000
      rows.push(row)
    }
  } finally {
    chrome.kill()
  }
  const loadNote = `median of ${RUNS} run(s) per page; 1-minute load average ${load.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end`
  return {
    title: 'Lighthouse, mobile preset (production build, no backend)',
    rows,
    better: { CLS: 'lower' },
    notes: [loadNote, ...(notes.length ? notes : ['all targets met'])],
  }
}
