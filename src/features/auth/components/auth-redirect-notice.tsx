import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { toast } from 'sonner'
import { useAuth } from '@/lib/auth/auth-context'
import { authRedirectError, authRedirectMessage, authRedirectType, initialAuthParams } from '@/lib/auth/initial-url'

// These pages explain their own link's outcome.
const PAGES_WITH_THEIR_OWN_MESSAGE = ['/auth/callback', '/auth/reset-password']

/**
 * Says what an emailed auth link did when it lands on an ordinary page: the email-change link
 * lands on /profile with a new session and nothing else would tell the user the change worked.
 * Mounted once by the layout; shows at most one toast per page load.
 */
export function AuthRedirectNotice({ params = initialAuthParams() }: { params?: URLSearchParams }) {
  const { user, loading } = useAuth()
  const { pathname } = useLocation()
  const done = useRef(false)

  useEffect(() => {
    if (done.current || loading) return
    done.current = true
    const error = authRedirectError(params)
    const message = authRedirectMessage(params)
    if (error) {
      if (PAGES_WITH_THEIR_OWN_MESSAGE.includes(pathname)) return
      toast.error('That link did not work', { id: 'auth-redirect', description: error.description || 'It may be invalid or expired.' })
    } else if (message) {
      toast.info('Almost there', { id: 'auth-redirect', description: message })
    } else if (authRedirectType(params) === 'email_change' && user?.email) {
      toast.success('Email updated', { id: 'auth-redirect', description: `You now sign in with ${user.email}.` })
    }
  }, [loading, user, pathname, params])

  return null
}
