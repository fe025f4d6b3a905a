import { useEffect, useState, type FormEvent } from 'react'
import { useLocation } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Modal } from '@/components/ui/modal'
import { track } from '@/lib/analytics'
import { industryFor } from '@/lib/analytics-industry'
import { useDialogs } from '@/lib/dialogs'
import { usePremium } from '@/lib/queries/premium'
import { errorText, sendEmailRequest } from '@/features/marketing/api/send-email'
import { useEmailPopup } from '@/features/marketing/use-email-popup'

export const POPUP_CLOSE_AFTER_MS = 3000
const SUCCESS = "Check your email! Your 5 exclusive name ideas are on their way. Don't forget to check your spam folder."
// Pages where a visitor is in the middle of something (signing in, paying): no offer on top of it.
const QUIET_PATHS = ['/auth/', '/success']

type Phase = 'idle' | 'sending' | 'sent'

/** Spec §2 "Email popup": the form, its states, and the 3 s close after success. */
export function EmailPopupDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [email, setEmail] = useState('')
  const [topic, setTopic] = useState('')
  const [phase, setPhase] = useState<Phase>('idle')
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (phase !== 'sent') return
    const timer = window.setTimeout(onClose, POPUP_CLOSE_AFTER_MS)
    return () => window.clearTimeout(timer)
  }, [phase, onClose])

  async function submit(event: FormEvent) {
    event.preventDefault()
    const address = email.trim()
    if (!address || phase !== 'idle') return
    setPhase('sending')
    setError(null)
    // Worked out while the request is out (the industry list loads on first use).
    const industry = industryFor(topic)
    try {
      await sendEmailRequest({ source: 'popup', email: address, topic })
      track('email_submit', { source: 'popup' })
      track('generate_lead', { source: 'popup', industry: await industry })
      setPhase('sent')
    } catch (caught) {
      setError(errorText(caught))
      setPhase('idle')
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title="Get 5 exclusive name ideas!"
      description="Tell us what you are naming and we email you 5 names made for it, each with the reason it fits."
    >
      {phase === 'sent' ? (
        <p role="status" className="text-slate-200">
          {SUCCESS}
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          <Field
            label="Email"
            type="email"
            required
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={error}
          />
          <Field
            label="What are you naming? (optional)"
            placeholder="a dog bakery, a budgeting app..."
            maxLength={200}
            value={topic}
            onChange={(e) => setTopic(e.target.value)}
          />
          <Button type="submit" className="w-full" disabled={phase === 'sending'}>
            {phase === 'sending' ? 'Sending...' : 'Send me ideas'}
          </Button>
        </form>
      )}
    </Modal>
  )
}

/** Mounted once by the layout: opens the popup when useEmailPopup says so. */
export function EmailPopup() {
  const { isPremium, loading } = usePremium()
  const { auth, upgrade, freeUnlock } = useDialogs()
  const { pathname } = useLocation()
  const quietPage = QUIET_PATHS.some((path) => pathname.startsWith(path))
  const eligible = !loading && !isPremium && auth === null && upgrade === null && freeUnlock === null && !quietPage
  // Its code loads after the first paint: the 4 s are counted from the start of the visit.
  const [elapsed] = useState(() => performance.now())
  const { open, close } = useEmailPopup(eligible, elapsed)
  return <EmailPopupDialog open={open} onClose={close} />
}
