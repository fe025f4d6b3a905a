import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { resendConfirmation } from '@/features/auth/api/auth-actions'

/** Shown when sign-in fails with email_not_confirmed: the way out is a fresh confirmation link. */
export function ResendConfirmation({ email }: { email: string }) {
  const [busy, setBusy] = useState(false)

  async function resend() {
    setBusy(true)
    try {
      const { error } = await resendConfirmation(email)
      if (!error) toast.success('Confirmation email sent', { description: `Open the link we sent to ${email}, then sign in.` })
      else if (error.status === 429) toast.error('Please wait before asking again', { description: error.message })
      else toast.error('Could not resend the email', { description: error.message })
    } catch (error) {
      console.warn('Resending the confirmation threw', error)
      toast.error('Unexpected error', { description: 'Something went wrong. Please try again.' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div role="alert" className="rounded-xl border border-ember-400/50 bg-night-800 p-3 text-sm text-slate-200">
      <p>Your email address is not confirmed yet. Use the link we emailed you, or get a new one.</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={() => void resend()} disabled={busy}>
        {busy ? 'Sending...' : 'Resend confirmation email'}
      </Button>
    </div>
  )
}
