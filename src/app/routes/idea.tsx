import { QueryScope } from '@/app/query-scope'
import { IdeaPage } from '@/features/ideas/components/idea-page'

// Asks the server (react-query), so it brings its own query scope; see app/query-scope.tsx.
export function Component() {
  return (
    <QueryScope>
      <IdeaPage />
    </QueryScope>
  )
}
