import { QueryScope } from '@/app/query-scope'
import { AuthCallbackPage } from '@/features/auth/components/auth-callback-page'

// Asks the server (react-query), so it brings its own query scope; see app/query-scope.tsx.
export function Component() {
  return (
    <QueryScope>
      <AuthCallbackPage />
    </QueryScope>
  )
}
