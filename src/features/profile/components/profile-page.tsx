import { PageShell } from '@/components/layout/page-shell'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function ProfilePage() {
  useDocumentTitle('Profile')
  return <PageShell title="Account Settings" lead="Sign in to see your account, premium status and stats." />
}
