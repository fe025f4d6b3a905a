import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { toastAction } from '@/lib/toast-action'
import { updatePassword } from '@/lib/auth/account-actions'
import { passwordMeetsRules } from '@/features/auth/password-rules'
import { PasswordFields } from '@/features/auth/components/password-fields'

/** New password after a recovery link, with the sign-up rules (the reset screen the spec leaves out). */
export function NewPasswordForm({ onDone }: { onDone: () => void }) {
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [busy, setBusy] = useState(false)
  const valid = passwordMeetsRules(password) && password === confirm

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!valid) {
      toast.error('Please fix the errors', { description: 'Make sure all fields are filled and password requirements are met.' })
      return
    }
    setBusy(true)
    const ok = await toastAction(() => updatePassword(password), {
      failure: 'Update failed',
      success: { title: 'Password updated', description: 'Your password has been successfully updated.' },
      label: 'Password reset',
    })
    setBusy(false)
    if (ok) onDone()
  }

  return (
    <form noValidate onSubmit={submit} className="max-w-md space-y-4" aria-label="Set a new password">
      <PasswordFields
        labels={['New password', 'Confirm new password']}
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
      />
      <Button type="submit" disabled={!valid || busy}>
        {busy ? 'Saving...' : 'Save new password'}
      </Button>
    </form>
  )
}
