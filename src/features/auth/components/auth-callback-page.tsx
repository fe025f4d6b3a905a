import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { PageShell } from '@/components/layout/page-shell'
import { ButtonLink } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { authRedirectError } from '@/lib/auth/initial-url'
import { getSupabase } from '@/lib/supabase'

export const REDIRECT_DELAY_MS = 2000

type State = { kind: 'loading' } | { kind: 'success' } | { kind: 'error'; message: string }

export function AuthCallbackPage() {
  useDocumentTitle('Signing in')
  const navigate = useNavigate()
  const [state, setState] = useState<State>(() => {
    const redirectError = authRedirectError()
    return redirectError
      ? { kind: 'error', message: redirectError.description || 'Authentication failed. Please try again.' }
      : { kind: 'loading' }
  })

  useEffect(() => {
    if (state.kind !== 'loading') return
    let active = true
    getSupabase()
      .auth.getSession()
      .then(({ data, error }) => {
        if (!active) return
        if (error) setState({ kind: 'error', message: 'Authentication failed. Please try again.' })
        else if (!data.session) setState({ kind: 'error', message: 'No session found. Please try signing in again.' })
        else setState({ kind: 'success' })
      })
      .catch((error: unknown) => {
        console.warn('Auth callback failed', error)
        if (active) setState({ kind: 'error', message: 'An unexpected error occurred. Please try again.' })
      })
    return () => {
      active = false
    }
  }, [state.kind])

  useEffect(() => {
    if (state.kind !== 'success') return
    const timer = window.setTimeout(() => navigate('/', { replace: true }), REDIRECT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [state.kind, navigate])

  if (state.kind === 'loading') {
    return (
      <PageShell title="Completing authentication...">
        <Spinner label="Completing authentication" />
      </PageShell>
    )
  }
  if (state.kind === 'success') {
    return <PageShell title="Welcome!" lead="Successfully authenticated! Redirecting..." />
  }
  return (
    <PageShell title="Authentication Failed" lead={<span role="alert">{state.message}</span>}>
      <ButtonLink to="/">Return Home</ButtonLink>
    </PageShell>
  )
}
