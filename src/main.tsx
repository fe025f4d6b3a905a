import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '@/index.css'
import { envResult } from '@/lib/env'
import '@/lib/auth/initial-url'
import { EnvErrorScreen } from '@/components/env-error-screen'

const root = createRoot(document.getElementById('root')!)

if (envResult.ok) {
  // Loaded only with a valid env, so nothing touches the backend client before the check.
  const { App } = await import('@/app/app')
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
} else {
  console.error('Missing configuration:', envResult.problems)
  root.render(<EnvErrorScreen problems={envResult.problems} />)
}
