import { QueryScope } from '@/app/query-scope'
import { SuccessPage } from '@/features/billing/components/success-page'

// Asks the server (react-query), so it brings its own query scope; see app/query-scope.tsx.
export function Component() {
  return (
    <QueryScope>
      <SuccessPage />
    </QueryScope>
  )
}
