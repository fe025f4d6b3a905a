import { QueryScope } from '@/app/query-scope'
import { HistoryPage } from '@/features/history/components/history-page'

// Asks the server (react-query), so it brings its own query scope; see app/query-scope.tsx.
export function Component() {
  return (
    <QueryScope>
      <HistoryPage />
    </QueryScope>
  )
}
