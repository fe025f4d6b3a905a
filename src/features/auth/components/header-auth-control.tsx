import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useAuth } from '@/lib/auth/auth-context'
import { useDialogs } from '@/lib/dialogs'
import { usePremium } from '@/lib/queries/premium'
import { UserMenu } from '@/features/auth/components/user-menu'

/** Spec §4: spinner while the session is read, the avatar menu when signed in, Sign In otherwise. */
export function HeaderAuthControl() {
  const { user, loading } = useAuth()
  const { isPremium } = usePremium()
  const { openAuth } = useDialogs()
  if (loading) return <Spinner label="Checking your session" className="px-3" />
  if (user) return <UserMenu user={user} premium={isPremium} />
  return (
    <Button variant="secondary" size="sm" onClick={() => openAuth('login')}>
      Sign In
    </Button>
  )
}
