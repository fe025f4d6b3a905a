import { QueryScope } from '@/app/query-scope'
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page'

// Asks the server (react-query), so it brings its own query scope; see app/query-scope.tsx.
export function Component() {
  return (
    <QueryScope>
      <ResetPasswordPage />
    </QueryScope>
  )
}
