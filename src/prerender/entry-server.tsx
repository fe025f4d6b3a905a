import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { matchRoutes, StaticRouter } from 'react-router-dom'
import { AppRoutes } from '@/app/app'
import { AppProviders } from '@/app/providers'
import { preloadPage, routes } from '@/app/routes'

// Built by src/prerender/vite-plugin.ts into a throwaway server bundle; never part of the browser bundle.
export { siteUrl } from '@/lib/seo'
export { publicPages } from '@/prerender/pages'
export { headHtml } from '@/lib/head-tags'
export { robotsTxt, sitemapXml } from '@/prerender/site-files'
export { GUARD_SCRIPT, GUARD_SCRIPT_FILE, pageFile, pageHtml } from '@/prerender/page-html'

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk))
  return Buffer.concat(chunks).toString('utf8')
}

/** The markup of #root for one path, as a signed-out visitor with no live data sees it. */
export async function renderPage(path: string): Promise<string> {
  const matched = matchRoutes(routes, path)?.at(-1)?.route
  if (!matched || matched.path === '*') throw new Error(`${path} matches no page`)
  // Loaded first, as main.tsx does: a page that suspended here would be written as its fallback
  // plus an inline script swapping it in (which the CSP forbids), not as plain markup.
  await preloadPage(path)
  // The same tree as main.tsx's, with the static router in place of the browser's.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  )
  return streamToString(prelude)
}
