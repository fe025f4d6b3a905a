import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import '@/index.css'
import '@/lib/auth/initial-url'
import { isPrerenderedFor, PRERENDERED_ATTRIBUTE } from '@/lib/prerender-marker'
import { App } from '@/app/app'
import { preloadPage } from '@/app/routes'

const container = document.getElementById('root')!

// Only the current page's chunk is awaited: a prerendered page then hydrates into the same markup.
await preloadPage(window.location.pathname).catch((error: unknown) => {
  // The error boundary shows it when the page renders (and the chunk is asked for again).
  console.warn('Could not load the page', error)
})
const app = (
  <StrictMode>
    <App />
  </StrictMode>
)
// The bench (tests/bench/first-load.bench.ts) counts the scripts fetched before this mark.
performance.mark('brandquest:render')
// A page prerendered for this very path is hydrated in place. Anything else (the SPA fallback
// serving another page's HTML, the dev server) renders from scratch.
// As a transition, so React hydrates or renders in slices and yields to the browser between them
// instead of one long task (the page is already painted from the prerendered HTML).
let root: Root | undefined
startTransition(() => {
  if (isPrerenderedFor(container, window.location.pathname)) root = hydrateRoot(container, app)
  else {
    container.removeAttribute(PRERENDERED_ATTRIBUTE)
    root = createRoot(container)
    root.render(app)
  }
})

// zod (the env check) is not needed to paint: a build without its Supabase settings shows the
// error screen listing them as soon as the check has run, and nothing reaches the backend first
// (the client is created on first use, which getEnv refuses).
const [{ envResult }, { EnvErrorScreen }] = await Promise.all([import('@/lib/env'), import('@/components/env-error-screen')])
if (!envResult.ok) {
  console.error('Missing configuration:', envResult.problems)
  root?.unmount()
  container.replaceChildren()
  createRoot(container).render(<EnvErrorScreen problems={envResult.problems} />)
}
