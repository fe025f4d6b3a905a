import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { toast } from 'sonner'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { server } from './msw/server'
import { TEST_SUPABASE_URL } from './msw/handlers'

// Dialogs, the toaster and the header's account controls load after first paint (lazy chunks), which
// on a busy 2-core CI machine can take longer than findBy*'s default second.
configure({ asyncUtilTimeout: 5000 })

vi.stubEnv('VITE_SUPABASE_URL', TEST_SUPABASE_URL)
vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'test-anon-key')

// An unexpected console.error is a bug the user would hit: fail the test that caused it.
let consoleErrors: unknown[][] = []
const originalError = console.error

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  consoleErrors = []
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args)
  }
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo
  window.dataLayer = []
  window.localStorage.clear()
  // A returning visitor: the first-visit email popup (4 s) has its own tests and must not open in others.
  window.localStorage.setItem('brandquest_has_visited', 'true')
})
afterEach(() => {
  cleanup()
  // sonner keeps its toasts in a module-level store: without this, one test's toasts show up in the next.
  toast.dismiss()
  server.resetHandlers()
  console.error = originalError
  if (consoleErrors.length > 0) {
    throw new Error(`Unexpected console.error: ${consoleErrors.map((args) => args.map(String).join(' ')).join('\n')}`)
  }
})
afterAll(() => server.close())
