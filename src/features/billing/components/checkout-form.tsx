import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useLocation } from 'react-router-dom'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { track } from '@/lib/analytics'
import { ApiError } from '@/lib/api-error'
import { useAuth } from '@/lib/auth/auth-context'
import { PRICE_USD } from '@/lib/constants'
import { refreshPremium } from '@/lib/queries/premium'
import { useCreatePayment } from '@/features/billing/api/create-payment'
import { returnPathFor } from '@/features/billing/return-path'

const SOURCE = 'paywall_modal'
// Loose on purpose: the server has the final word; this only catches typos before a round trip.
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)

/** The paywall's action: optional email, 'Unlock now', then Stripe's hosted checkout in a new tab. */
export function CheckoutForm({ onDone }: { onDone: () => void }) {
  const { user } = useAuth()
  const location = useLocation()
  const queryClient = useQueryClient()
  const createPayment = useCreatePayment()
  const [typed, setTyped] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null)
  // A signed-in purchase belongs to the account, and Stripe gets the account's email (the server ignores any other).
  const email = user?.email ?? typed

  async function submit(event: FormEvent) {
    event.preventDefault()
    const address = email.trim()
    if (address && !looksLikeEmail(address)) return setError('Enter a valid email address, or leave it empty.')
    setError(null)
    setBlockedUrl(null)
    track('begin_checkout', { value: PRICE_USD, currency: 'USD', source: SOURCE })
    try {
      const url = await createPayment.mutateAsync({
        ...(address ? { email: address } : {}),
        source: SOURCE,
        returnPath: returnPathFor(location.pathname, location.search),
      })
      if (!url) {
        toast.error('Payment Error', { description: 'No checkout URL received' })
        return
      }
      const tab = window.open(url, '_blank')
      if (!tab) return setBlockedUrl(url)
      // The checkout is another site: it gets no handle on this page.
      tab.opener = null
      onDone()
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 409) {
        toast.success(caught.message)
        void refreshPremium(queryClient)
        onDone()
        return
      }
      console.warn('create-payment failed', caught)
      toast.error('Payment Error', { description: 'Unable to process payment. Please try again.' })
    }
  }

  const busy = createPayment.isPending
  return (
    <form noValidate onSubmit={submit} className="mt-5 space-y-4">
      <Field
        label={user ? 'Email' : 'Email (optional)'}
        type="email"
        autoComplete="email"
        value={email}
        readOnly={user !== null}
        hint={
          <p className="mt-1 text-xs text-slate-400">
            {user ? 'Your receipt goes here; the unlock is tied to your account.' : 'For your receipt. Stripe asks for it otherwise.'}
          </p>
        }
        onChange={(e) => setTyped(e.target.value)}
        error={error}
      />
      <Button type="submit" className="w-full" disabled={busy} aria-busy={busy}>
        {busy ? 'Processing...' : 'Unlock now'}
      </Button>
      {blockedUrl ? (
        <p role="status" className="text-sm text-slate-300">
          Your browser blocked the new tab.{' '}
          <a href={blockedUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-ember-300 underline">
            Open the secure checkout
          </a>
        </p>
      ) : null}
    </form>
  )
}
