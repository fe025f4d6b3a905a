import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { signUpWithPassword } from '@/features/auth/api/auth-actions'
import { passwordMeetsRules } from '@/features/auth/password-rules'
import { PasswordFields } from '@/features/auth/components/password-fields'

export function SignupForm({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [busy, setBusy] = useState(false)
  const valid = email.trim() !== '' && passwordMeetsRules(password) && password === confirm

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!valid) {
      toast.error('Please fix the errors', {
        description: 'Make sure all fields are filled and password requirements are met.',
      })
      return
    }
    setBusy(true)
    try {
      const result = await signUpWithPassword(email.trim(), password)
      if (result.error) {
        toast.error('Sign up failed', { description: result.error.message })
        return
      }
      if (result.alreadyRegistered) {
        toast.error('Sign up failed', { description: 'An account with this email already exists. Sign in instead.' })
        return
      }
      if (result.needsConfirmation) {
        toast.success('Check your email!', { description: "We've sent you a confirmation link to verify your account." })
      } else {
        toast.success('Welcome!', { description: 'Your account is ready.' })
      }
      onDone()
    } catch (error) {
      console.warn('Sign-up threw', error)
      toast.error('Unexpected error', { description: 'Something went wrong. Please try again.' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Create account">
      <Field label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <PasswordFields
        labels={['Password', 'Confirm password']}
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
      />
      <Button type="submit" className="w-full" disabled={!valid || busy}>
        {busy ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  )
}
