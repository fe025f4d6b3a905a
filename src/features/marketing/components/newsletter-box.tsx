import { useEffect, useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { inputBoxClass } from '@/components/ui/field'
import { errorText, sendEmailRequest } from '@/features/marketing/api/send-email'

export const NEWSLETTER_SUCCESS_MS = 3000

type Phase = 'idle' | 'sending' | 'sent'

/**
 * The footer's newsletter box (spec §4: idle, sending, success for 3 s, reset). The list is double
 * opt-in, so success means "confirm from your inbox", not "subscribed".
 */
export function NewsletterBox() {
  const [email, setEmail] = useState('')
  const [phase, setPhase] = useState<Phase>('idle')
  const [error, setError] = useState<string | null>(null)
  const inputId = useId()
  const errorId = useId()

  useEffect(() => {
    if (phase !== 'sent') return
    const timer = window.setTimeout(() => {
      setEmail('')
      setPhase('idle')
    }, NEWSLETTER_SUCCESS_MS)
    return () => window.clearTimeout(timer)
  }, [phase])

  async function submit(event: FormEvent) {
    event.preventDefault()
    const address = email.trim()
    if (!address || phase !== 'idle') return
    setPhase('sending')
    setError(null)
    try {
      await sendEmailRequest({ source: 'newsletter', email: address })
      setPhase('sent')
    } catch (caught) {
      setError(errorText(caught))
      setPhase('idle')
    }
  }

  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-400">Newsletter</h2>
      <p className="mt-3 text-sm text-slate-400">Naming ideas and launch tips, about once a month.</p>
      {phase === 'sent' ? (
        <p role="status" className="mt-3 text-sm text-emerald-300">
          Almost there: check your inbox and click the link to confirm your subscription.
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="mt-3 flex flex-col gap-2">
          <label htmlFor={inputId} className="sr-only">
            Email address
          </label>
          <input
            id={inputId}
            type="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={`${inputBoxClass} text-sm`}
          />
          <Button type="submit" size="sm" disabled={phase === 'sending'}>
            {phase === 'sending' ? 'Sending...' : 'Subscribe'}
          </Button>
          {error ? (
            <p id={errorId} role="alert" className="text-sm text-rose-300">
              {error}
            </p>
          ) : null}
        </form>
      )}
    </div>
  )
}
