import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { toastAction } from '@/lib/toast-action'
import { updatePassword } from '@/lib/auth/account-actions'

export function UpdatePasswordForm() {
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (password.length < 8) {
      toast.error('Invalid password', { description: 'Password must be at least 8 characters long.' })
      return
    }
    if (password !== confirm) {
      toast.error("Passwords don't match", { description: 'Please make sure both passwords are identical.' })
      return
    }
    setBusy(true)
    const ok = await toastAction(() => updatePassword(password), {
      failure: 'Update failed',
      success: { title: 'Password updated', description: 'Your password has been successfully updated.' },
      label: 'Password update',
    })
    setBusy(false)
    if (ok) {
      setPassword('')
      setConfirm('')
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3" aria-label="Update password">
      <Field label="New password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <Field label="Confirm new password" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      <Button type="submit" size="sm" disabled={!password || !confirm || busy}>
        {busy ? 'Updating...' : 'Update Password'}
      </Button>
    </form>
  )
}
