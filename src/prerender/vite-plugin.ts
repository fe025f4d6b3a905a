import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import react from '@vitejs/plugin-react'
import { build, type Plugin, type ResolvedConfig } from 'vite'

// Runs after the browser build: builds src/prerender/entry-server.tsx for Node with the same mode
// and env, renders every public page into the built index.html, and writes sitemap.xml and
// robots.txt. The dev server answers /sitemap.xml and /robots.txt from the same code.

const ENTRY = 'src/prerender/entry-server.tsx'
const SITE_FILES = '/src/prerender/site-files.ts'

type ServerEntry = typeof import('./entry-server')

async function buildServerEntry(config: ResolvedConfig): Promise<{ entry: ServerEntry; cleanup: () => Promise<void> }> {
  // Inside node_modules so the bundle's bare imports (react, react-router-dom) resolve.
  const outDir = join(config.root, 'node_modules', '.prerender', `${process.pid}-${Date.now()}`)
  const cleanup = () => rm(outDir, { recursive: true, force: true })
  try {
    await buildServer(config, outDir)
    const entry = (await import(pathToFileURL(join(outDir, 'entry-server.js')).href)) as ServerEntry
    return { entry, cleanup }
  } catch (error) {
    await cleanup()
    throw error
  }
}

async function buildServer(config: ResolvedConfig, outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: 'warn',
    resolve: { alias: config.resolve.alias },
    plugins: [react()],
    build: { ssr: ENTRY, outDir, emptyOutDir: true, minify: false, copyPublicDir: false, sourcemap: false },
  })
}

async function writePages(entry: ServerEntry, outDir: string): Promise<number> {
  const origin = entry.siteUrl()
  const template = await readFile(join(outDir, 'index.html'), 'utf8')
  const pages = entry.publicPages()
  const failures: string[] = []
  for (const head of pages) {
    let bodyHtml: string
    try {
      bodyHtml = await entry.renderPage(head.path)
    } catch (error) {
      // Keep going so one build lists every page that cannot render without a browser.
      failures.push(`${head.path}: ${error instanceof Error ? error.message : String(error)}`)
      continue
    }
    const html = entry.pageHtml(template, { path: head.path, headHtml: entry.headHtml(head, origin), bodyHtml })
    const file = join(outDir, entry.pageFile(head.path))
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, html)
  }
  if (failures.length) {
    throw new Error(`prerender failed (page code must not touch window or storage while rendering):\n  ${failures.join('\n  ')}`)
  }
  await writeFile(join(outDir, entry.GUARD_SCRIPT_FILE), entry.GUARD_SCRIPT)
  await writeFile(join(outDir, 'sitemap.xml'), entry.sitemapXml(origin))
  await writeFile(join(outDir, 'robots.txt'), entry.robotsTxt(origin))
  return pages.length
}

export function prerender(): Plugin {
  let config: ResolvedConfig
  let wroteBundle = false
  return {
    name: 'brandquest:prerender',
    configResolved(resolved) {
      config = resolved
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const path = req.url?.split('?')[0]
        if (path !== '/sitemap.xml' && path !== '/robots.txt') return next()
        try {
          const files = (await server.ssrLoadModule(SITE_FILES)) as typeof import('./site-files')
          const seo = (await server.ssrLoadModule('/src/lib/seo.ts')) as typeof import('../lib/seo')
          const origin = seo.siteUrl(config.env.VITE_SITE_URL)
          const xml = path === '/sitemap.xml'
          res.setHeader('Content-Type', xml ? 'application/xml; charset=utf-8' : 'text/plain; charset=utf-8')
          res.end(xml ? files.sitemapXml(origin) : files.robotsTxt(origin))
        } catch (error) {
          next(error)
        }
      })
    },
    writeBundle() {
      wroteBundle = true
    },
    async closeBundle() {
      if (!wroteBundle || config.build.ssr) return
      const started = Date.now()
      const { entry, cleanup } = await buildServerEntry(config)
      try {
        const count = await writePages(entry, resolve(config.root, config.build.outDir))
        config.logger.info(`prerendered ${count} pages, sitemap.xml and robots.txt in ${Date.now() - started} ms`)
      } finally {
        await cleanup()
      }
    },
  }
}
