import { useSearchParams } from 'react-router-dom'
import { PageShell } from '@/components/layout/page-shell'
import { ButtonLink } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function SuccessPage() {
  useDocumentTitle('Payment')
  const [params] = useSearchParams()
  const sessionId = params.get('session_id')

  if (!sessionId) {
    return (
      <PageShell title="Verification Error">
        <p role="alert" className="text-slate-300">
          No session ID found
        </p>
        <ButtonLink to="/generate" className="mt-6">
          Return to Generator
        </ButtonLink>
      </PageShell>
    )
  }
  return (
    <PageShell title="Verifying Payment...">
      <Spinner label="Verifying payment" />
    </PageShell>
  )
}
