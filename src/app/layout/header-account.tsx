import { QueryScope } from '@/app/query-scope'
import { HeaderAuthControl } from '@/features/auth/components/header-auth-control'
import { FreeUnlockButton } from '@/features/billing/components/free-unlock-button'

/** The header's account controls, loaded after the first paint (they need supabase-js and react-query). */
export function HeaderAccount() {
  return (
    <QueryScope>
      <FreeUnlockButton className="px-3 text-xs sm:text-sm" />
      <HeaderAuthControl />
    </QueryScope>
  )
}
