import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { toastAction } from '@/lib/toast-action'
import { signInWithPassword } from '@/features/auth/api/auth-actions'

type LoginFormProps = { onDone: () => void; onForgot: () => void }

export function LoginForm({ onDone, onForgot }: LoginFormProps) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!email.trim() || !password) {
      toast.error('Missing information', { description: 'Please fill in all fields.' })
      return
    }
    setBusy(true)
    const ok = await toastAction(() => signInWithPassword(email.trim(), password), {
      failure: 'Login failed',
      success: { title: 'Welcome back!', description: 'Successfully logged in.' },
      label: 'Sign-in',
    })
    setBusy(false)
    if (ok) onDone()
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
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  )
}
