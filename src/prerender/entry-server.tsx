import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom'
import { AppProviders, createQueryClient } from '@/app/providers'
import { routes } from '@/app/routes'

// Built by src/prerender/vite-plugin.ts into a throwaway server bundle; never part of the browser bundle.
export { siteUrl } from '@/lib/seo'
export { publicPages } from '@/prerender/pages'
export { headHtml } from '@/lib/head-tags'
export { robotsTxt, sitemapXml } from '@/prerender/site-files'
export { GUARD_SCRIPT, GUARD_SCRIPT_FILE, pageFile, pageHtml } from '@/prerender/page-html'

const handler = createStaticHandler(routes)

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk))
  return Buffer.concat(chunks).toString('utf8')
}

/** The markup of #root for one path, as a signed-out visitor with no live data sees it. */
export async function renderPage(path: string): Promise<string> {
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')))
  if (context instanceof Response) throw new Error(`${path} redirects; only pages can be prerendered`)
  if (context.statusCode !== 200) throw new Error(`${path} rendered with status ${context.statusCode}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  // No loaders, so there is no data to hand over: the browser router starts initialised on its own.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  )
  return streamToString(prelude)
}
