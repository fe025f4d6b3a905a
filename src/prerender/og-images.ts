// Renders the 1200×630 social images in public/og/ (one per public page) with Debian's Chromium.
// Run after adding a page or a category: `npx tsx src/prerender/og-images.ts`. Not part of the
// build: the PNGs are committed, so building needs no browser.
import { mkdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { chromium } from '@playwright/test'
import { findCategory } from '@/features/ideas/categories'
import { generateIdeas } from '@/features/ideas/generate-ideas'
import { ogImagePath } from '@/lib/seo'
import { publicPages } from '@/prerender/pages'

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function card(heading: string, description: string, ideas: string[]): string {
  const chips = ideas.map((idea) => `<span class="chip">${escapeHtml(idea)}</span>`).join('')
  return `<!doctype html><html><head><style>
    body { margin: 0; width: 1200px; height: 630px; background: #0b0a1a; color: #f1f5f9; font-family: 'DejaVu Sans', sans-serif; }
    /* Flat colours only: gradients make each PNG ten times larger. */
    .frame { box-sizing: border-box; height: 100%; padding: 72px 80px; display: flex; flex-direction: column; border-top: 12px solid #fdba74; }
    .brand { font-size: 34px; font-weight: 700; color: #fdba74; letter-spacing: 0.5px; }
    h1 { margin: 40px 0 0; font-size: 68px; line-height: 1.1; }
    p { margin: 24px 0 0; font-size: 30px; line-height: 1.35; color: #cbd5e1; max-width: 1000px; }
    .chips { margin-top: auto; display: flex; flex-wrap: wrap; gap: 14px; }
    .chip { border: 2px solid #4c3f8f; border-radius: 14px; padding: 10px 20px; font-size: 28px; background: #15122e; }
  </style></head><body><div class="frame"><div class="brand">BrandQuest</div><h1>${escapeHtml(heading)}</h1>
  <p>${escapeHtml(description)}</p><div class="chips">${chips}</div></div></body></html>`
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
for (const head of publicPages()) {
  const category = findCategory(head.path.replace(/^\/names\//, ''))
  const heading = category ? category.h1 : head.title.replace(/ · BrandQuest$/, '').replace(/^BrandQuest — /, '')
  const ideas = category ? generateIdeas(category.seeds).slice(0, 5) : []
  await page.setContent(card(heading, head.description, ideas))
  const file = join('public', ogImagePath(head.path))
  await mkdir(dirname(file), { recursive: true })
  await page.screenshot({ path: file, type: 'png' })
}
await browser.close()
