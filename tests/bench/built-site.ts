// A production build of the SPA served on a free port, shared by the bench sections that need one
// (first-load JS, Lighthouse). Built once per `npm run bench` run and removed when the process exits.
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { preview } from 'vite'

export type BuiltSite = { url: string; outDir: string; paths: string[] }

// No backend is reachable at this address: the public pages must not need one to render.
const FAKE_API = 'http://127.0.0.1:9'
const SITE_URL = 'https://names.example'

let site: Promise<BuiltSite> | undefined

async function buildAndServe(): Promise<BuiltSite> {
  const dir = mkdtempSync(join(tmpdir(), 'bq-bench-site-'))
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }))
  const outDir = join(dir, 'dist')
  await promisify(execFile)('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    env: { ...process.env, VITE_SITE_URL: SITE_URL, VITE_SUPABASE_URL: FAKE_API, VITE_SUPABASE_ANON_KEY: 'bench-anon-key' },
    maxBuffer: 16 * 1024 * 1024,
  })
  const server = await preview({
    configFile: false,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  })
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '')
  if (!url) throw new Error('vite preview did not report its address')
  // Every public page, from the sitemap the build wrote.
  const sitemap = readFileSync(join(outDir, 'sitemap.xml'), 'utf8')
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
  return { url, outDir, paths }
}

export function builtSite(): Promise<BuiltSite> {
  site ??= buildAndServe()
  return site
}

/** Debian's Chromium, never a downloaded browser; flags for a machine with no outside network. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--no-first-run',
]
