// First-load JavaScript per public page of a production build, gzip-compressed as a static host
// would send it. Two figures per page:
// - eager: what the page's HTML loads by itself (the entry script and its modulepreloads);
// - before render: every script the browser has fetched when main.tsx starts rendering React
//   (its `brandquest:render` mark), i.e. eager plus the chunks main awaits (app shell, route).
// The home page's "before render" JS has a budget of 100 KB (issue #12).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { builtSite, CHROMIUM_FLAGS, CHROMIUM_PATH } from './built-site.ts'
import type { BenchSection } from './stats.ts'

export const HOME_BUDGET_KB = 100

// Plain JavaScript run in the page (a string, so tsx's helpers such as __name never reach the browser).
const SCRIPTS_BEFORE_RENDER = `(() => {
  const mark = performance.getEntriesByName('brandquest:render')[0].startTime
  return performance.getEntriesByType('resource')
    .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
    .filter((entry) => entry.start < mark && entry.path.endsWith('.js'))
    .map((entry) => entry.path)
})()`

/** The scripts a page's HTML names itself (read from the served file: at runtime Vite adds more links). */
function eagerScripts(html: string): string[] {
  const entry = [...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1])
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g)].map((match) => match[1])
  return [...entry, ...preloads].map((href) => new URL(href, 'http://site.invalid').pathname)
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10

export default async function firstLoad(): Promise<BenchSection> {
  const site = await builtSite()
  const gzipped = new Map<string, number>()
  const gzipSize = (assetPath: string) => {
    if (!gzipped.has(assetPath)) gzipped.set(assetPath, gzipSync(readFileSync(join(site.outDir, assetPath))).length)
    return gzipped.get(assetPath)!
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')) })
  const measured: { path: string; eager: number; beforeRender: number; scripts: number }[] = []
  try {
    const page = await browser.newPage()
    for (const path of site.paths) {
      await page.goto(site.url + path, { waitUntil: 'load' })
      await page.waitForFunction(() => performance.getEntriesByName('brandquest:render').length > 0)
      const eager = eagerScripts(await (await fetch(site.url + path)).text())
      const fetched = await page.evaluate<string[]>(SCRIPTS_BEFORE_RENDER)
      const sum = (files: string[]) => [...new Set(files)].reduce((total, file) => total + gzipSize(file), 0)
      measured.push({ path, eager: sum(eager), beforeRender: sum([...eager, ...fetched]), scripts: new Set([...eager, ...fetched]).size })
    }
  } finally {
    await browser.close()
  }

  const home = measured.find((row) => row.path === '/')
  if (!home) throw new Error('the sitemap lists no home page')
  const overBudget = kb(home.beforeRender) > HOME_BUDGET_KB
  const ideas = measured.filter((row) => row.path.startsWith('/names/'))
  const worstIdea = ideas.reduce((worst, row) => (row.beforeRender > worst.beforeRender ? row : worst), ideas[0])
  const rows = [...measured.filter((row) => !row.path.startsWith('/names/')), ...(worstIdea ? [worstIdea] : [])].map((row) => ({
    page: row === worstIdea ? `/names/* (${ideas.length} pages, largest: ${row.path})` : row.path,
    'eager KB gz': kb(row.eager),
    'before render KB gz': kb(row.beforeRender),
    scripts: row.scripts,
  }))
  return {
    title: 'First-load JavaScript (production build, gzip)',
    rows,
    notes: [
      `home before render: ${kb(home.beforeRender)} KB of a ${HOME_BUDGET_KB} KB budget — ${overBudget ? 'OVER BUDGET' : 'within budget'}`,
    ],
  }
}
