import { QueryScope } from '@/app/query-scope'
import { ProfilePage } from '@/features/profile/components/profile-page'

// Asks the server (react-query), so it brings its own query scope; see app/query-scope.tsx.
export function Component() {
  return (
    <QueryScope>
      <ProfilePage />
    </QueryScope>
  )
}
