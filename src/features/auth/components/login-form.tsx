import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { signInWithPassword } from '@/features/auth/api/auth-actions'
import { ResendConfirmation } from '@/features/auth/components/resend-confirmation'

type LoginFormProps = { onDone: () => void; onForgot: () => void }

export function LoginForm({ onDone, onForgot }: LoginFormProps) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  // The address that was refused as unconfirmed; the resend goes to it even if the field changes.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const address = email.trim()
    if (!address || !password) {
      toast.error('Missing information', { description: 'Please fill in all fields.' })
      return
    }
    setBusy(true)
    setUnconfirmed(null)
    try {
      const { error } = await signInWithPassword(address, password)
      if (error) {
        toast.error('Login failed', { description: error.message })
        if (error.code === 'email_not_confirmed') setUnconfirmed(address)
        return
      }
      toast.success('Welcome back!', { description: 'Successfully logged in.' })
      onDone()
    } catch (error) {
      console.warn('Sign-in threw', error)
      toast.error('Unexpected error', { description: 'Something went wrong. Please try again.' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Field label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <button type="button" onClick={onForgot} className="text-sm text-aura-300 underline-offset-2 hover:underline">
        Forgot password?
      </button>
      {unconfirmed ? <ResendConfirmation email={unconfirmed} /> : null}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  )
}
