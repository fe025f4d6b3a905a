import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Modal } from '@/components/ui/modal'
import { track } from '@/lib/analytics'
import { invokeFunction } from '@/lib/api-error'
import { useAuth } from '@/lib/auth/auth-context'
import { FREE_GENERATIONS, UNLOCK_CREDITS } from '@/lib/constants'
import { useDialogs } from '@/lib/dialogs'
import { writeStored } from '@/lib/storage'

export function FreeUnlockDialog() {
  const { freeUnlock, closeFreeUnlock } = useDialogs()
  const { user } = useAuth()
  const queryClient = useQueryClient()
  const [email, setEmail] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const value = email ?? user?.email ?? ''

  async function submit(event: FormEvent) {
    event.preventDefault()
    const address = value.trim()
    if (!address) return
    setBusy(true)
    setError(null)
    try {
      const reply = await invokeFunction<{ granted?: boolean } | null>('send-email', {
        email: address,
        industry: 'general',
        description: 'Free tier unlock',
        source: 'free_tier_unlock',
      })
      // Caches for the UI only; the server granted the credits and is what counts them.
      writeStored('freeUnlocked', 'true')
      writeStored('freeCredits', String(UNLOCK_CREDITS))
      writeStored('freeCreditsInitial', String(UNLOCK_CREDITS))
      track('free_unlock_success', { source: 'free_tier_unlock' })
      await queryClient.invalidateQueries({ queryKey: ['usage'] })
      // granted: false means this account had them already, and no email went out.
      if (reply?.granted === false) toast.success('Your free searches were already unlocked')
      else toast.success(`${UNLOCK_CREDITS} more generations unlocked`, { description: `We sent a confirmation to ${address}.` })
      closeFreeUnlock()
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : 'Something went wrong. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      open={freeUnlock !== null}
      onOpenChange={(open) => (open ? undefined : closeFreeUnlock())}
      title={`Get ${UNLOCK_CREDITS} free searches`}
      description={
        freeUnlock === 'out-of-runs'
          ? `You have used your ${FREE_GENERATIONS} free runs. Tell us where to reach you and we add ${UNLOCK_CREDITS} more, free.`
          : `Tell us where to reach you and we add ${UNLOCK_CREDITS} generations to your account.`
      }
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <Field
          label="Email"
          type="email"
          required
          autoComplete="email"
          value={value}
          onChange={(e) => setEmail(e.target.value)}
          error={error}
        />
        <Button type="submit" className="w-full" disabled={busy || !value.trim()}>
          {busy ? 'Unlocking...' : 'Unlock my free searches'}
        </Button>
      </form>
    </Modal>
  )
}
