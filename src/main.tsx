import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import '@/index.css'
import { envResult } from '@/lib/env'
import '@/lib/auth/initial-url'
import { EnvErrorScreen } from '@/components/env-error-screen'
import { isPrerenderedFor, PRERENDERED_ATTRIBUTE } from '@/lib/prerender-marker'

const container = document.getElementById('root')!

if (envResult.ok) {
  // Loaded only with a valid env, so nothing touches the backend client before the check.
  const { App, createAppRouter } = await import('@/app/app')
  const router = await createAppRouter()
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  )
  // The bench (tests/bench/first-load.bench.ts) counts the scripts fetched before this mark.
  performance.mark('brandquest:render')
  // A page prerendered for this very path is hydrated in place. Anything else (the SPA fallback
  // serving another page's HTML, the dev server) renders from scratch.
  if (isPrerenderedFor(container, window.location.pathname)) hydrateRoot(container, app)
  else {
    container.removeAttribute(PRERENDERED_ATTRIBUTE)
    createRoot(container).render(app)
  }
} else {
  console.error('Missing configuration:', envResult.problems)
  container.replaceChildren()
  createRoot(container).render(<EnvErrorScreen problems={envResult.problems} />)
}
