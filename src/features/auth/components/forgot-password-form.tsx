import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { toastAction } from '@/lib/toast-action'
import { requestPasswordReset } from '@/features/auth/api/auth-actions'

export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const address = email.trim()
    if (!address) {
      toast.error('Missing information', { description: 'Please enter your email address.' })
      return
    }
    setBusy(true)
    // The server answers the same for unknown addresses, and so do we: no account enumeration.
    const ok = await toastAction(() => requestPasswordReset(address), {
      failure: 'Reset failed',
      success: { title: 'Check your email', description: `If ${address} has an account, a reset link is on its way.` },
      label: 'Password reset request',
    })
    setBusy(false)
    if (ok) onDone()
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-300">Enter your account email and we will send you a link to set a new password.</p>
      <Field label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  )
}
