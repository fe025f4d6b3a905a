import type { User } from '@supabase/supabase-js'
import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { toastAction } from '@/lib/toast-action'
import { updateEmail } from '@/lib/auth/account-actions'

export function UpdateEmailForm({ user }: { user: User }) {
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const next = email.trim()
    if (!next || next.toLowerCase() === (user.email ?? '').toLowerCase()) {
      toast.error('No changes', { description: 'Please enter a new email address.' })
      return
    }
    setBusy(true)
    const ok = await toastAction(() => updateEmail(next), {
      failure: 'Update failed',
      success: { title: 'Check your email', description: "We've sent a confirmation link to verify your new email address." },
      label: 'Email update',
    })
    setBusy(false)
    if (ok) setEmail('')
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3" aria-label="Update email">
      <Field
        label="New email address"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        hint={
          user.new_email ? (
            <p className="mt-2 text-sm text-ember-300">Waiting for you to confirm {user.new_email}.</p>
          ) : null
        }
      />
      <Button type="submit" size="sm" disabled={!email.trim() || busy}>
        {busy ? 'Updating...' : 'Update Email'}
      </Button>
    </form>
  )
}
