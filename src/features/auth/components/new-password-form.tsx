import { useId, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { updatePassword } from '@/features/auth/api/auth-actions'
import { passwordMeetsRules } from '@/features/auth/password-rules'
import { PasswordChecklist, PasswordMatch } from '@/features/auth/components/password-checklist'

/** New password after a recovery link, with the sign-up rules (the reset screen the spec leaves out). */
export function NewPasswordForm({ onDone }: { onDone: () => void }) {
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [busy, setBusy] = useState(false)
  const checklistId = useId()
  const valid = passwordMeetsRules(password) && password === confirm

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!valid) {
      toast.error('Please fix the errors', { description: 'Make sure all fields are filled and password requirements are met.' })
      return
    }
    setBusy(true)
    try {
      const { error } = await updatePassword(password)
      if (error) {
        toast.error('Update failed', { description: error.message })
        return
      }
      toast.success('Password updated', { description: 'Your password has been successfully updated.' })
      onDone()
    } catch (error) {
      console.warn('Password reset threw', error)
      toast.error('Unexpected error', { description: 'Something went wrong. Please try again.' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form noValidate onSubmit={submit} className="max-w-md space-y-4" aria-label="Set a new password">
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        aria-describedby={checklistId}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        hint={<PasswordChecklist password={password} id={checklistId} />}
      />
      <Field
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        hint={<PasswordMatch password={password} confirm={confirm} />}
      />
      <Button type="submit" disabled={!valid || busy}>
        {busy ? 'Saving...' : 'Save new password'}
      </Button>
    </form>
  )
}
