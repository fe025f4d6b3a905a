import { useNavigate } from 'react-router-dom'
import { PageShell } from '@/components/layout/page-shell'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useAuth } from '@/lib/auth/auth-context'
import { authRedirectError } from '@/lib/auth/initial-url'
import { useDialogs } from '@/lib/dialogs'
import { NewPasswordForm } from '@/features/auth/components/new-password-form'

export function ResetPasswordPage() {
  useDocumentTitle('Reset password')
  const { user, loading } = useAuth()
  const { openAuth } = useDialogs()
  const navigate = useNavigate()
  const linkError = authRedirectError()

  if (loading) {
    return (
      <PageShell title="Set a new password">
        <Spinner label="Checking your reset link" />
      </PageShell>
    )
  }
  if (!user) {
    return (
      <PageShell
        title="Set a new password"
        lead={
          <span role="alert">
            {linkError?.description || 'This reset link is invalid or has expired.'} Request a new one and use the
            newest email.
          </span>
        }
      >
        <Button onClick={() => openAuth('forgot')}>Request a new link</Button>
      </PageShell>
    )
  }
  return (
    <PageShell title="Set a new password" lead={`Choose a new password for ${user.email}.`}>
      <NewPasswordForm onDone={() => navigate('/', { replace: true })} />
    </PageShell>
  )
}
