import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { toast } from 'sonner'
import { QUIET_REPLACE } from '@/app/layout/quiet-replace'
import { whenToasterReady } from '@/app/toaster-ready'

const notices = {
  // Fixed ids: StrictMode runs the effect twice before the URL is tidied, and one id is one toast.
  confirmed: () =>
    toast.success("You're subscribed", { id: 'newsletter', description: 'Thanks for confirming. Naming ideas are on their way.' }),
  invalid: () => toast.error('That confirmation link is invalid or has expired.', { id: 'newsletter' }),
} as const

/**
 * The newsletter's double opt-in link lands on `?newsletter=confirmed|invalid`: say so once, then
 * drop the parameter so a reload or a shared URL does not say it again.
 */
export function useNewsletterNotice() {
  const location = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    const params = new URLSearchParams(location.search)
    const outcome = params.get('newsletter')
    if (outcome !== 'confirmed' && outcome !== 'invalid') return
    void whenToasterReady().then(notices[outcome])
    params.delete('newsletter')
    const search = params.toString()
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true, state: QUIET_REPLACE })
  }, [location, navigate])
}
