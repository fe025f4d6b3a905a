import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
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
    try {
      const { error } = await requestPasswordReset(address)
      if (error) {
        toast.error('Reset failed', { description: error.message })
        return
      }
      // The server answers the same for unknown addresses, and so do we: no account enumeration.
      toast.success('Check your email', { description: `If ${address} has an account, a reset link is on its way.` })
      onDone()
    } catch (error) {
      console.warn('Password reset threw', error)
      toast.error('Unexpected error', { description: 'Something went wrong. Please try again.' })
    } finally {
      setBusy(false)
    }
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
