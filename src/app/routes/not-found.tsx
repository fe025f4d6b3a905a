import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { PageShell } from '@/components/layout/page-shell'
import { ButtonLink } from '@/components/ui/button'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function Component() {
  const { pathname } = useLocation()
  useDocumentTitle('Page not found')
  useEffect(() => {
    // Spec §2: the bad path is logged (a warning: it is the visitor's mistake, not ours).
    console.warn('404: no route for', pathname)
  }, [pathname])
  return (
    <PageShell title="Oops! Page not found" lead={`There is no page at ${pathname}.`}>
      <ButtonLink to="/">Return to Home</ButtonLink>
    </PageShell>
  )
}
