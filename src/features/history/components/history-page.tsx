import { PageShell } from '@/components/layout/page-shell'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function HistoryPage() {
  useDocumentTitle('History')
  return <PageShell title="Your History" lead="Sign in to see the names you have generated, newest first." />
}
