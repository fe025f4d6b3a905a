import { PageShell } from '@/components/layout/page-shell'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function ResetPasswordPage() {
  useDocumentTitle('Reset password')
  return <PageShell title="Set a new password" lead="Open the link from your reset email to choose a new password." />
}
