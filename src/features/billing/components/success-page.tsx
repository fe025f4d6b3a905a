import { useEffect } from 'react'
import { useSearchParams } from 'react-router-dom'
import { toast } from 'sonner'
import { PageShell } from '@/components/layout/page-shell'
import { ButtonLink } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useAuth } from '@/lib/auth/auth-context'
import { useVerifyPayment } from '@/features/billing/api/verify-payment'
import { usePaymentConfirmed } from '@/features/billing/use-payment-confirmed'

// The spec lists priority support and name filtering too; we list only what the unlock really gives.
const features = ['Unlimited generations', 'All 8 names of every run, and of your earlier runs', 'Real-time .com availability checks', '30-day refund, self-serve from your Profile']

function Failed({ title, message }: { title: string; message: string }) {
  return (
    <PageShell title={title}>
      <p role="alert" className="text-slate-300">
        {message}
      </p>
      <ButtonLink to="/generate" className="mt-6">
        Return to Generator
      </ButtonLink>
    </PageShell>
  )
}

// A guest's purchase belongs to whichever account confirms the email it was paid with.
const thanks = (signedIn: boolean, email: string) =>
  signedIn
    ? 'Thank you. Your lifetime access is active on this account.'
    : `Thank you. Sign up or sign in with ${email || 'the email you paid with'} to use your lifetime access.`

/** /success?session_id=…&email=…: where Stripe's Checkout returns the buyer. */
export function SuccessPage() {
  useDocumentTitle('Payment')
  const [params] = useSearchParams()
  const sessionId = params.get('session_id')
  const email = params.get('email')
  const { user, loading } = useAuth()
  // Wait for the session: a checkout made while signed in is only confirmed to that account.
  const verify = useVerifyPayment(sessionId ?? '', email, user?.id ?? null, Boolean(sessionId) && !loading)
  usePaymentConfirmed(sessionId, verify.data)

  useEffect(() => {
    if (!verify.isError) return
    console.warn('Payment verification failed', verify.error)
    // One toast per failure even when StrictMode runs the effect twice.
    toast.error('Verification Error', { id: 'verification-error', description: 'Please contact support if you were charged.' })
  }, [verify.isError, verify.error])

  if (!sessionId) return <Failed title="Verification Error" message="No session ID found" />
  if (verify.isError) return <Failed title="Payment not confirmed" message="Failed to verify payment. Please contact support." />
  if (!verify.data) {
    return (
      <PageShell title="Verifying Payment...">
        <Spinner label="Verifying payment" />
      </PageShell>
    )
  }
  return (
    <PageShell title="Payment Successful!" lead={thanks(user !== null, verify.data.email)}>
      <ul aria-label="Unlocked features" className="space-y-2 text-slate-200">
        {features.map((feature) => (
          <li key={feature} className="flex items-center gap-2">
            <span aria-hidden="true" className="text-ember-300">
              ✓
            </span>
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <ButtonLink to="/generate" size="lg" className="mt-8">
        Start Generating Names
      </ButtonLink>
    </PageShell>
  )
}
