import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { preview, type PreviewServer } from 'vite'
import { API_URL } from './stack'

export const SITE_URL = 'https://names.example'

export type BuiltSite = { url: string; close: () => Promise<void> }

/**
 * A production build of the app in a temp dir (the same `vite build` `npm run build` runs),
 * served statically by vite preview on a free port: what a crawler or a link preview fetches.
 */
export async function buildAndServe(): Promise<BuiltSite> {
  const dir = await mkdtemp(join(tmpdir(), 'bq-seo-'))
  const outDir = join(dir, 'dist')
  await promisify(execFile)('npx', ['vite', 'build', '--mode', 'preview', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    env: { ...process.env, VITE_SITE_URL: SITE_URL, VITE_SUPABASE_URL: API_URL },
    maxBuffer: 16 * 1024 * 1024,
  })
  let server: PreviewServer | undefined
  try {
    server = await preview({
      configFile: false,
      logLevel: 'warn',
      build: { outDir },
      preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
    })
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    throw error
  }
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '')
  if (!url) throw new Error('vite preview did not report its address')
  const running = server
  return {
    url,
    close: async () => {
      await running.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}
