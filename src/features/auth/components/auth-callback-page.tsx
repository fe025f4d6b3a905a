import { PageShell } from '@/components/layout/page-shell'
import { Spinner } from '@/components/ui/spinner'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function AuthCallbackPage() {
  useDocumentTitle('Signing in')
  return (
    <PageShell title="Completing authentication...">
      <Spinner label="Completing authentication" />
    </PageShell>
  )
}
